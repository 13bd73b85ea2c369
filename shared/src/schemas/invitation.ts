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
  /** The advisor who sent it (null once their account is gone). */
  advisorId: idSchema.nullable(),
  advisorName: z.string().nullable(),
  readAt: dateTimeSchema.nullable(),
  acceptedAt: dateTimeSchema.nullable(),
  canceledAt: dateTimeSchema.nullable(),
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

/** The longest base64 text of a file of CSV_MAX_BYTES bytes. */
const CSV_MAX_BASE64_LENGTH = Math.ceil(CSV_MAX_BYTES / 3) * 4;

/**
 * A CSV file of customers to invite (spec §5: `.csv` only, 2 MB at most), sent as its bytes in base64 so the
 * server detects the encoding itself (UTF-8 with or without BOM, else Windows-1252/Latin-1 as French
 * spreadsheets save it) and the delimiter (`;` or `,`). Columns, by header (French or English names): civil
 * title, first name, last name, e-mail, message, company, contact, promo code. A file that is not text (a
 * spreadsheet renamed `.csv`) is 400 `invalid_file`; more than 2 MB is `file_too_large`.
 */
export const invitationCsvSchema = z.object({
  fileName: z
    .string('blank')
    .min(1, mustNotBeBlank)
    .max(255, 'too_long')
    .refine((name) => name.toLowerCase().endsWith(CSV_EXTENSION), 'invalid_file'),
  contentBase64: z
    .string('blank')
    .min(1, mustNotBeBlank)
    .max(CSV_MAX_BASE64_LENGTH, 'file_too_large')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalid_file'),
});
export type InvitationCsv = z.infer<typeof invitationCsvSchema>;

/** POST /invitations: one invitation `{ invitation }`, or a CSV import `{ csv }` (the rows the preview calls ready). */
export const createInvitationsInputSchema = z.union([
  z.object({ invitation: invitationInputSchema }),
  z.object({ csv: invitationCsvSchema }),
]);
export type CreateInvitationsInput = z.infer<typeof createInvitationsInputSchema>;

/** POST /invitations/import_preview `{ csv }`. */
export const invitationImportPreviewBodySchema = z.object({ csv: invitationCsvSchema });

/**
 * What becomes of a CSV row: `ready` is imported; `invalid` has field errors; `duplicate` repeats an address of
 * an earlier row; `already_customer` is a customer of the firm already; `already_invited` has a pending
 * invitation of the firm. Only `ready` rows are sent.
 */
export const importRowStatusSchema = z.enum(['ready', 'invalid', 'duplicate', 'already_customer', 'already_invited']);
export type ImportRowStatus = z.infer<typeof importRowStatusSchema>;

export const importPreviewRowSchema = z.object({
  /** 1-based line number in the file, the header being line 1. */
  line: z.number().int().min(1),
  civilTitle: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  status: importRowStatusSchema,
  /** Error codes by field (`firstName`, `email`…), for `invalid` rows. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** Answer of POST /invitations/import_preview: nothing is stored or sent. */
export const invitationImportPreviewSchema = z.object({
  encoding: z.enum(['utf-8', 'windows-1252']),
  delimiter: z.enum([',', ';', '\t']),
  rows: z.array(importPreviewRowSchema),
  /** How many rows of each status, every status listed. */
  counts: z.array(z.object({ status: importRowStatusSchema, count: z.number().int().min(0) })),
});
export type InvitationImportPreview = z.infer<typeof invitationImportPreviewSchema>;

/** A CSV line that was not imported, with the error codes of its fields. */
export const rejectedInvitationSchema = z.object({
  /** 1-based line number in the file, the header being line 1. */
  line: z.number().int().min(1),
  email: z.string().nullable(),
  status: importRowStatusSchema.exclude(['ready']),
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
