import path from 'node:path';
import { ConfigError, findWorkspaceRoot, loadConfig } from './env';

const root = findWorkspaceRoot(__dirname) as string;

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
      remotesRoot: root,
      remotesFile: undefined,
      seed: true,
      logLevel: 'info',
      nodeEnv: 'development',
      behindHttps: false,
      defaultBrand: 'patrimo',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      authRateLimit: { max: 10, windowMs: 60_000 },
      sentryDsn: undefined,
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
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '30',
      SENTRY_DSN: 'https://key@errors.example/1',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://patrimo@db:5432/patrimo' },
      webRoot: '/srv/web',
      remotesRoot: '/srv/remotes',
      seed: false,
      logLevel: 'warn',
      nodeEnv: 'production',
      behindHttps: false,
      defaultBrand: 'patrimo-conseil',
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86_400,
      authRateLimit: { max: 5, windowMs: 30_000 },
      sentryDsn: 'https://key@errors.example/1',
    });
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

  it('refuses a REMOTES_FILE that does not exist', () => {
    expect(() => loadConfig({ REMOTES_FILE: '/nowhere/remotes.json' })).toThrow(/REMOTES_FILE/);
  });
});
