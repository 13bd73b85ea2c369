import { sql } from 'drizzle-orm';
import { openPostgres } from './client';
import { createTestDatabase, describeDb, emptyPostgresDatabase, testEngine, type TestDatabase } from '../../test/helpers/test-app';
import { findMigrationsFolder, runMigrations } from './migrate';
import { readFileSync } from 'node:fs';
import path from 'node:path';

describeDb(`migrations on ${testEngine}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('creates every table of the schema from an empty database', async () => {
    const result = await database.handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(tables).toEqual([
      'advisor_memberships',
      'advisory_customers',
      'advisory_firms',
      'aggregator_users',
      'analysis_page_visits',
      'arbitration_plans',
      'audit_log',
      'bank_accounts',
      'billing_customers',
      'billing_webhook_events',
      'catalogue_products',
      'coupons',
      'customer_events',
      'customer_list_rows',
      'email_confirmations',
      'email_tokens',
      'invitations',
      'invoice_sequences',
      'invoices',
      'jobs',
      'loans',
      'notifications',
      'oauth_access_tokens',
      'oauth_refresh_tokens',
      'outbox_emails',
      'page_views_daily',
      'portfolio_analyses',
      'portfolio_investments',
      'portfolio_optimisations',
      'portfolio_values',
      'portfolios',
      'real_estate_loans',
      'real_estates',
      'sandbox_billing_customers',
      'sandbox_billing_invoices',
      'sandbox_billing_payment_intents',
      'sandbox_billing_payment_methods',
      'sandbox_billing_subscriptions',
      'saver_summaries',
      'subscriptions',
      'transactions',
      'user_profiles',
      'users',
      'websocket_tickets',
    ]);
  });

  it('records each migration of the journal once and applies nothing on a second run', async () => {
    const folder = findMigrationsFolder(process.cwd());
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    await runMigrations(database.handle, folder);
    const result = await database.handle.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { count: number }[] }).rows;
    expect(rows[0]?.count).toBe(journal.entries.length);
  });

  it('refuses two accounts whose e-mails differ only by case', async () => {
    const insert = (email: string) =>
      database.handle.db.execute(sql`insert into users (email, password_hash) values (${email}, 'x')`);
    await insert('Someone@Example.fr');
    await expect(insert('someone@example.FR')).rejects.toThrow();
  });

  // Several API instances start together on one PostgreSQL: each migrates at start.
  (testEngine === 'postgres' ? it : it.skip)('lets three instances migrate one empty PostgreSQL database at once: one applies, the others wait and find nothing to do', async () => {
    const empty = await emptyPostgresDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(empty.url)));
    try {
      const folder = findMigrationsFolder(process.cwd());
      const results = await Promise.allSettled(handles.map((handle) => runMigrations(handle, folder)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const result = await handles[0]?.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await empty.drop();
    }
  });
});
