import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { snapshotCopy } from './helpers/database-snapshot';
import type { TestDatabase } from './helpers/test-app';

/**
 * On PGlite two workers may build the same snapshot at once (nothing locks it, unlike PostgreSQL's template). A copy
 * must then hold the data of the very build whose facts (ids, tokens) it is handed: a suite that got one builder's
 * tokens with the other's database saw every call answer 401.
 */
describe('database snapshots built by two workers at once (PGlite)', () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.destroy();
  });

  const markerOf = async (database: TestDatabase) => {
    const rows = (await database.handle.db.execute(sql`select marker from snapshot_marker`)) as unknown as { rows?: { marker: string }[] } | { marker: string }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    return list.map((row) => row.marker);
  };

  it('hands every copy the facts of the build its data came from, while another worker publishes its own build', async () => {
    const name = `race-${randomBytes(4).toString('hex')}`;
    let started = 0;
    let bothStarted: () => void = () => {};
    const barrier = new Promise<void>((resolve) => (bothStarted = resolve));
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const build = (marker: string, wait?: Promise<void>) => async (database: TestDatabase) => {
      // Both builders get past the "already built?" check, as two workers starting together do.
      started += 1;
      if (started === 2) bothStarted();
      await barrier;
      await database.handle.db.execute(sql`create table snapshot_marker (marker text)`);
      await database.handle.db.execute(sql`insert into snapshot_marker values (${marker})`);
      if (wait) await wait;
      return { marker };
    };
    const second = snapshotCopy(name, build('second', gate));
    const first = await snapshotCopy(name, build('first'));
    opened.push(first.database);
    expect(started).toBe(2);
    expect(await markerOf(first.database)).toEqual(['first']);

    // A suite copies the first build while the second builder publishes its own.
    const during = snapshotCopy<{ marker: string }>(name, () => Promise.reject(new Error('built already')));
    openGate();
    const [copy, last] = await Promise.all([during, second]);
    opened.push(copy.database, last.database);
    expect(await markerOf(copy.database)).toEqual([copy.meta.marker]);
    expect(await markerOf(last.database)).toEqual(['second']);

    // Suites that start afterwards copy the last build published, data and facts together.
    const after = await snapshotCopy<{ marker: string }>(name, () => Promise.reject(new Error('built already')));
    opened.push(after.database);
    expect(await markerOf(after.database)).toEqual([after.meta.marker]);
  }, 120_000);
});
