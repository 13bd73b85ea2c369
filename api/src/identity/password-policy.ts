import { personalInputs, scorePassword } from '@patrimo/shared/password-strength';

/** Whose password it is: their e-mail and names make a password built on them guessable. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The server's « not secure enough » rule (spec §5), the very function the browser's meter runs: a password
 * the meter shows as acceptable is never refused here, and the reverse. Refusals are answered as the field
 * code `not_secure` on `password`.
 */
export function isSecureEnough(password: string, owner: PasswordOwner): boolean {
  return scorePassword(password, personalInputs([owner.email, owner.firstName, owner.lastName])).secure;
}
