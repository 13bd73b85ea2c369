import { z } from 'zod';
import { amountSchema, dateSchema, historySchema, ratioSchema, shareSchema } from './common';
import { assetClassSchema, regionSchema, sectorSchema } from './analysis';
import { isinSchema } from './investment';
import { srriSchema } from './risk';
import { DATE_RANGE_MIN } from '../constants/ui';

/**
 * A contract's documents (the institution's, through the aggregation partner, and the statement Patrimo
 * writes from the contract's own data) and the sheet of one fund seen from a contract (issue 12).
 */

/** What an institution's document is, as far as the partner says. */
export const portfolioDocumentKindSchema = z.enum(['annual_statement', 'statement', 'contract_terms', 'other']);
export type PortfolioDocumentKind = z.infer<typeof portfolioDocumentKindSchema>;

/** A partner's document id as it travels in a path: letters, digits, dot, dash, underscore. */
export const documentIdSchema = z.string('blank').regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/, 'invalid');

/** One document of the institution for a contract (GET …/portfolios/{id}/documents). */
export const portfolioDocumentSchema = z.object({
  id: documentIdSchema,
  /** The title as the institution gives it, e.g. « Relevé annuel 2025 ». */
  name: z.string(),
  kind: portfolioDocumentKindSchema,
  /** The date the document is about or was issued on. */
  date: dateSchema,
  /** Media type of the file (`application/pdf` most of the time). */
  contentType: z.string(),
});
export type PortfolioDocument = z.infer<typeof portfolioDocumentSchema>;

/**
 * The institution's documents of a contract. `source` says why the list may be empty: `provider` (the
 * partner was asked), `manual` (a contract entered by hand or the demonstration: no institution to ask),
 * `unavailable` (the partner could not be reached just now: try again later).
 */
export const portfolioDocumentsSchema = z.object({
  source: z.enum(['provider', 'manual', 'unavailable']),
  documents: z.array(portfolioDocumentSchema),
});
export type PortfolioDocuments = z.infer<typeof portfolioDocumentsSchema>;

/** A date of the statement's period: ISO, not before spec §5's 2017-01-01 (the upper bound, tomorrow, is the server's). */
const periodDateSchema = dateSchema.refine((value) => value >= DATE_RANGE_MIN, 'out_of_range');

/**
 * GET …/portfolios/{id}/statement `?from&to`: the period of the statement, both ends included. Both optional:
 * `to` defaults to today, `from` to a year before `to` (never before 2017-01-01). `to` after tomorrow, or
 * before `from`, is refused on the field `to` (`out_of_range`, `inconsistent`).
 */
export const statementQuerySchema = z.object({
  from: periodDateSchema.optional(),
  to: periodDateSchema.optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** A file answer, as the documentation describes it (the wire carries the bytes, not JSON). */
export const fileAnswerSchema = z.string().describe('Le fichier, en pièce jointe (Content-Disposition: attachment).');

/** The fund against its index over one window (1, 3 or 5 years). */
export const fundWindowSchema = z.object({
  years: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  /** First day of the window (the fund's last date minus `years`). */
  from: dateSchema,
  /** Cumulative return of the fund over the window. */
  fundReturn: ratioSchema,
  indexReturn: ratioSchema,
  /** Yearly returns (equal to the cumulative ones over one year). */
  fundAnnualised: ratioSchema,
  indexAnnualised: ratioSchema,
  /** Spec §9 gauge: fund's yearly return − index's yearly return − the 0,5 % hurdle. */
  outperformance: ratioSchema,
});
export type FundWindow = z.infer<typeof fundWindowSchema>;

/** GET …/portfolios/{id}/funds/{isin}: a fund sheet, seen from one of the subject's contracts. */
export const fundSheetSchema = z.object({
  isin: isinSchema,
  name: z.string(),
  managementCompany: z.string().nullable(),
  assetClass: assetClassSchema,
  /** The index the fund is measured against, in words; null when the product knows none. */
  benchmark: z.string().nullable(),
  /** The shipped market series standing for the index (its name), or null when there is none. */
  indexSeries: z.string().nullable(),
  /** The line in the contract, or null when the contract does not hold the fund (the sheet is still shown). */
  holding: z.object({ amount: amountSchema, weight: shareSchema }).nullable(),
  /** Base 100 on the first day of the longest window shown (up to 5 years), `[timestampMs, value]`. */
  fundHistory: historySchema,
  indexHistory: historySchema,
  /** The 1-, 3- and 5-year windows the history covers (a younger series has fewer). */
  windows: z.array(fundWindowSchema),
  /** Spec §9: beat its index, after the 0,5 % hurdle, in each of the last 5 calendar years; null if unknown. */
  beatsIndexFiveYears: z.boolean().nullable(),
  risk: z
    .object({
      /** Weekly log returns over (up to) 5 years, annualised. */
      volatility: ratioSchema,
      srri: srriSchema,
      weeks: z.number().int(),
      /** False when fewer than 5 years of history stand behind it. */
      complete: z.boolean(),
    })
    .nullable(),
  fees: z.object({
    /** Yearly ongoing charges, as a ratio. */
    rate: ratioSchema,
    /** True when the rate is spec §9's estimate (2 % active, 0,3 % passive), not the fund's own figure. */
    estimated: z.boolean(),
    active: z.boolean(),
  }),
  assetClasses: z.array(z.object({ key: assetClassSchema, share: shareSchema })),
  regions: z.array(z.object({ key: regionSchema, share: shareSchema })),
  sectors: z.array(z.object({ key: sectorSchema, share: shareSchema })),
});
export type FundSheet = z.infer<typeof fundSheetSchema>;
