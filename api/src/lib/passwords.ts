import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (ARCHITECTURE §6). @node-rs/argon2 defaults to argon2id with the
 * OWASP-recommended cost (19 MiB, 2 passes, 1 lane); the PHC string records the parameters, so they can
 * be raised later without breaking existing hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches the PHC `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash. Used when the e-mail is unknown, so that a wrong e-mail costs as much
 * time as a wrong password and the answer time does not reveal which accounts exist.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hash(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
  return false;
}
