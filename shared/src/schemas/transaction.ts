import { z } from 'zod';
import { amountSchema, dateSchema, historySchema, idSchema, pageQuerySchema, paginationMetaSchema } from './common';
import { spendingCategorySchema } from './analysis';

/**
 * Transactions of bank accounts and their spending categories (spec §7 "transactions").
 */

export const transactionSchema = z.object({
  id: idSchema,
  portfolioId: idSchema,
  date: dateSchema,
  label: z.string(),
  /** Negative for a debit, positive for a credit. */
  amount: amountSchema,
  category: spendingCategorySchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET …/portfolios/{id}/transactions: page from 1, cumulative; a filter change starts again at 1. */
export const transactionsQuerySchema = z.object({
  page: pageQuerySchema,
  category: spendingCategorySchema.optional(),
  /** Debits only, credits only, or both when absent. */
  direction: z.enum(['debit', 'credit'], 'invalid').optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  /** Searches the label. */
  q: z.string().trim().max(120, 'too_long').optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const transactionPageSchema = z.object({
  transactions: z.array(transactionSchema),
  meta: paginationMetaSchema,
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** GET /transactions/categories: the categories, in display order. */
export const transactionCategoriesSchema = z.object({ categories: z.array(spendingCategorySchema) });
export type TransactionCategories = z.infer<typeof transactionCategoriesSchema>;

/** GET …/series/transactions_movements: money in and out per month, as positive amounts. */
export const transactionMovementsSchema = z.object({
  credits: historySchema,
  debits: historySchema,
});
export type TransactionMovements = z.infer<typeof transactionMovementsSchema>;
