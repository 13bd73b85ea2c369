/**
 * `npm run bench:identity`: what identity costs the server, measured on this machine.
 *
 * - the password strength check (zxcvbn-ts, common and French dictionaries) that registration, reset and
 *   change run synchronously on the event loop: first call (dictionaries merged), then per check;
 * - argon2id hashing (off the event loop in @node-rs/argon2's thread pool);
 * - end to end over HTTP on an in-memory PGlite: registration, e-mail confirmation, sign-in, profile update
 *   with the questionnaire, and the longest event-loop stall seen meanwhile.
 *
 * Prints figures; asserts nothing (tests do that).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { scorePassword } from '@patrimo/shared/password-strength';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openPglite } from '../src/db/client';
import { findMigrationsFolder, runMigrations } from '../src/db/migrate';
import { outboxEmails } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

const SAMPLES = 40;

/** A line of the report (a benchmark's output is its purpose). */
function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function line(label: string, values: number[]): void {
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  print(`${label.padEnd(44)} p50 ${fmt(percentile(values, 50))} ms   p95 ${fmt(percentile(values, 95))} ms   max ${fmt(Math.max(...values))} ms`);
}

async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

async function main(): Promise<void> {
  print(`Identité — ${SAMPLES} échantillons par mesure\n`);

  const [, cold] = await timed(() => scorePassword('Girafe-Turquoise-Mardi-48'));
  print(`${'force du mot de passe, premier appel'.padEnd(44)} ${cold.toFixed(1)} ms`);
  const passwords = ['azertyuiop', 'Girafe-Turquoise-Mardi-48', 'nathalie1988', 'Kx9#qZ!pL2m@', 'motdepasse123', 'Cerf-Volant-Indigo-Samedi-71-Bleu-Nuit'];
  const checks: number[] = [];
  for (let i = 0; i < SAMPLES * 5; i += 1) checks.push((await timed(() => scorePassword(passwords[i % passwords.length] as string, ['claire', 'dubreuil'])))[1]);
  line('force du mot de passe, par vérification', checks);

  const hashes: number[] = [];
  for (let i = 0; i < 10; i += 1) hashes.push((await timed(() => hashPassword(`Bench-Password-${i}-Indigo`)))[1]);
  line('argon2id, par hachage', hashes);

  const config = loadConfig({ PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'test', IDENTITY_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '100000', AUTH_RATE_LIMIT_PER_USER_MAX: '100000' });
  const database = await openPglite('memory://');
  await runMigrations(database, findMigrationsFolder(config.root));
  const app = await buildApp({ db: database, config, logger: false, startJobRunner: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const register: number[] = [];
  const confirm: number[] = [];
  const login: number[] = [];
  const profile: number[] = [];
  const password = 'Girafe-Turquoise-Mardi-48';
  for (let i = 0; i < SAMPLES; i += 1) {
    const email = `bench.${i}@example.fr`;
    register.push(
      (await timed(() => call('POST', '/users', { user: { email, password, password_confirmation: password, first_name: 'Léa', last_name: `Bench${i}`, terms: true } })))[1],
    );
    const [tokens, signIn] = await timed(() => call('POST', '/oauth/token', { grant_type: 'password', username: email, password }));
    login.push(signIn);
    const token = tokens.access_token as string;
    const mail = (await database.db.select({ text: outboxEmails.text, to: outboxEmails.toAddress }).from(outboxEmails)).find((m) => m.to === email);
    const code = /^\s{4}([A-Z0-9]{8})\s*$/m.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error('no confirmation code in the outbox');
    confirm.push((await timed(() => call('POST', '/users/confirmations', { token: code }, token)))[1]);
    const answers = [3, 4, 3, 3, 2, 4, 3];
    profile.push(
      (
        await timed(() =>
          call(
            'PUT',
            '/users/me/profile',
            {
              profile: {
                birthdate: '1988-04-12',
                marital_status: 2,
                children: 2,
                scp: 3800,
                professionnal_status: 0,
                income_range: 3,
                money_source: 0,
                investable_assets: 3,
                annual_savings: 2,
                monthly_charges: 2,
                risk_survey: { type: 'profile', answers },
              },
            },
            token,
          )
        )
      )[1],
    );
  }
  loop.disable();
  print('');
  line('POST /users (inscription)', register);
  line('POST /oauth/token (connexion)', login);
  line('POST /users/confirmations', confirm);
  line('PUT /users/me/profile (+ questionnaire)', profile);
  print(`${'boucle d’événements, blocage le plus long'.padEnd(44)} ${(loop.max / 1e6).toFixed(1)} ms`);

  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
