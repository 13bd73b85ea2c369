import { sql, type SQL } from 'drizzle-orm';
import { INTERACTION_KINDS, type AdvisoryStats, type ContractKind, type InteractionKind, type InvitationState } from '@patrimo/shared';
import type { Database } from '../db/client';
import { toCents } from '../lib/cents';

type Executor = Pick<Database, 'execute'>;

const INVITATION_STATES: readonly InvitationState[] = ['sent', 'read', 'accepted', 'canceled'];
const RISK_LEVELS = [0, 1, 2, 3, 4, 5] as const;

/** The label of the line of customers who follow no advisor. */
export const NO_ADVISOR_LABEL = 'Sans conseiller';

async function select<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The ISO date of an instant (UTC). */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last day of each of the 12 months before `today`'s month, oldest first, then `today`. */
export function seriesDates(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const dates: string[] = [];
  for (let back = 12; back >= 1; back--) {
    // Day 0 of a month is the last day of the one before: month `month - back + 1` (1-based) day 0.
    dates.push(isoDay(new Date(Date.UTC(year, month - back, 0))));
  }
  dates.push(today);
  return dates;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const euros = (value: unknown): number => toCents(num(value)) / 100;

/** A month's number as `patrimo_month_number` counts them: year × 12 + month − 1. */
function monthNumber(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
}

/**
 * GET /advisory_stats over the customers of `scope` (`customerScope`); see README.md for each figure. The wealth
 * figures are those of the customers whose access is granted, from the saver summaries; the series sums each of
 * their active contracts' last value on or before each date, as the saver's own wealth series counts them, read
 * from the month-end series the summaries keep (`saver_summaries.month_values`). Five aggregate queries, in
 * parallel: no query returns more rows than advisors × kinds.
 */
export async function advisoryStats(
  db: Executor,
  input: { scope: SQL; kind: 'own' | 'firm'; firmId: string; advisorId: string; now: Date },
): Promise<AdvisoryStats> {
  const { scope, now } = input;
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const granted = sql`(advisory_customers.user_id IS NOT NULL AND advisory_customers.access_granted_at IS NOT NULL AND advisory_customers.access_withdrawn_at IS NULL)`;
  const today = isoDay(now);
  const dates = seriesDates(today);
  const monthEnds = dates.slice(0, -1);
  // A saver's value at a month end: the element of its month, the last one after its last value's month, 0 before the first.
  const atMonthEnd = (date: string) =>
    sql`coalesce(s.month_values[least(${monthNumber(date)}::int - s.values_start + 1, cardinality(s.month_values))], 0)`;
  const rated = sql`${granted} AND s.risk_avg IS NOT NULL AND u.recommended_risk IS NOT NULL`;

  type GroupRow = Record<string, unknown> & { advisor_id: string | null };
  const [groups, events, invitations, byContractKind, advisors] = await Promise.all([
    // Per advisor of the scope: counts, wealth, risk sums and distribution, the series (today's when no value is dated after it).
    select<GroupRow>(
      db,
      sql`SELECT advisory_customers.advisor_user_id AS advisor_id,
                 count(*) AS customers,
                 count(*) FILTER (WHERE ${granted}) AS with_access,
                 coalesce(sum(s.wealth_amount) FILTER (WHERE ${granted}), 0) AS total,
                 sum(s.risk_avg) FILTER (WHERE ${granted}) AS risk_sum,
                 count(s.risk_avg) FILTER (WHERE ${granted}) AS risk_count,
                 sum(u.recommended_risk) FILTER (WHERE ${granted}) AS recommended_sum,
                 count(u.recommended_risk) FILTER (WHERE ${granted}) AS recommended_count,
                 ${sql.join(
                   RISK_LEVELS.map(
                     (level) => sql`count(*) FILTER (WHERE ${rated} AND round(s.risk_avg) = ${level}) AS ${sql.raw(`current_${level}`)},
                   count(*) FILTER (WHERE ${rated} AND u.recommended_risk = ${level}) AS ${sql.raw(`recommended_${level}`)}`,
                   ),
                   sql`, `,
                 )},
                 ${sql.join(
                   monthEnds.map((date, index) => sql`coalesce(sum(${atMonthEnd(date)}) FILTER (WHERE ${granted}), 0) AS ${sql.raw(`month_${index}`)}`),
                   sql`, `,
                 )},
                 coalesce(sum(s.month_values[cardinality(s.month_values)]) FILTER (WHERE ${granted} AND s.values_through <= ${today}::date), 0) AS today,
                 count(*) FILTER (WHERE ${granted} AND s.values_through > ${today}::date) AS dated_later
          FROM advisory_customers
          LEFT JOIN saver_summaries s ON s.user_id = advisory_customers.user_id
          LEFT JOIN users u ON u.id = advisory_customers.user_id
          WHERE ${scope}
          GROUP BY advisory_customers.advisor_user_id`,
    ),
    select<{ advisor_id: string | null; kind: InteractionKind; count: unknown; recent: unknown }>(
      db,
      sql`SELECT advisory_customers.advisor_user_id AS advisor_id, e.kind, count(*) AS count,
                 count(*) FILTER (WHERE e.occurred_at >= ${since} AND e.occurred_at <= ${now.toISOString()}) AS recent
          FROM customer_events e JOIN advisory_customers ON advisory_customers.id = e.customer_id
          WHERE ${scope} GROUP BY advisory_customers.advisor_user_id, e.kind`,
    ),
    select<{ state: InvitationState; count: unknown }>(
      db,
      sql`SELECT i.state, count(*) AS count FROM invitations i JOIN advisory_customers ON advisory_customers.id = i.customer_id
          WHERE ${scope} GROUP BY i.state`,
    ),
    select<{ kind: ContractKind; amount: unknown }>(
      db,
      sql`SELECT p.kind, sum(p.amount) AS amount FROM portfolios p JOIN advisory_customers ON advisory_customers.user_id = p.user_id
          WHERE ${scope} AND ${granted} AND p.status = 'active' GROUP BY p.kind`,
    ),
    // The lines: the scope's advisors (a firm's every advisor, even without customers), with their names.
    select<{ advisor_id: string; first_name: string | null; last_name: string | null }>(
      db,
      sql`SELECT u.id AS advisor_id, u.first_name, u.last_name FROM users u
          WHERE u.id IN (
            SELECT m.user_id FROM advisor_memberships m JOIN users mu ON mu.id = m.user_id
            WHERE m.firm_id = ${input.firmId} AND (${input.kind === 'firm' ? sql`'advisor' = ANY(mu.roles)` : sql`m.user_id = ${input.advisorId}`})
            UNION SELECT advisory_customers.advisor_user_id FROM advisory_customers WHERE ${scope})`,
    ),
  ]);

  const sumOf = (key: string) => groups.reduce((total, row) => total + num(row[key]), 0);
  const centsOf = (key: string) => groups.reduce((total, row) => total + toCents(num(row[key])), 0);
  // Savers with a value dated after today (rare): today's point from their contracts' values, one by one.
  let todayCents = centsOf('today');
  if (sumOf('dated_later') > 0) {
    const [later] = await select<{ amount: unknown }>(
      db,
      sql`SELECT sum(v.value) AS amount
          FROM advisory_customers
          JOIN saver_summaries s ON s.user_id = advisory_customers.user_id
          JOIN portfolios p ON p.user_id = advisory_customers.user_id AND p.status = 'active'
          CROSS JOIN LATERAL (SELECT pv.value FROM portfolio_values pv WHERE pv.portfolio_id = p.id AND pv.date <= ${today}::date ORDER BY pv.date DESC LIMIT 1) v
          WHERE ${scope} AND ${granted} AND s.values_through > ${today}::date`,
    );
    todayCents += toCents(num(later?.amount));
  }
  const customersCount = sumOf('customers');
  const customersWithAccess = sumOf('with_access');
  const totalWealth = centsOf('total') / 100;
  const riskCount = sumOf('risk_count');
  const recommendedCount = sumOf('recommended_count');
  const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  const recentOf = (advisorId: string | null) => events.filter((row) => row.advisor_id === advisorId).reduce((total, row) => total + num(row.recent), 0);
  const groupOf = (advisorId: string | null) => groups.find((row) => row.advisor_id === advisorId);
  const lines = [...advisors, ...(groupOf(null) ? [{ advisor_id: null, first_name: null, last_name: null }] : [])];
  return {
    scope: input.kind,
    customersCount,
    customersWithAccess,
    totalWealth,
    averageWealth: customersWithAccess === 0 ? 0 : Math.round((totalWealth * 100) / customersWithAccess) / 100,
    wealthSeries: [...monthEnds.map((date, index) => ({ date, amount: centsOf(`month_${index}`) / 100 })), { date: today, amount: todayCents / 100 }],
    averageRisk: round2(riskCount === 0 ? null : sumOf('risk_sum') / riskCount),
    averageRecommendedRisk: round2(recommendedCount === 0 ? null : sumOf('recommended_sum') / recommendedCount),
    interactionsLast30Days: events.reduce((total, row) => total + num(row.recent), 0),
    invitations: INVITATION_STATES.map((state) => ({ state, count: num(invitations.find((row) => row.state === state)?.count) })),
    interactionsByKind: INTERACTION_KINDS.map((kind) => ({ kind, count: events.filter((row) => row.kind === kind).reduce((total, row) => total + num(row.count), 0) })),
    riskDistribution: RISK_LEVELS.map((level) => ({ level, current: sumOf(`current_${level}`), recommended: sumOf(`recommended_${level}`) })),
    wealthByKind: byContractKind
      .map((row) => ({ kind: row.kind, amount: euros(row.amount) }))
      .filter((row) => row.amount !== 0)
      .sort((a, b) => b.amount - a.amount || a.kind.localeCompare(b.kind)),
    byAdvisor: lines
      .map((row) => ({
        advisorId: row.advisor_id,
        advisorName: row.advisor_id === null ? NO_ADVISOR_LABEL : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
        customers: num(groupOf(row.advisor_id)?.customers),
        totalWealth: euros(groupOf(row.advisor_id)?.total),
        interactionsLast30Days: recentOf(row.advisor_id),
      }))
      // The unassigned line only when some customer follows nobody.
      .filter((row) => row.advisorId !== null || row.customers > 0)
      .sort((a, b) => (a.advisorId === null ? 1 : 0) - (b.advisorId === null ? 1 : 0) || b.totalWealth - a.totalWealth || a.advisorName.localeCompare(b.advisorName, 'fr')),
  };
}
