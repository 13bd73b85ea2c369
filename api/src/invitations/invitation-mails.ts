import { and, eq, inArray } from 'drizzle-orm';
import { BRANDS, isBrandId, type Brand, type BrandId } from '@patrimo/shared';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { advisoryFirms, invitations, users } from '../db/schema';
import { PENDING_INVITATION_STATES } from '../identity/invitations';
import { PermanentJobError, type JobHandler } from '../jobs/runner';
import type { FastifyBaseLogger } from 'fastify';
import { deliverMail } from '../mail/delivery';
import { sendAll, type Mailer, type MailMessage } from '../mail/mailer';
import { invitationLink, invitationMail } from '../mail/templates';
import { personName } from './invitation-view';

/**
 * The invitation e-mail (issue 16): sent at once for a single invitation and a resend, queued as durable
 * `invitation_mails` jobs for an import (thousands of mails must not hold the request, and survive a restart).
 */

export const INVITATION_MAILS_JOB = 'invitation_mails';

/** What an `invitation_mails` job carries. */
export interface InvitationMailsPayload {
  invitationIds: string[];
  brandId: BrandId;
  /** Scheme and host of the links (`https://conseil.patrimo.fr`). */
  linkBase: string;
}

/**
 * The base of the invitation links: the host the advisor works on when it is one of the brand's own host
 * names (the invited customer lands on the same brand), with PUBLIC_URL's scheme; PUBLIC_URL otherwise. The
 * Host header is only ever used when it names the brand, so a forged one cannot point a link elsewhere.
 */
export function invitationLinkBase(config: Pick<AppConfig, 'publicUrl'>, hostname: string, brand: Brand): string {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (!brand.hostnames.includes(host)) return config.publicUrl;
  return `${new URL(config.publicUrl).protocol}//${host}`;
}

/** An invitation as its mail needs it. */
export interface InvitationForMail {
  email: string;
  token: string;
  firstName: string;
  message: string | null;
  firmName: string;
  advisorFirstName: string | null;
  advisorLastName: string | null;
}

/** The written mail of one invitation; the firm speaks for itself when the advisor's account is gone. */
export function invitationMessage(brand: Brand, linkBase: string, invitation: InvitationForMail): MailMessage {
  const advisorName = personName(invitation.advisorFirstName, invitation.advisorLastName) ?? invitation.firmName;
  const mail = invitationMail(brand, {
    firstName: invitation.firstName,
    advisorName,
    firmName: invitation.firmName,
    message: invitation.message,
    link: invitationLink(linkBase, invitation.token),
  });
  return { to: invitation.email, senderName: brand.name, ...mail };
}

/** The pending invitations among `ids`, with what their mails say (a canceled one is not mailed). */
export async function invitationsForMail(db: Pick<Database, 'select'>, ids: readonly string[]): Promise<InvitationForMail[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      email: invitations.email,
      token: invitations.token,
      firstName: invitations.firstName,
      message: invitations.message,
      firmName: advisoryFirms.name,
      advisorFirstName: users.firstName,
      advisorLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(advisoryFirms, eq(advisoryFirms.id, invitations.firmId))
    .leftJoin(users, eq(users.id, invitations.advisorUserId))
    .where(and(inArray(invitations.id, [...ids]), inArray(invitations.state, [...PENDING_INVITATION_STATES])));
}

function payloadOf(raw: Record<string, unknown>): InvitationMailsPayload {
  const { invitationIds, brandId, linkBase } = raw;
  if (!Array.isArray(invitationIds) || !invitationIds.every((id) => typeof id === 'string') || !isBrandId(brandId) || typeof linkBase !== 'string') {
    throw new PermanentJobError('invitation_mails job with a malformed payload');
  }
  return { invitationIds: invitationIds as string[], brandId, linkBase };
}

/**
 * One attempt of an `invitation_mails` job: the mails of its invitations still pending, in batch where the
 * mailer can (the outbox). A failed attempt is retried whole: some addresses may then get the mail twice,
 * which is better than none.
 */
export function invitationMailsHandler(deps: { db: Database; mailer: Mailer }): JobHandler {
  return {
    async run({ job }) {
      const payload = payloadOf(job.payload);
      const brand = BRANDS[payload.brandId];
      const pending = await invitationsForMail(deps.db, payload.invitationIds);
      await sendAll(
        deps.mailer,
        pending.map((invitation) => invitationMessage(brand, payload.linkBase, invitation)),
      );
    },
  };
}

/**
 * Sends the mail of one pending invitation now (a single invitation, a resend). A mail that cannot be sent is
 * logged, not thrown: the invitation stands and the advisor can resend it. False when nothing was sent.
 */
export async function sendInvitationMailNow(deps: { db: Database; mailer: Mailer }, log: FastifyBaseLogger, brand: Brand, linkBase: string, invitationId: string): Promise<boolean> {
  const [invitation] = await invitationsForMail(deps.db, [invitationId]);
  if (!invitation) return false;
  return deliverMail(deps.mailer, log, 'invitation', invitationMessage(brand, linkBase, invitation));
}
