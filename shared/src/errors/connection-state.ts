import type { BankConnectionState } from '../schemas/account';
import type { ErrorCode } from './error-codes';

/**
 * Bank connection states (spec §4) seen as error codes (spec §8): the same failure reads differently
 * when an account is being added and when a daily synchronisation failed.
 */
type FailedState = Exclude<BankConnectionState, 'none'>;

const WHILE_ADDING: Record<FailedState, ErrorCode> = {
  auth_failed: 'wrongpass',
  wrongPass: 'wrongpass',
  bug: 'bug',
  actionNeeded: 'actionNeeded',
  additionalInformationNeeded: 'additionalInformationNeeded',
  scrapping_failed: 'scrapping_failed',
  websiteUnavailable: 'websiteUnavailable',
};

const WHILE_SYNCING: Record<FailedState, ErrorCode> = {
  auth_failed: 'sync_auth_failed',
  wrongPass: 'sync_wrongpass',
  bug: 'sync_failed',
  actionNeeded: 'sync_action_needed',
  additionalInformationNeeded: 'sync_need_additional_information',
  scrapping_failed: 'sync_scrapping_failed',
  websiteUnavailable: 'sync_unavailable',
};

/** The error code of a connection state, or `null` for `none` (the connection is fine). */
export function errorCodeForConnectionState(state: BankConnectionState, during: 'add' | 'sync'): ErrorCode | null {
  if (state === 'none') return null;
  return (during === 'add' ? WHILE_ADDING : WHILE_SYNCING)[state];
}
