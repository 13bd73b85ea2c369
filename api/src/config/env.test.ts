import path from 'node:path';
import { ConfigError, findWorkspaceRoot, isLoopbackHost, loadConfig } from './env';

const root = findWorkspaceRoot(__dirname) as string;

function loadConfigProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
}

describe('loadConfig', () => {
  it('finds the repository root and applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.root).toBe(root);
    expect(path.join(config.root, 'pnpm-workspace.yaml')).toBeTruthy();
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      database: { kind: 'pglite', dataDir: path.join(root, '.data', 'pglite') },
      webRoot: path.join(root, 'host', 'dist'),
      prerenderRenderer: path.join(root, 'host', 'dist-prerender', 'render.cjs'),
      remotesRoot: root,
      remotesFile: undefined,
      seed: true,
      logLevel: 'info',
      nodeEnv: 'development',
      behindHttps: false,
      defaultBrand: 'patrimo',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      authRateLimit: { max: 10, perAddressMax: 30, perUserMax: 20, windowMs: 60_000 },
      redis: undefined,
      errorReporting: { serverDsn: undefined, browserDsn: undefined, remoteDsns: {}, environment: 'development', release: 'patrimo@0.9.6' },
      smtpUrl: undefined,
      mailFrom: 'no-reply@patrimo.fr',
      publicUrl: 'http://localhost:8080',
      passwordResetTtlMinutes: 60,
      accountDeletionTtlHours: 24,
      identityRateLimit: { max: 5, windowMs: 60_000 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://patrimo@db:5432/patrimo',
      PATRIMO_ROOT: root,
      WEB_ROOT: '/srv/web',
      REMOTES_ROOT: '/srv/remotes',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEFAULT_BRAND: 'patrimo-conseil',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      REFRESH_TOKEN_TTL_SECONDS: '86400',
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '40',
      AUTH_RATE_LIMIT_PER_USER_MAX: '15',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '30',
      REDIS_URL: 'redis://:secret@cache:6379/2',
      REDIS_KEY_PREFIX: 'patrimo-staging:',
      SENTRY_DSN: 'https://key@errors.example/1',
      SENTRY_BROWSER_DSN: 'https://browser@errors.example/2',
      SENTRY_REMOTE_DSNS: 'mf-billing=https://billing@errors.example/3, mf-dashboard=https://dash@errors.example/4',
      SENTRY_ENVIRONMENT: 'staging',
      SENTRY_RELEASE: 'patrimo@abc123',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.fr:465',
      MAIL_FROM: 'bonjour@patrimo.fr',
      PUBLIC_URL: 'https://patrimo.fr/',
      PASSWORD_RESET_TTL_MINUTES: '30',
      ACCOUNT_DELETION_TTL_HOURS: '48',
      IDENTITY_RATE_LIMIT_MAX: '3',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://patrimo@db:5432/patrimo' },
      webRoot: '/srv/web',
      prerenderRenderer: '/srv/dist-prerender/render.cjs',
      remotesRoot: '/srv/remotes',
      seed: false,
      logLevel: 'warn',
      nodeEnv: 'production',
      behindHttps: false,
      defaultBrand: 'patrimo-conseil',
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86_400,
      authRateLimit: { max: 5, perAddressMax: 40, perUserMax: 15, windowMs: 30_000 },
      redis: { url: 'redis://:secret@cache:6379/2', keyPrefix: 'patrimo-staging:' },
      errorReporting: {
        serverDsn: 'https://key@errors.example/1',
        browserDsn: 'https://browser@errors.example/2',
        remoteDsns: { 'mf-billing': 'https://billing@errors.example/3', 'mf-dashboard': 'https://dash@errors.example/4' },
        environment: 'staging',
        release: 'patrimo@abc123',
      },
      smtpUrl: 'smtps://mailer:secret@smtp.example.fr:465',
      mailFrom: 'bonjour@patrimo.fr',
      publicUrl: 'https://patrimo.fr',
      passwordResetTtlMinutes: 30,
      accountDeletionTtlHours: 48,
      identityRateLimit: { max: 3, windowMs: 30_000 },
    });
  });

  it('derives the default public URL from the port, and keeps a public URL path without its trailing slash', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://example.fr/patrimo/?x=1' }).publicUrl).toBe('https://example.fr/patrimo');
  });

  it('serves the outbox outside production, and in production only when asked (npm start without SMTP)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mailOutboxReadable).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).mailOutboxReadable).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_READABLE: 'true' }).mailOutboxReadable).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', MAIL_OUTBOX_READABLE: 'false' }).mailOutboxReadable).toBe(false);
  });

  it('serves the outbox in production to loopback peers only, and with `loopback` only while listening on a loopback HOST', () => {
    const outbox = (env: Record<string, string>) => {
      const config = loadConfig(env);
      return { readable: config.mailOutboxReadable, loopbackOnly: config.mailOutboxLoopbackOnly };
    };
    expect(outbox({ NODE_ENV: 'production', MAIL_OUTBOX_READABLE: 'loopback' })).toEqual({ readable: true, loopbackOnly: true });
    expect(outbox({ NODE_ENV: 'production', MAIL_OUTBOX_READABLE: 'loopback', HOST: '127.0.0.1' })).toEqual({ readable: true, loopbackOnly: true });
    expect(outbox({ NODE_ENV: 'production', MAIL_OUTBOX_READABLE: 'loopback', HOST: '0.0.0.0' })).toEqual({ readable: false, loopbackOnly: true });
    expect(outbox({ NODE_ENV: 'production', MAIL_OUTBOX_READABLE: 'true', HOST: '0.0.0.0' })).toEqual({ readable: true, loopbackOnly: true });
    expect(outbox({ NODE_ENV: 'production' })).toEqual({ readable: false, loopbackOnly: true });
    expect(outbox({ NODE_ENV: 'development' })).toEqual({ readable: true, loopbackOnly: false });
    expect(outbox({ NODE_ENV: 'development', MAIL_OUTBOX_READABLE: 'loopback' })).toEqual({ readable: true, loopbackOnly: true });
    expect(() => loadConfig({ MAIL_OUTBOX_READABLE: 'everyone' })).toThrow(/MAIL_OUTBOX_READABLE/);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.0.1.1', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.0.2.2', false],
    ['patrimo.fr', false],
  ])('counts HOST %s as loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://, without printing its password', () => {
    const problems = loadConfigProblems({ REDIS_URL: 'http://:secret@cache:6379' });
    expect(problems.some((problem) => problem.startsWith('REDIS_URL:'))).toBe(true);
    expect(problems.join('\n')).not.toContain('secret');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.fr:6380' }).redis).toEqual({ url: 'rediss://cache.example.fr:6380', keyPrefix: 'patrimo:' });
    expect(loadConfig({ REDIS_URL: ' ' }).redis).toBeUndefined();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, a PUBLIC_URL that is not http(s) and a MAIL_FROM that is not an address', () => {
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'http://smtp.example.fr', PUBLIC_URL: 'ftp://patrimo.fr', MAIL_FROM: 'patrimo' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(loadConfigProblems({ SMTP_URL: 'smtpx://mailer:secret@smtp.example.fr' }).join('\n')).not.toContain('secret');
    for (const name of ['SMTP_URL', 'PUBLIC_URL', 'MAIL_FROM']) expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: ' ' }).mailFrom).toBe('no-reply@patrimo.fr');
  });

  it('keeps an in-memory PGlite as memory://', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SENTRY_DSN: ' ' }).database.kind).toBe('pglite');
  });

  it('fails with the list of every problem, not just the first', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED: 'maybe', DATABASE_URL: 'mysql://db', DEFAULT_BRAND: 'acme', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'SEED', 'DATABASE_URL', 'DEFAULT_BRAND', 'LOG_LEVEL']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('refuses a Sentry DSN without a key or a project, and malformed remote DSN pairs', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'https://errors.example/1' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ SENTRY_BROWSER_DSN: 'https://key@errors.example/' })).toThrow(/SENTRY_BROWSER_DSN/);
    expect(() => loadConfig({ SENTRY_BROWSER_DSN: 'ftp://key@errors.example/1' })).toThrow(/SENTRY_BROWSER_DSN/);
    expect(() => loadConfig({ SENTRY_REMOTE_DSNS: 'mf_billing=https://key@errors.example/1' })).toThrow(/SENTRY_REMOTE_DSNS/);
    expect(() => loadConfig({ SENTRY_REMOTE_DSNS: 'mf-billing' })).toThrow(/SENTRY_REMOTE_DSNS/);
    expect(loadConfig({ SENTRY_DSN: 'http://key@127.0.0.1:9000/sentry/12' }).errorReporting.serverDsn).toBe('http://key@127.0.0.1:9000/sentry/12');
  });

  it('refuses a REMOTES_FILE that does not exist', () => {
    expect(() => loadConfig({ REMOTES_FILE: '/nowhere/remotes.json' })).toThrow(/REMOTES_FILE/);
  });
});
