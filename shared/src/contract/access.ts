import { ADVISORY_ROLES, type AdvisoryRole } from '../schemas/advisor';
import type { ErrorCode } from '../errors/error-codes';

/** Anyone, signed in or not. */
export interface PublicAccess {
  readonly level: 'public';
}

/**
 * Anyone, signed in or not, but a valid bearer token is read when one is sent: the handler gets the caller or
 * null, and may show a signed-in caller more (e.g. their own catalogue declaration awaiting review). An invalid
 * or expired token is not refused: the caller is simply anonymous, as a public page must stay readable.
 */
export interface OptionalSignInAccess {
  readonly level: 'optionalSignIn';
}

/** Any signed-in person, saver or advisor. */
export interface SignedInAccess {
  readonly level: 'signedIn';
}

/**
 * A signed-in saver on their own data; advisors are refused with `refusal`. A `{userId}` in the path must be
 * `me` or the saver's own id.
 */
export interface SaverSelfAccess {
  readonly level: 'saverSelf';
  readonly refusal: ErrorCode;
}

/**
 * The `{userId}` of the path: the saver themselves (`me` or their id) when `savers` is true, or an advisor of
 * their firm holding one of `advisorRoles` (every such access is audited).
 */
export interface SubjectAccess {
  readonly level: 'subject';
  readonly savers: boolean;
  readonly advisorRoles: readonly AdvisoryRole[];
}

/** A signed-in advisor holding one of `roles`; anyone else is refused with `refusal`. */
export interface AdvisorAccess {
  readonly level: 'advisor';
  readonly roles: readonly AdvisoryRole[];
  readonly refusal: ErrorCode;
}

/**
 * A customer record of the caller's firm, named by the path's `{customerId}`, within the advisor's scope: an
 * `advisor` reaches the customers they follow, a `manager` or an `admin` every customer of the firm. Anyone
 * else, and any id outside the scope (unknown, malformed, another firm's), is 403 `forbidden`: the answer
 * does not reveal which ids exist. With `needsAccess`, the customer must also have granted access to their
 * saver data (an account, not withdrawn): else 403 `access_withdrawn`. Every call is audited.
 */
export interface FirmCustomerAccess {
  readonly level: 'firmCustomer';
  readonly roles: readonly AdvisoryRole[];
  readonly needsAccess: boolean;
}

/** Who may call an endpoint: declared once per contract entry, enforced by the server before the handler. */
export type CallAccess = PublicAccess | OptionalSignInAccess | SignedInAccess | SaverSelfAccess | SubjectAccess | AdvisorAccess | FirmCustomerAccess;
export type AccessLevel = CallAccess['level'];

/** Every access level, for code that must handle each of them (the authorization matrix test). */
export const ACCESS_LEVELS: readonly AccessLevel[] = ['public', 'optionalSignIn', 'signedIn', 'saverSelf', 'subject', 'advisor', 'firmCustomer'];

/** The values of `access` in a contract entry. */
export const Access = {
  public: { level: 'public' } as PublicAccess,
  /** Anyone; a valid bearer token, when sent, names the caller (see `OptionalSignInAccess`). */
  optionalSignIn: { level: 'optionalSignIn' } as OptionalSignInAccess,
  signedIn: { level: 'signedIn' } as SignedInAccess,
  /** A saver on their own data; `refusal` is the 403 code an advisor gets (`is_admin` tells the client to switch). */
  saverSelf(refusal: ErrorCode = 'forbidden'): SaverSelfAccess {
    return { level: 'saverSelf', refusal };
  },
  /** The path's `{userId}`: the saver themselves, or an advisor of their firm (any advisory role unless narrowed). */
  subject(options: { savers?: boolean; advisorRoles?: readonly AdvisoryRole[] } = {}): SubjectAccess {
    return { level: 'subject', savers: options.savers ?? true, advisorRoles: options.advisorRoles ?? ADVISORY_ROLES };
  },
  /** A customer of the advisor's firm, named by the path's `{userId}`; savers are refused, themselves included. */
  customer(advisorRoles: readonly AdvisoryRole[] = ADVISORY_ROLES): SubjectAccess {
    return { level: 'subject', savers: false, advisorRoles };
  },
  /** Any advisory role; `refusal` is the 403 code of anyone else. */
  advisor(refusal: ErrorCode = 'forbidden'): AdvisorAccess {
    return { level: 'advisor', roles: ADVISORY_ROLES, refusal };
  },
  /** Some advisory roles only, e.g. `advisorRole('admin')`. */
  advisorRole(...roles: [AdvisoryRole, ...AdvisoryRole[]]): AdvisorAccess {
    return { level: 'advisor', roles, refusal: 'forbidden' };
  },
  /** A customer record within the advisor's scope, named by `{customerId}` (see `FirmCustomerAccess`). */
  firmCustomer(options: { roles?: readonly AdvisoryRole[]; needsAccess?: boolean } = {}): FirmCustomerAccess {
    return { level: 'firmCustomer', roles: options.roles ?? ADVISORY_ROLES, needsAccess: options.needsAccess ?? false };
  },
} as const;
