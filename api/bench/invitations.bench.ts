/**
 * The customers' CSV import (issue 16), part of `npm run bench:api`: on the real server (`buildApp`) on
 * loopback, a firm advisor sends a generated file of exactly 2 MB (CSV_MAX_BYTES, ≈ 20,000 customers as a
 * French spreadsheet writes them) to POST /api/invitations/import_preview, then imports it with POST
 * /api/invitations `{ csv }`; then the durable `invitation_mails` jobs the import queued are run (mails to the
 * outbox). Each step is timed end to end (the request as the browser sends it, base64 and JSON included), with
 * rows per second and the longest hold of the server's event loop. PGlite in memory by default, PostgreSQL with
 * `DATABASE_URL` (a temporary database). Prints figures; asserts nothing (tests do that).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { invitations, outboxEmails } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { FIRM_ADVISOR } from '../src/db/seed-accounts';
import { INVITATION_MAILS_JOB, invitationMailsHandler } from '../src/invitations/invitation-mails';
import { JobRunner } from '../src/jobs/runner';
import { systemClock } from '../src/lib/clock';
import { csvBody, generatedCustomersCsv } from '../test/helpers/customers-csv';
import { openDatabase, print } from './bench-support';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '100000', IDENTITY_RATE_LIMIT_MAX: '100000' });
  const database = await openDatabase(config.root);
  const { db } = database.handle;
  await seedDatabase(db, systemClock);
  const app = await buildApp({ db: database.handle, config, logger: false, startJobRunner: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  try {
    const post = async <T>(url: string, token: string | null, body: unknown): Promise<{ ms: number; body: T }> => {
      const started = performance.now();
      const response = await fetch(`${base}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 300)}`);
      return { ms, body: JSON.parse(text) as T };
    };
    const { body: tokens } = await post<{ access_token: string }>('/oauth/token', null, { grant_type: 'password', username: FIRM_ADVISOR.email, password: FIRM_ADVISOR.password });
    const token = tokens.access_token;
    const { content, rows } = generatedCustomersCsv('bench');
    const body = csvBody(content);
    let longestHold = 0;
    const line = (label: string, ms: number, items: number, unit: string, hold = loop.max / 1e6) => {
      longestHold = Math.max(longestHold, hold);
      return `  ${label.padEnd(52)} ${(ms / 1000).toFixed(2).padStart(6)} s, ${Math.round(items / (ms / 1000)).toString().padStart(7)} ${unit}/s, boucle d’événements tenue ${hold.toFixed(0)} ms au plus`;
    };

    print(`Import CSV de clients — ${database.label}`);
    print(`  fichier : ${content.length} octets (2 Mo), ${rows} lignes, UTF-8, « ; »\n`);

    loop.enable();
    const preview = await post<{ counts: { status: string; count: number }[] }>('/invitations/import_preview', token, body);
    loop.disable();
    const ready = preview.body.counts.find((c) => c.status === 'ready')?.count ?? 0;
    print(line(`aperçu (${ready} prêtes)`, preview.ms, rows, 'lignes'));

    loop.reset();
    loop.enable();
    const imported = await post<{ invitations: unknown[]; rejected: unknown[] }>('/invitations', token, body);
    loop.disable();
    const [stored] = await db.select({ n: count() }).from(invitations);
    print(line(`import (${imported.body.invitations.length} invitations, ${stored?.n ?? 0} en base)`, imported.ms, rows, 'lignes'));

    const runner = new JobRunner({ db, clock: systemClock, handlers: { [INVITATION_MAILS_JOB]: invitationMailsHandler({ db, mailer: app.deps.mailer }) } });
    loop.reset();
    loop.enable();
    const started = performance.now();
    let jobs = 0;
    while (await runner.runOnce()) jobs += 1;
    const mailsMs = performance.now() - started;
    loop.disable();
    const [mails] = await db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.subject, `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName} vous invite sur Patrimo`));
    print(line(`e-mails (${jobs} tâches, ${mails?.n ?? 0} dans l’outbox)`, mailsMs, mails?.n ?? 0, 'mails'));
    print(line('de bout en bout', preview.ms + imported.ms + mailsMs, rows, 'lignes', longestHold));
  } finally {
    await app.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
