import { bankConnectionStateLabels, errorCodeForConnectionState, messageForError, type Account, type BankConnectionState } from '@patrimo/shared';

/** How the saver can get a connection working again from the accounts page. */
export type ConnectionFix = 'password' | 'followUp' | null;

export interface ConnectionView {
  /** The state in French (« À jour », « Mot de passe incorrect »…). */
  label: string;
  color: 'green' | 'orange' | 'red' | 'blue';
  /** What went wrong at the last synchronisation and what to do, in French; null when all is well. */
  problem: string | null;
  fix: ConnectionFix;
  /** « Synchroniser » is offered: a real bank connection not already synchronising. */
  canSynchronize: boolean;
}

/** States the saver fixes on the bank's website or by waiting, not in the product. */
const WAIT_STATES: ReadonlySet<BankConnectionState> = new Set(['websiteUnavailable', 'bug', 'scrapping_failed']);

/**
 * A connection as the accounts page shows it: the state's French label and colour, the sync failure message
 * of spec §8, and the remedy: a new password for refused credentials, the follow-up form when the bank asks
 * for more (spec §4). The demonstration account has no bank behind it: nothing to synchronise or fix.
 */
export function connectionView(account: Pick<Account, 'state' | 'syncing' | 'demo' | 'connectionId'>): ConnectionView {
  const code = errorCodeForConnectionState(account.state, 'sync');
  const real = !account.demo && account.connectionId !== null;
  const fix: ConnectionFix = !real
    ? null
    : account.state === 'wrongPass' || account.state === 'auth_failed'
      ? 'password'
      : account.state === 'additionalInformationNeeded'
        ? 'followUp'
        : null;
  const color = account.syncing ? 'blue' : account.state === 'none' ? 'green' : WAIT_STATES.has(account.state) ? 'orange' : 'red';
  return {
    label: bankConnectionStateLabels[account.state],
    color,
    problem: code === null ? null : messageForError(code),
    fix,
    canSynchronize: real && !account.syncing,
  };
}
