/** The browser's error reporting as the server configures it (SENTRY_BROWSER_DSN, SENTRY_REMOTE_DSNS…). */
export interface ErrorReportingSettings {
  dsn: string;
  /** Remote (folder name, `mf-billing`) → the DSN of its team's own project. */
  remoteDsns: Record<string, string>;
  environment: string;
  release: string;
}

/** The server's runtime configuration of the shell (`/config.json`): what may change without a rebuild. */
export interface RuntimeConfig {
  /** The brand of host names that match none; checked by the brand feature. */
  defaultBrand?: unknown;
  /** Absent: the page reports nothing, and the reporter's code is never loaded. */
  errorReporting?: ErrorReportingSettings;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function errorReportingOf(value: unknown): ErrorReportingSettings | undefined {
  if (!isRecord(value) || typeof value.dsn !== 'string' || value.dsn === '') return undefined;
  const remoteDsns = isRecord(value.remote_dsns)
    ? Object.fromEntries(Object.entries(value.remote_dsns).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
  return {
    dsn: value.dsn,
    remoteDsns,
    environment: typeof value.environment === 'string' ? value.environment : 'production',
    release: typeof value.release === 'string' ? value.release : 'patrimo',
  };
}

/** The wire document read leniently: an unknown or malformed part is left out, never an error. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  if (!isRecord(body)) return {};
  const errorReporting = errorReportingOf(body.error_reporting);
  return { defaultBrand: body.default_brand, ...(errorReporting ? { errorReporting } : {}) };
}

/** Reads `/config.json` once per page; without it (an old server, a network failure) the built-in defaults apply. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return {};
    return parseRuntimeConfig(await response.json());
  } catch {
    return {};
  }
}
