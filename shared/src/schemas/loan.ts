import { z } from 'zod';
import { amountSchema, dateSchema, idSchema, positiveAmountSchema, ratioSchema } from './common';

/**
 * Loans (spec §3 "Loan"): the `loan` sub-object of a portfolio of kind `loan`.
 */

/** Loan types, stored as the loan portfolio's `kindDetail`. */
export const LOAN_TYPES = ['mortgage', 'consumer_credit', 'revolving_credit'] as const;
export const loanTypeSchema = z.enum(LOAN_TYPES, 'invalid');
export type LoanType = z.infer<typeof loanTypeSchema>;

/** Whether the loan is still being repaid. */
export const loanStatusSchema = z.enum(['ongoing', 'repaid'], 'invalid');
export type LoanStatus = z.infer<typeof loanStatusSchema>;

/** A property the loan financed, with the part of the loan it took and when. */
export const loanRealEstateLinkSchema = z.object({
  realEstateId: idSchema,
  amount: positiveAmountSchema,
  date: dateSchema,
});
export type LoanRealEstateLink = z.infer<typeof loanRealEstateLinkSchema>;

export const loanSchema = z.object({
  id: idSchema,
  kindDetail: loanTypeSchema,
  status: loanStatusSchema,
  signatureDate: dateSchema.nullable(),
  contractualEndDate: dateSchema.nullable(),
  /** Amount borrowed. */
  totalAmount: positiveAmountSchema.nullable(),
  /** Capital still owed today. */
  remainingAmount: amountSchema.nullable(),
  /** Yearly nominal rate excluding insurance, as a ratio (0.0135 = 1,35 %). */
  nominalRate: ratioSchema.nullable(),
  monthlyInsurance: positiveAmountSchema.nullable(),
  realEstates: z.array(loanRealEstateLinkSchema),
});
export type Loan = z.infer<typeof loanSchema>;

/** Loan fields a saver may edit. */
export const loanInputSchema = z.object({
  kindDetail: loanTypeSchema.optional(),
  signatureDate: dateSchema.nullable().optional(),
  contractualEndDate: dateSchema.nullable().optional(),
  totalAmount: positiveAmountSchema.nullable().optional(),
  nominalRate: z.number('not_a_number').min(0, 'must_be_positive').max(1, 'out_of_range').nullable().optional(),
  monthlyInsurance: positiveAmountSchema.nullable().optional(),
  realEstates: z.array(loanRealEstateLinkSchema).optional(),
});
export type LoanInput = z.infer<typeof loanInputSchema>;
