import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CUSTOMERS_PER_PAGE, type CustomerListItem, type CustomerSort, type InvitationState } from '@patrimo/shared';
import type { AuthUser } from '../auth/auth-context';
import type { Database } from '../db/client';
import { customerListRows } from '../db/schema';
import { customerAccess, scopeKind } from '../http/customer-scope';

type Executor = Pick<Database, 'select' | 'execute'>;

/** The list's filters, sort and page, as `customersQuerySchema` hands them over. */
export interface CustomerListQuery {
  page: number;
  q?: string | undefined;
  sort: CustomerSort;
  order: 'asc' | 'desc';
  invitationState?: InvitationState | undefined;
  riskLevel?: number | undefined;
  minWealth?: number | undefined;
  maxWealth?: number | undefined;
  inactiveDays?: number | undefined;
  advisorId?: string | undefined;
}

const rows = customerListRows;

/**
 * `customerScope` on the list rows: the same rule (an advisor the customers they follow, a manager or an admin
 * the firm's), on the columns the rows copy from `advisory_customers`. Null without a firm.
 */
export function listScope(user: Pick<AuthUser, 'id' | 'roles' | 'firmId'>): SQL | null {
  if (!user.firmId) return null;
  return scopeKind(user) === 'firm' ? eq(rows.firmId, user.firmId) : (and(eq(rows.firmId, user.firmId), eq(rows.advisorUserId, user.id)) ?? null);
}

/** What each sort column orders by: the row's columns (names folded: case and accents ignored). */
function sortKeys(sort: CustomerSort): SQL[] {
  const column = {
    lastName: [rows.lastKey, rows.firstKey],
    wealthAmount: [rows.wealthAmount],
    availableLiquidities: [rows.availableLiquidities],
    contractsCount: [rows.contractsCount],
    internalContracts: [rows.internalContracts],
    currentRiskAvg: [rows.riskAvg],
    lastInteractionAt: [rows.lastInteractionAt],
    favoriteContract: [rows.favoriteKey],
    invitationState: [rows.invitationRank],
  }[sort];
  return column.map((key) => sql`${key}`);
}

/** `value` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The conditions of the query's filters, within `scope`. Wealth figures are null without access: filtered out. */
function filters(scope: SQL, query: CustomerListQuery, now: Date): SQL {
  const conditions: SQL[] = [scope];
  if (query.q) conditions.push(sql`${rows.searchText} LIKE patrimo_fold(${containsPattern(query.q)}) ESCAPE '\\'`);
  if (query.invitationState) conditions.push(eq(rows.invitationState, query.invitationState));
  if (query.riskLevel !== undefined) conditions.push(sql`round(${rows.riskAvg}) = ${query.riskLevel}`);
  if (query.minWealth !== undefined) conditions.push(sql`${rows.wealthAmount} >= ${query.minWealth}`);
  if (query.maxWealth !== undefined) conditions.push(sql`${rows.wealthAmount} <= ${query.maxWealth}`);
  if (query.inactiveDays !== undefined) {
    const before = new Date(now.getTime() - query.inactiveDays * 86_400_000);
    conditions.push(sql`(${rows.lastInteractionAt} IS NULL OR ${rows.lastInteractionAt} < ${before.toISOString()})`);
  }
  if (query.advisorId) conditions.push(eq(rows.advisorUserId, query.advisorId));
  return and(...conditions) as SQL;
}

export interface CustomerListPage {
  customers: (CustomerListItem & { userId: string | null })[];
  meta: { page: number; totalPages: number; totalCount: number };
}

/** Who reads the page, written in the audit log for each customer of the page whose access is granted. */
export interface ListAudit {
  actorUserId: string;
  firmId: string;
  action: string;
  requestId: string;
  at: Date;
}

interface PageRow {
  id: string;
  user_id: string | null;
  civil_title: CustomerListItem['civilTitle'];
  first_name: string;
  last_name: string;
  email: string | null;
  access_granted_at: unknown;
  access_withdrawn_at: unknown;
  advisor_id: string | null;
  advisor_first_name: string | null;
  advisor_last_name: string | null;
  wealth_amount: unknown;
  available_liquidities: unknown;
  contracts_count: unknown;
  internal_contracts: unknown;
  risk_avg: unknown;
  favorite_id: string | null;
  favorite_name: string | null;
  favorite_kind: string | null;
  favorite_amount: unknown;
  last_interaction_at: unknown;
  invitation_state: InvitationState | null;
  total_count: unknown;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));

/**
 * One page of the customer list (GET /customers): the customers of `scope` (`listScope`) matching the filters,
 * sorted on one column (nulls last whatever the order, ties by id so that pages are stable), 25 a page. Read
 * from `customer_list_rows` (one row per customer, kept by triggers; README.md). One statement reads the page
 * with its records and advisors and, when `audit` is given, writes one audit row per customer of the page whose
 * access is granted (the same columns as `auditCustomerReads`, in the same transaction as the read) and counts
 * the matching customers: one statement, so the page and its count come from one snapshot and hold one pooled
 * connection. A page past the end has no row to carry the count: it is counted apart.
 */
