import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';
import type { ErrorCodes } from '../profile-form';

/**
 * The codes of any failure of `callApi`: the server's codes, `network_error` when it could not be
 * reached, `unknown` otherwise (an answer of the wrong shape, a bug).
 */
export function errorCodesOf(error: unknown): ErrorCodes {
  if (isApiHttpError(error)) return { global: error.codes, fields: error.fields };
  if (isApiNetworkError(error)) return { global: ['network_error'], fields: {} };
  return { global: ['unknown'], fields: {} };
}

