import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryFolder } from '../../test/helpers/test-app';
import { findMigrationsFolder } from './migrate';
import { buildTemplateFor, dumpBytes, isNewDataDir, migrationsDigest, pgliteKey, templateFile } from './pglite-template';

/**
 * Which template a new embedded database starts from. Loading one is what every PGlite suite does (the harness
 * starts each from the run's template) and what the bundle test checks on a built server.
 */
describe('the migrated PGlite template', () => {
  const folder = temporaryFolder('patrimo-template-');
  const real = findMigrationsFolder(path.resolve(__dirname, '..', '..', '..'));
  // A copy of the product's migrations next to which a "build" leaves its template, as dist/ has them.
  const dist = path.join(folder.dir, 'dist');
  const migrations = path.join(dist, 'drizzle');
  cpSync(real, migrations, { recursive: true });

  afterAll(() => folder.remove());

  it('is named by the migrations it holds and by the installed PGlite', () => {
    const file = templateFile(dist, migrations);
    expect(path.dirname(file)).toBe(dist);
    expect(path.basename(file)).toBe(`patrimo-pglite-c-${pgliteKey()}-${migrationsDigest(migrations)}.tar`);
    expect(pgliteKey()).toMatch(/^[0-9a-f]{8}$/);
    // The same files give the same digest wherever they are.
    expect(migrationsDigest(migrations)).toBe(migrationsDigest(real));
  });

  it('changes name when a migration changes or is added', () => {
    const other = path.join(folder.dir, 'other');
    cpSync(real, other, { recursive: true });
    const before = migrationsDigest(other);
    writeFileSync(path.join(other, '9999_next.sql'), 'CREATE TABLE next_one (id integer);');
    const added = migrationsDigest(other);
    expect(added).not.toBe(before);
    const journal = path.join(other, 'meta', '_journal.json');
    writeFileSync(journal, `${readFileSync(journal, 'utf8')} `);
    expect(migrationsDigest(other)).not.toBe(added);
  });

  it('is used only for a new data directory, when the build left one for these migrations', () => {
    const cluster = path.join(folder.dir, 'cluster');
    mkdirSync(cluster);
    writeFileSync(path.join(cluster, 'PG_VERSION'), '17\n');
    expect(isNewDataDir('memory://')).toBe(true);
    expect(isNewDataDir(path.join(folder.dir, 'not-yet'))).toBe(true);
    expect(isNewDataDir(cluster)).toBe(false);

    // No template built yet: the database is created from empty.
    expect(buildTemplateFor('memory://', migrations)).toBeNull();

    const file = templateFile(dist, migrations);
    writeFileSync(file, 'the dump');
    expect(buildTemplateFor('memory://', migrations)).toBe(file);
    expect(buildTemplateFor(path.join(folder.dir, 'not-yet'), migrations)).toBe(file);
    // A data directory that holds a cluster is opened as it is.
    expect(buildTemplateFor(cluster, migrations)).toBeNull();

    // A template of other migrations is never read.
    writeFileSync(path.join(migrations, '9999_next.sql'), 'CREATE TABLE next_one (id integer);');
    expect(buildTemplateFor('memory://', migrations)).toBeNull();
  });

  it('hands PGlite the file’s bytes as they are', async () => {
    const file = path.join(folder.dir, 'bytes.tar');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    writeFileSync(file, bytes);
    const blob = dumpBytes(file);
    expect(blob.size).toBe(bytes.byteLength);
    expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
