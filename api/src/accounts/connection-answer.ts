import type { FastifyBaseLogger } from 'fastify';
import type { AccountErrorCode, Connection, ConnectionAccount } from '@patrimo/shared';
import { ProviderError, type AggregationProvider, type ProviderAccount, type ProviderConnection, type ProviderUser } from '../aggregation/provider';
import { ApiError } from '../http/errors';

/**
 * A refused connection (spec §8 "Accounts"): 400 `{ error, connection_id, message? }`. The connection id lets
 * the client send a new password or retry (POST /2.0/users/me/connections/{id}); the message is the partner's,
 * in French, when it says what to do (actionNeeded: what to accept on the bank's website).
 */
export class ConnectionRefusedError extends ApiError {
  readonly connectionId: string;
  readonly partnerMessage: string | null;

  constructor(code: AccountErrorCode, connectionId: string, partnerMessage: string | null) {
    super(400, code);
    this.connectionId = connectionId;
    this.partnerMessage = partnerMessage;
  }

  override toBody(): { error?: AccountErrorCode; connection_id: string; message?: string } {
    return {
      error: this.code as AccountErrorCode,
      connection_id: this.connectionId,
      ...(this.partnerMessage ? { message: this.partnerMessage } : {}),
    };
  }
}

/**
 * The error code of each refusing state (spec §4 states → §8 codes). `auth_failed` (the bank refused the
 * authentication without saying the password is wrong) is one of spec §8's "wrong credentials" and gets the
 * same code as `wrongPass`: the saver's remedy is the same, check the credentials.
 */
const REFUSAL: Readonly<Record<Exclude<ProviderConnection['state'], 'none' | 'additionalInformationNeeded'>, AccountErrorCode>> = {
  wrongPass: 'wrongpass',
  auth_failed: 'wrongpass',
  actionNeeded: 'actionNeeded',
  websiteUnavailable: 'websiteUnavailable',
  bug: 'bug',
  scrapping_failed: 'scrapping_failed',
};

/** A partner account as the add form shows it (connectionAccountSchema). */
export function toConnectionAccount(account: ProviderAccount): ConnectionAccount {
  return {
    externalId: account.id,
    name: account.name,
    number: account.number,
    amount: Math.round(account.balance * 100) / 100,
    kind: account.kind,
    kindDetail: account.kindDetail,
    currency: account.currency,
  };
}

/**
 * A failure of the partner itself (not a connection state). A retryable one (timeout, 5xx, rate limiting) is
 * the saver's "website unavailable, try later" — 400 `websiteUnavailable`, not a 5xx that would send them to
 * the error page; anything else is our bug (a refused token, an unexpected answer): rethrown, so that it is
 * logged and answered 500 `server_error` (spec §8: such errors go to error monitoring).
 */
export function partnerFailure(error: unknown, connectionId: string | null, log: FastifyBaseLogger): never {
  if (error instanceof ProviderError && error.retryable) {
    log.warn({ err: error }, 'aggregation partner unavailable');
    throw new ConnectionRefusedError('websiteUnavailable', connectionId ?? '', null);
  }
  throw error;
}

/**
 * The answer to a connection attempt or follow-up:
 * - `none`: the connection with the accounts found (read from the partner now);
 * - `additionalInformationNeeded`: 200 with the follow-up `fields` and no accounts — the contract carries
 *   them on the connection (the error body has no room for a form), the client shows the follow-up form;
 * - every other state: 400 with its spec §8 code (`ConnectionRefusedError`).
 */
export async function connectionAnswer(
  provider: AggregationProvider,
  user: ProviderUser,
  connection: ProviderConnection,
  log: FastifyBaseLogger,
): Promise<Connection> {
  const base = { id: connection.id, idBank: connection.bankId, state: connection.state };
  if (connection.state === 'additionalInformationNeeded') {
    return { ...base, fields: connection.fields.map((field) => ({ ...field, values: [...field.values] })), accounts: [] };
  }
  if (connection.state !== 'none') {
    if (connection.state !== 'wrongPass') log.info({ state: connection.state }, 'bank connection refused');
    throw new ConnectionRefusedError(REFUSAL[connection.state], connection.id, connection.message);
  }
  let accounts: ProviderAccount[];
  try {
    accounts = await provider.accounts(user, connection.id);
  } catch (error) {
    partnerFailure(error, connection.id, log);
  }
  return { ...base, fields: [], accounts: accounts.map(toConnectionAccount) };
}
