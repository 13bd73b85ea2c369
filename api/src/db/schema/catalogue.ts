// The catalogue of banks' products (`/contracts`), not to be confused with a saver's portfolios.
import { sql } from 'drizzle-orm';
import { jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, euros, updatedAt } from './columns';
import { users } from './identity';

/**
 * The product catalogue's rows that are not in the code (`banks/catalogue.ts`): products a saver declared as
 * missing from an institution's range (`source` `declared`, POST /banks/{bankId}/contracts), and advisors'
 * edits of the code's products (`override`, PUT /contracts/{id}: the row's id is the product's own). The
 * catalogue routes merge them over the code's products. `nameKey` is the name's search form (case, accents and
 * punctuation ignored): one name per institution.
 */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['declared', 'override'] }).notNull(),
    bankId: text('bank_id').notNull(),
    /** Public address `/contrats/{url}`; an override keeps the code product's. */
    url: text('url').notNull().unique(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    kind: text('kind').notNull(),
    description: text('description'),
    fees: jsonb('fees').$type<{ kind: string; rate: number }[]>().notNull().default(sql`'[]'::jsonb`),
    minimumDeposit: euros('minimum_deposit'),
    euroFundRate: numeric('euro_fund_rate', { precision: 8, scale: 6, mode: 'number' }),
    /** Who declared or last edited it; kept when they leave, without the link. */
    editedByUserId: uuid('edited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who declared it (declared rows): they see it while it awaits review. */
    declaredByUserId: uuid('declared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When an advisory firm admin published it; null while it awaits review (only its author and admins see it). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per institution among published products; a pending name is unique for its author only, so that
    // nobody can squat a name with a declaration no one else sees. Publishing checks the published names.
    uniqueIndex('catalogue_products_bank_name_key').on(t.bankId, t.nameKey).where(sql`${t.publishedAt} is not null`),
    uniqueIndex('catalogue_products_pending_name_key').on(t.bankId, t.nameKey, t.declaredByUserId).where(sql`${t.publishedAt} is null`),
  ],
);
