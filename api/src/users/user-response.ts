import { eq } from 'drizzle-orm';
import { recommendedRiskSchema, type Brand, type Profile, type User } from '@patrimo/shared';
import type { AuthUser } from '../auth/auth-context';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { loadProfile, toProfileResponse } from './profile-store';

/** The columns of `users` a `User` answer is made of: what the authenticated user already carries. */
export type UserRecord = Pick<AuthUser, 'id' | 'email' | 'firstName' | 'lastName' | 'roles' | 'features' | 'coupon' | 'recommendedRisk' | 'confirmedAt'>;

/** Selection of the `UserRecord` columns, for `db.select(userRecordColumns)`. */
export const userRecordColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  features: users.features,
  coupon: users.coupon,
  recommendedRisk: users.recommendedRisk,
  confirmedAt: users.confirmedAt,
};

/** Reads one user's `UserRecord`; undefined when the account does not exist (any more). */
export async function loadUserRecord(db: Pick<Database, 'select'>, userId: string): Promise<UserRecord | undefined> {
  return (await db.select(userRecordColumns).from(users).where(eq(users.id, userId)).limit(1))[0];
}

/**
 * The contract's `User` for the identity calls that answer one (registration, e-mail confirmation), built the
 * way GET /users/me builds it: the brand's feature flags overridden by the user's own (spec §6), `confirmed`
 * from the confirmation date, `complete` from the profile's base information and a recommended risk (spec §5).
 * A new account has no profile: `profile` defaults to null.
 */
export function toUserResponse(user: UserRecord, brand: Brand, profile: Profile | null = null): User {
  // The column's CHECK keeps it within 1…5; parsing narrows the type to the contract's levels.
  const recommendedRisk = recommendedRiskSchema.nullable().parse(user.recommendedRisk);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    features: { ...brand.features, ...user.features },
    coupon: user.coupon,
    recommendedRisk,
    confirmed: user.confirmedAt !== null,
    complete: (profile?.infos ?? false) && recommendedRisk !== null,
    profile,
  };
}

/** A stored user's `User` answer, profile included; undefined when the account does not exist (any more). */
export async function loadUserResponse(db: Pick<Database, 'select'>, userId: string, brand: Brand): Promise<User | undefined> {
  const user = await loadUserRecord(db, userId);
  if (!user) return undefined;
  const row = await loadProfile(db, userId);
  return toUserResponse(user, brand, row ? toProfileResponse(row) : null);
}
