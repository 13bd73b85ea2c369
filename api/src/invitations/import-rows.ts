import { and, eq, inArray, sql } from 'drizzle-orm';
import { invitationInputSchema, type ImportPreviewRow, type ImportRowStatus, type InvitationInput, type RejectedInvitation } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisoryCustomers, invitations } from '../db/schema';
import { codeForIssue } from '../http/validation';
import { PENDING_INVITATION_STATES } from '../identity/invitations';
import type { CsvField, CsvRow } from './csv-file';

/**
 * What becomes of each row of an import (issue 16): validated with the contract's `invitationInputSchema`
 * (`invalid`, codes by field), repeated addresses (`duplicate`: the second and later valid rows of an address),
 * then the firm's own records (`already_customer`: access granted and not withdrawn; `already_invited`: a
 * pending invitation of the firm), read for every address in one query each. The rest is `ready`.
 */

/** A row checked: its input when valid, its problems when not, and its status. */
export interface CheckedRow {
  line: number;
  /** The cells as typed (null for an absent column), for the preview. */
  cells: Record<'civilTitle' | 'firstName' | 'lastName' | 'email', string | null>;
  input: InvitationInput | null;
  errors: Record<string, string[]>;
  status: ImportRowStatus;
}

/** « M. », « Monsieur », « mr » → `mr`; « Mme », « Madame », « Mlle », « mrs » → `mrs`; empty → null; else unknown. */
export function civilTitleOf(cell: string | undefined): 'mr' | 'mrs' | null | 'unknown' {
  const value = (cell ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (value === '') return null;
  if (['m', 'mr', 'monsieur', 'mister'].includes(value)) return 'mr';
  if (['mme', 'madame', 'mrs', 'ms', 'mlle', 'mademoiselle', 'miss'].includes(value)) return 'mrs';
  return 'unknown';
}

function optionalCell(values: CsvRow['values'], field: CsvField): string | null {
  const cell = values[field];
  return cell === undefined || cell.trim() === '' ? null : cell;
}

/** Validates one row with the contract's schema; errors by field (`firstName: ['blank']`). */
export function checkRow(row: CsvRow): CheckedRow {
  const { values } = row;
  const title = civilTitleOf(values.civilTitle);
  const cells = {
    civilTitle: title === 'unknown' ? (values.civilTitle ?? null) : title,
    firstName: values.firstName ?? null,
    lastName: values.lastName ?? null,
    email: values.email ?? null,
  };
  const candidate = {
    civilTitle: title === 'unknown' ? values.civilTitle : title,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    message: optionalCell(values, 'message'),
    companyName: optionalCell(values, 'companyName'),
    contactName: optionalCell(values, 'contactName'),
    promoCode: optionalCell(values, 'promoCode'),
  };
  const result = invitationInputSchema.safeParse(candidate, { reportInput: true });
  if (result.success) return { line: row.line, cells, input: result.data, errors: {}, status: 'ready' };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'row');
    const list = (errors[field] ??= []);
    const code = codeForIssue(issue, candidate);
    if (!list.includes(code)) list.push(code);
  }
  return { line: row.line, cells, input: null, errors, status: 'invalid' };
}

/** Rows after the first valid one of an address become `duplicate`. */
export function markDuplicates(rows: CheckedRow[]): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.input) continue;
    if (seen.has(row.input.email)) row.status = 'duplicate';
    else seen.add(row.input.email);
  }
}

/** What the firm already has for a set of addresses (lower-cased). */
export interface FirmAddresses {
  /** The firm's customer record of each address. */
  customers: Map<string, { id: string; advisorUserId: string | null; granted: boolean }>;
  /** Addresses with a pending (sent or read) invitation of the firm. */
  invited: Set<string>;
}

/** One query for the customer records, one for the pending invitations, whatever the number of addresses. */
export async function readFirmAddresses(db: Pick<Database, 'select' | 'selectDistinct'>, firmId: string, emails: readonly string[]): Promise<FirmAddresses> {
  const customers: FirmAddresses['customers'] = new Map();
  const invited = new Set<string>();
  if (emails.length === 0) return { customers, invited };
  const list = sql`${sql.param([...emails])}::text[]`;
  const records = await db
    .select({
      id: advisoryCustomers.id,
      email: sql<string>`lower(${advisoryCustomers.email})`,
      advisorUserId: advisoryCustomers.advisorUserId,
      granted: sql<boolean>`(${advisoryCustomers.userId} IS NOT NULL AND ${advisoryCustomers.accessGrantedAt} IS NOT NULL AND ${advisoryCustomers.accessWithdrawnAt} IS NULL)`,
    })
    .from(advisoryCustomers)
    .where(and(eq(advisoryCustomers.firmId, firmId), sql`lower(${advisoryCustomers.email}) = ANY(${list})`));
  for (const record of records) customers.set(record.email, { id: record.id, advisorUserId: record.advisorUserId, granted: record.granted === true });
  const pending = await db
    .selectDistinct({ email: sql<string>`lower(${invitations.email})` })
    .from(invitations)
    .where(and(eq(invitations.firmId, firmId), inArray(invitations.state, [...PENDING_INVITATION_STATES]), sql`lower(${invitations.email}) = ANY(${list})`));
  for (const row of pending) invited.add(row.email);
  return { customers, invited };
}

/** Sets `already_customer` / `already_invited` on the rows still `ready`. */
export function markKnownAddresses(rows: CheckedRow[], known: FirmAddresses): void {
  for (const row of rows) {
    if (row.status !== 'ready' || !row.input) continue;
    if (known.customers.get(row.input.email)?.granted) row.status = 'already_customer';
    else if (known.invited.has(row.input.email)) row.status = 'already_invited';
  }
}

/** The addresses of the valid rows, once each. */
export function addressesOf(rows: readonly CheckedRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.input ? [row.input.email] : [])))];
}

/** A preview row (importPreviewRowSchema). */
export function toPreviewRow(row: CheckedRow): ImportPreviewRow {
  return { line: row.line, ...row.cells, status: row.status, errors: row.errors };
}

/** A rejected row of an import: its status and, for an invalid row, `field: code` for each problem. */
export function toRejected(row: CheckedRow): RejectedInvitation {
  if (row.status === 'ready') throw new Error('a ready row is not rejected');
  const errors = row.status === 'invalid' ? Object.entries(row.errors).flatMap(([field, codes]) => codes.map((code) => `${field}: ${code}`)) : [row.status];
  return { line: row.line, email: row.input?.email ?? row.cells.email, status: row.status, errors };
}

/** How many rows of each status, every status listed. */
export function countStatuses(rows: readonly CheckedRow[]): { status: ImportRowStatus; count: number }[] {
  const statuses: ImportRowStatus[] = ['ready', 'invalid', 'duplicate', 'already_customer', 'already_invited'];
  return statuses.map((status) => ({ status, count: rows.filter((row) => row.status === status).length }));
}
