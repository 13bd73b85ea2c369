import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { UNREPORTED_ERROR_CODES } from '@patrimo/shared';

/** A stack frame as the reporter sees it, with the app its file was stamped with at build time. */
export interface StampedFrame {
  module_metadata?: unknown;
}

function appOf(frame: StampedFrame): string | undefined {
  const metadata = frame.module_metadata;
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const remote = (metadata as { remote?: unknown }).remote;
  return typeof remote === 'string' ? remote : undefined;
}

/**
 * The app whose code threw, from the stamped frames of a stack (oldest call first, as Sentry orders them): the
 * innermost frame of a remote's own code, for a remote that threw inside a library the host provides (zod,
 * React) still owns the error; else `host` when the host's code is on the stack; undefined when no frame is ours.
 */
export function appOfFrames(frames: readonly StampedFrame[] | undefined): string | undefined {
  let host = false;
  for (let index = (frames?.length ?? 0) - 1; index >= 0; index -= 1) {
    const app = appOf(frames![index]!);
    if (app === 'host') host = true;
    else if (app !== undefined) return app;
  }
  return host ? 'host' : undefined;
}

const UNREPORTED: ReadonlySet<string> = new Set(UNREPORTED_ERROR_CODES);

/**
 * Whether an error is worth a report. Not the API's refusals (4xx: the product's own answers, shown in French),
 * nor its 5xx (the server reports them itself, with the request id), nor a lost connection (ApiNetworkError),
 * nor an expected code (spec §8: a wrong password); everything else is a bug of the page: a render that threw,
 * an answer off its contract (ApiSchemaError), an unhandled rejection.
 */
export function shouldReport(error: unknown): boolean {
  if (error instanceof ApiNetworkError) return false;
  if (error instanceof ApiHttpError) return false;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return !(typeof code === 'string' && UNREPORTED.has(code));
}

