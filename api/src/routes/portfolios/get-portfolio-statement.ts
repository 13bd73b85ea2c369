import type { FastifyInstance } from 'fastify';
import { dateRangeMax, DATE_RANGE_MIN, getPortfolioStatement, resolveBrand, type ContractKind, type ErrorCode } from '@patrimo/shared';
import { renderStatement, statementData, statementFileName } from '../../documents/statement';
import { fieldErrors } from '../../http/errors';
import { owned } from '../../http/ownership';
import { registerDownload } from '../../http/register-download';
import { requirePremium } from '../../billing/premium';
import { fundUniverse } from '../../investments/universe';
import { addYears } from '../../market/series';
import { loadPortfolioRows, mapInfos } from '../../portfolios/portfolio-store';

/** The statement's period: `to` defaults to today, `from` to a year earlier (never before 2017-01-01). */
export function statementPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const max = dateRangeMax(now);
  const errors: Record<string, ErrorCode[]> = {};
  if (query.from !== undefined && query.from > max) errors.from = ['out_of_range'];
  if (query.to !== undefined && query.to > max) errors.to = ['out_of_range'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const yearBefore = addYears(to, -1);
  const from = query.from ?? (yearBefore < DATE_RANGE_MIN ? DATE_RANGE_MIN : yearBefore);
  if (from > to) throw fieldErrors({ to: ['inconsistent'] });
  return { from, to };
}

/**
 * GET /api/users/{userId}/portfolios/{id}/statement?from&to — the PDF statement Patrimo writes from the
 * contract's stored data over the period (value, movements, holdings, allocation, fees estimate), in French
 * with the brand's name. A period outside 2017-01-01 … tomorrow, or ending before it starts, is a 400 on its
 * field; another saver's contract, or an unknown one, is 404 `not_found`.
 */
export function registerGetPortfolioStatement(app: FastifyInstance): void {
  registerDownload(app, getPortfolioStatement, async ({ params, query, subject, request, deps }) => {
    await requirePremium(request, deps, subject, 'statements');
    const now = deps.clock.now();
    const period = statementPeriod(query, now);
    const [found] = await loadPortfolioRows(deps.db, subject.userId, { ids: [params.id] });
    const { row, bank } = owned(found);
    const data = await statementData(deps.db, {
      brand: resolveBrand(request.hostname, deps.config.defaultBrand),
      contract: { id: row.id, name: row.name, kind: row.kind as ContractKind, bankName: bank?.bankName ?? null, amount: row.amount, infos: mapInfos(row.infos) },
      ...period,
      universe: fundUniverse(deps.config.root),
      now,
    });
    return { fileName: statementFileName(data), contentType: 'application/pdf', content: await renderStatement(data) };
  });
}
