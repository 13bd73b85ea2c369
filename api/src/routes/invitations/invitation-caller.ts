import type { FastifyRequest } from 'fastify';
import { CSV_MAX_BYTES, resolveBrand } from '@patrimo/shared';
import type { AuthContext } from '../../auth/auth-context';
import { forbidden } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import type { Inviter, MailOrigin } from '../../invitations/create-invitations';
import { invitationLinkBase } from '../../invitations/invitation-mails';

/** The advisor inviting: an advisory account without a firm (half made) reaches nobody, 403 `forbidden`. */
export function inviterOf(auth: AuthContext): Inviter {
  const { user } = auth;
  if (!user.firmId) throw forbidden();
  return { userId: user.id, firmId: user.firmId, firstName: user.firstName, lastName: user.lastName };
}

/** The brand of the request (by host name) and the base of the links its mails carry. */
export function mailOriginOf(request: FastifyRequest, deps: AppDeps): MailOrigin & { brand: ReturnType<typeof resolveBrand> } {
  const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
  return { brand, brandId: brand.id, linkBase: invitationLinkBase(deps.config, request.hostname, brand) };
}

/**
 * Body limit of the calls that carry a CSV file: the base64 of CSV_MAX_BYTES bytes and room for the JSON
 * around it. A larger file is still read far enough to answer `file_too_large` rather than 413.
 */
export const CSV_BODY_LIMIT = Math.ceil(CSV_MAX_BYTES / 3) * 4 + 64 * 1024;
