import { eq, sql, type SQL } from 'drizzle-orm';
import { hasAdvisoryRole } from '@patrimo/shared';
import type { Database } from '../db/client';
import { perDatabase } from '../db/prepared';
import { advisorMemberships, oauthAccessTokens, portfolios, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashSecret } from '../lib/tokens';

/** The signed-in person behind a request. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  features: Record<string, boolean>;
  coupon: string | null;
  recommendedRisk: number | null;
  /** When the e-mail address was confirmed; null until the code is entered. */
  confirmedAt: Date | null;
  /** Holds an advisory role (admin, advisor or manager). */
  isAdvisor: boolean;
  /** Holds the admin role. */
  isAdmin: boolean;
  /** The advisory firm of an advisor; null for savers. */
  firmId: string | null;
}

export interface AuthContext {
  user: AuthUser;
  accessTokenId: string;
  /** The refresh family the access token belongs to (one sign-in session). */
  familyId: string;
}

export type BearerResult =
  | { status: 'missing' }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'ok'; auth: AuthContext; wealthVersion?: SubjectWealthVersion };

/**
 * A saver's wealth data version (`wealthDataVersion`) read by the sign-in's own query, for the subject a call names:
 * a conditional wealth read then runs one query instead of two. Used only once the call's access has resolved its
 * subject to this very `userId`.
 */
export interface SubjectWealthVersion {
  userId: string;
  version: string;
}

/** Extracts the token of an `Authorization: Bearer <token>` header; undefined when absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match?.[1];
}

/** The access token (by its hash) with its user and the advisor's firm, and `extra` columns, in one query. */
function tokenWithUser<E extends Record<string, SQL.Aliased | SQL>>(db: Database, extra: E) {
  return db
    .select({
      tokenId: oauthAccessTokens.id,
      familyId: oauthAccessTokens.familyId,
      expiresAt: oauthAccessTokens.expiresAt,
      revokedAt: oauthAccessTokens.revokedAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roles: users.roles,
        features: users.features,
        coupon: users.coupon,
        recommendedRisk: users.recommendedRisk,
        confirmedAt: users.confirmedAt,
      },
      firmId: advisorMemberships.firmId,
      ...extra,
    })
    .from(oauthAccessTokens)
    .innerJoin(users, eq(users.id, oauthAccessTokens.userId))
    .leftJoin(advisorMemberships, eq(advisorMemberships.userId, users.id))
    .where(eq(oauthAccessTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1);
}

/** Prepared once per database: every signed-in call runs it. */
const bearerLookup = perDatabase((db: Database) => tokenWithUser(db, {}).prepare('auth_bearer_lookup'));

/**
 * The same lookup with the wealth data version of `subjectId` (null: the token's user), computed as
 * `wealthDataVersion` computes it: on the embedded engine each query costs a turn of the event loop, and the
 * heavy reads are the requests that run most.
 */
const bearerLookupWithWealthVersion = perDatabase((db: Database) =>
  tokenWithUser(db, {
    wealthVersion: sql<string>`(select count(*)::text || ':' || coalesce(sum(${portfolios}.xmin::text::numeric), 0)::text from ${portfolios} where ${portfolios.userId} = coalesce(${sql.placeholder('subjectId')}::uuid, ${users.id}))`,
  }).prepare('auth_bearer_lookup_wealth_version'),
);

/**
 * Looks up an access token (by its hash) with its user in one query. `wealthVersionOf`: also reads the wealth data
 * version of that subject (`subjectId` a lower-case user id, or null for the token's user) in the same query.
 */
export async function authenticateBearer(
  db: Database,
  clock: Clock,
  header: string | undefined,
  wealthVersionOf?: { subjectId: string | null },
): Promise<BearerResult> {
  if (header === undefined || header === '') return { status: 'missing' };
  const token = bearerToken(header);
  if (!token) return { status: 'invalid' };
  const tokenHash = hashSecret(token);
  const [row] = wealthVersionOf
    ? await bearerLookupWithWealthVersion(db).execute({ tokenHash, subjectId: wealthVersionOf.subjectId })
    : await bearerLookup(db).execute({ tokenHash });
  if (!row || row.revokedAt) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= clock.now().getTime()) return { status: 'expired' };
  const isAdvisor = hasAdvisoryRole(row.user.roles);
  return {
    status: 'ok',
    auth: {
      accessTokenId: row.tokenId,
      familyId: row.familyId,
      user: {
        ...row.user,
        isAdvisor,
        // The admin role sets the advisor profile's admin flag (spec §4).
        isAdmin: isAdvisor && row.user.roles.includes('admin'),
        firmId: isAdvisor ? row.firmId : null,
      },
    },
    ...(wealthVersionOf && 'wealthVersion' in row ? { wealthVersion: { userId: wealthVersionOf.subjectId ?? row.user.id, version: String(row.wealthVersion) } } : {}),
  };
}
