// Column helpers used by every domain of the schema.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money in euros: numeric(16,2), read as a JS number (amounts stay far below 2^53 cents). */
export const euros = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });
