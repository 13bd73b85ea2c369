// The audience measure: page views counted per day, brand and page, and nothing else.
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many times each page was shown, per day (Paris) and brand. No row names a person, a device, an address or
 * a visit: a view only adds one to its counter (the cookie banner's « mesure d’audience anonyme », exempt from
 * consent because nothing can be traced back to anyone). Pages carry no record ids (`pageOf`).
 */
export const pageViewsDaily = pgTable(
  'page_views_daily',
  {
    day: date('day').notNull(),
    brand: text('brand').notNull(),
    page: text('page').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.brand, t.page] })],
);
