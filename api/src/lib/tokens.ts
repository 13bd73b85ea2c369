import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret: 32 random bytes, base64url (43 characters, safe in URLs and headers). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as their SHA-256 (ARCHITECTURE §6): a database leak does not hand out sessions. A fast
 * hash is right here, unlike for passwords, because the secrets are 256 random bits, not guessable words.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