export async function customerListPage(db: Executor, scope: SQL, query: CustomerListQuery, now: Date, audit?: ListAudit): Promise<CustomerListPage> {
  const where = filters(scope, query, now);
  const direction = query.order === 'desc' ? desc : asc;
  const orderBy = [...sortKeys(query.sort).map((key) => sql`${direction(key)} NULLS LAST`), asc(rows.customerId)];
  const granted = sql`c.user_id IS NOT NULL AND c.access_granted_at IS NOT NULL AND c.access_withdrawn_at IS NULL`;
  const audited = audit
    ? sql`, audited AS (
        INSERT INTO audit_log (actor_user_id, firm_id, subject_user_id, customer_id, action, request_id, created_at)
        SELECT ${audit.actorUserId}::uuid, ${audit.firmId}::uuid, c.user_id, c.id, ${audit.action}, ${audit.requestId}, ${audit.at.toISOString()}::timestamptz
        FROM page JOIN advisory_customers c ON c.id = page.customer_id WHERE ${granted})`
    : sql``;
  const pageResult = await db.execute(sql`
      WITH page AS (
        SELECT ${rows.customerId} AS customer_id, ${rows.wealthAmount} AS wealth_amount, ${rows.availableLiquidities} AS available_liquidities,
               ${rows.contractsCount} AS contracts_count, ${rows.internalContracts} AS internal_contracts, ${rows.riskAvg} AS risk_avg,
               ${rows.favoritePortfolioId} AS favorite_id, ${rows.favoriteName} AS favorite_name, ${rows.favoriteKind} AS favorite_kind,
               ${rows.favoriteAmount} AS favorite_amount, ${rows.lastInteractionAt} AS last_interaction_at, ${rows.invitationState} AS invitation_state,
               row_number() OVER (ORDER BY ${sql.join(orderBy, sql`, `)}) AS position
        FROM (SELECT * FROM ${rows} WHERE ${where} ORDER BY ${sql.join(orderBy, sql`, `)}
              LIMIT ${CUSTOMERS_PER_PAGE} OFFSET ${(query.page - 1) * CUSTOMERS_PER_PAGE}) AS ${rows}
      )${audited}
      SELECT c.id, c.user_id, c.civil_title, c.first_name, c.last_name, c.email, c.access_granted_at, c.access_withdrawn_at,
             c.advisor_user_id AS advisor_id, adv.first_name AS advisor_first_name, adv.last_name AS advisor_last_name,
             page.wealth_amount, page.available_liquidities, page.contracts_count, page.internal_contracts, page.risk_avg,
             page.favorite_id, page.favorite_name, page.favorite_kind, page.favorite_amount, page.last_interaction_at, page.invitation_state,
             (SELECT count(*) FROM ${rows} WHERE ${where}) AS total_count
      FROM page JOIN advisory_customers c ON c.id = page.customer_id
      LEFT JOIN users adv ON adv.id = c.advisor_user_id
      ORDER BY page.position`);
  const page = (pageResult as unknown as { rows: PageRow[] }).rows;
  const totalCount = page[0] ? Number(page[0].total_count) : ((await db.select({ count: count() }).from(rows).where(where))[0]?.count ?? 0);
  return {
    customers: page.map((row) => {
      const accessGrantedAt = dateOrNull(row.access_granted_at);
      const accessWithdrawnAt = dateOrNull(row.access_withdrawn_at);
      const access = customerAccess({ userId: row.user_id, accessGrantedAt, accessWithdrawnAt, hasPendingInvitation: row.invitation_state === 'sent' || row.invitation_state === 'read' });
      const shown = access === 'granted';
      const favoriteAmount = numberOrNull(row.favorite_amount);
      return {
        id: row.id,
        userId: row.user_id,
        civilTitle: row.civil_title,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        wealthAmount: shown ? numberOrNull(row.wealth_amount) : null,
        availableLiquidities: shown ? numberOrNull(row.available_liquidities) : null,
        contractsCount: shown ? numberOrNull(row.contracts_count) : null,
        internalContracts: shown ? numberOrNull(row.internal_contracts) : null,
        currentRiskAvg: shown ? numberOrNull(row.risk_avg) : null,
        lastInteractionAt: dateOrNull(row.last_interaction_at)?.toISOString() ?? null,
        favoriteContract:
          shown && row.favorite_id !== null && row.favorite_name !== null && favoriteAmount !== null
            ? { id: row.favorite_id, name: row.favorite_name, kind: row.favorite_kind as NonNullable<CustomerListItem['favoriteContract']>['kind'], amount: favoriteAmount }
            : null,
        invitationState: row.invitation_state,
        access,
        advisorId: row.advisor_id,
        advisorName: row.advisor_first_name === null ? null : `${row.advisor_first_name} ${row.advisor_last_name ?? ''}`.trim(),
      };
    }),
    meta: { page: query.page, totalPages: Math.ceil(totalCount / CUSTOMERS_PER_PAGE), totalCount },
  };
}
