import { z } from 'zod';
import { dateTimeSchema, idSchema, mustNotBeBlank, nullableText, requiredText } from './common';
import { emailSchema } from './auth';
import { CSV_EXTENSION, CSV_MAX_BYTES } from '../constants/ui';

/**
 * Invitations an advisor sends to customers (spec §3 "Invitation", §4 "Invitation states").
 */

/** sent → read (link clicked) → accepted (account created); canceled at any time before. */
export const invitationStateSchema = z.enum(['sent', 'read', 'accepted', 'canceled'], 'invalid');
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** Civil title of a customer. */
export const civilTitleSchema = z.enum(['mr', 'mrs'], 'invalid');
export type CivilTitle = z.infer<typeof civilTitleSchema>;

/** An invitation as its advisor sees it. */
export const invitationSchema = z.object({
  id: idSchema,
  state: invitationStateSchema,
  invitedAt: dateTimeSchema,
  civilTitle: civilTitleSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  /** Secret of the invitation link (/app/register?invitation=…). */
  token: z.string(),
  message: z.string().nullable(),
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  promoCode: z.string().nullable(),
  /** The customer record the invitation belongs to. */
  customerId: idSchema,
  /** The saver's account, once the invitation is accepted. */
  userId: idSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /invitations/{token}: what the invited person sees before registering (public). */
export const publicInvitationSchema = z.object({
  state: invitationStateSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  message: z.string().nullable(),
  advisorName: z.string(),
  firmName: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** One invitation to create. */
export const invitationInputSchema = z.object({
  civilTitle: civilTitleSchema.nullable().optional(),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailSchema,
  message: nullableText(2000).optional(),
  companyName: nullableText(120).optional(),
  contactName: nullableText(120).optional(),
  promoCode: nullableText(64).optional(),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A CSV file of customers to invite: `.csv` only, 2 MB at most (spec §5). */
export const invitationCsvSchema = z.object({
  fileName: z
    .string('blank')
    .min(1, mustNotBeBlank)
    .refine((name) => name.toLowerCase().endsWith(CSV_EXTENSION), 'invalid_file'),
  /** The file's text, UTF-8. Columns: civil title, first name, last name, e-mail, message. */
  content: z
    .string('blank')
    .min(1, mustNotBeBlank)
    .refine((content) => byteLength(content) <= CSV_MAX_BYTES, 'file_too_large'),
});
export type InvitationCsv = z.infer<typeof invitationCsvSchema>;

/** POST /invitations: one invitation `{ invitation }`, or a CSV import `{ csv }`. */
export const createInvitationsInputSchema = z.union([
  z.object({ invitation: invitationInputSchema }),
  z.object({ csv: invitationCsvSchema }),
]);
export type CreateInvitationsInput = z.infer<typeof createInvitationsInputSchema>;

/** A CSV line that was not imported, with the error codes of its fields. */
export const rejectedInvitationSchema = z.object({
  /** 1-based line number in the file, the header being line 1. */
  line: z.number().int().min(1),
  email: z.string().nullable(),
  errors: z.array(z.string()),
});
export type RejectedInvitation = z.infer<typeof rejectedInvitationSchema>;

/** Answer of POST /invitations, for a single invitation as for an import. */
export const createInvitationsResultSchema = z.object({
  invitations: z.array(invitationSchema),
  rejected: z.array(rejectedInvitationSchema),
});
export type CreateInvitationsResult = z.infer<typeof createInvitationsResultSchema>;

/** POST /invitations/{token}/mark_as_read. */
export const invitationReadResultSchema = z.object({ state: invitationStateSchema });
