import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { findMigrationsFolder, runMigrations } from '../db/migrate';
import { createTestDatabase, describeDb, repoRoot, temporaryFolder, type TestDatabase } from '../../test/helpers/test-app';

/** The migrations up to (not including) the one tagged `tag`, in a folder of their own. */
function migrationsBefore(tag: string, dir: string): string {
  const source = findMigrationsFolder(repoRoot);
  cpSync(source, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

describeDb('migration 0005_catalogue_review', () => {
  const folder = temporaryFolder('patrimo-migrations-');
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrationsFolder: migrationsBefore('0005_catalogue_review', folder.dir) });
  });
  afterAll(async () => {
    await database?.destroy();
    folder.remove();
  });

  it('keeps the products that existed before the review step published', async () => {
    const db = database.handle.db;
    await db.execute(sql`
      insert into catalogue_products (source, bank_id, url, name, name_key, kind, created_at)
      values ('declared', 'fortuneo', 'fortuneo-livret-ancien', 'Livret ancien', 'livret-ancien', 'savings', '2026-01-05T10:00:00Z'),
             ('override', 'axa', 'axa-assurance-vie', 'AXA Excellence', 'axa-excellence', 'lifeinsurance', '2026-02-01T08:00:00Z')
    `);
    await runMigrations(database.handle, findMigrationsFolder(repoRoot));
    const result = await db.execute(sql`select url, published_at, created_at from catalogue_products order by url`);
    const rows = (result as unknown as { rows: { url: string; published_at: Date | string | null; created_at: Date | string }[] }).rows;
    expect(rows.map((row) => row.url)).toEqual(['axa-assurance-vie', 'fortuneo-livret-ancien']);
    for (const row of rows) {
      expect(row.published_at).not.toBeNull();
      expect(new Date(row.published_at as string).getTime()).toBe(new Date(row.created_at).getTime());
    }
  });
});
