import { randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@patrimo/shared';
import { hashSecret } from '../lib/tokens';

/**
 * Characters of the e-mailed confirmation code: capitals and digits without the look-alikes 0/O and 1/I, so a
 * code read on a phone and typed on a laptop is typed right. 32 symbols, 8 of them: 2^40 codes.
 */
export const CONFIRMATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new 8-character code (spec §9), each character drawn uniformly with the CSPRNG. */
export function newConfirmationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += CONFIRMATION_CODE_ALPHABET[randomInt(CONFIRMATION_CODE_ALPHABET.length)];
  return code;
}

/**
 * The stored form of a code. Salted with the user id: 2^40 codes are few enough that an unsalted digest
 * table would reverse every leaked row at once; per user, a leak costs a brute force per account.
 * Upper-cased like the contract's schema, so « abcd2345 » and « ABCD2345 » are the same code.
 */
export function hashConfirmationCode(userId: string, code: string): string {
  return hashSecret(`${userId}:${code.trim().toUpperCase()}`);
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
