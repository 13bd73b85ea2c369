import type { FastifyInstance } from 'fastify';
import { deleteArbitrationPlan, getArbitrationPlan, getArbitrationPlanPdf, getArbitrationStarts, optimizePortfolio, resolveBrand, saveArbitrationPlan } from '@patrimo/shared';
import { deleteArbitrationPlan as deletePlan, readArbitrationPlan, saveArbitrationPlan as savePlan } from '../../arbitration/plan';
import { arbitrationStarts, optimiseContract, type ArbitrationRequest } from '../../arbitration/service';
import { planFileName, renderArbitrationPlan } from '../../documents/arbitration-plan';
import { notFound } from '../../http/errors';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { requirePremium } from '../../billing/premium';
import { registerDownload } from '../../http/register-download';
import type { AppDeps } from '../../http/deps';
import { fundUniverse } from '../../investments/universe';
import { loadPortfolioRows } from '../../portfolios/portfolio-store';

/**
 * The arbitration of a contract (spec §2 `contract/{id}/arbitration`, §4, issue 13; logic in `arbitration/`):
 *
 * - POST …/optimize — the proposal for a strategy and basket with the figures before and after, fees, frontier
 *   and whole-euro movements; cached per contract and choice until the contract changes (`x-optimisation-cache:
 *   hit|miss`). 422 `no_euro_fund`, `no_low_risk_fund`, `optimisation_failed` (spec §8), `profile_required`
 *   (no recommended risk), `unsupported_kind`; 400 `not_holdable`, `duplicate`, `shares_do_not_sum`.
 * - GET …/arbitration/starts — the recommended, current and blank starting allocations.
 * - GET | PUT | DELETE …/arbitration_plan, GET …/arbitration_plan/pdf — the plan the saver keeps and prints.
 *
 * The saver and the advisors of their firm read and optimise (subject access, like the analysis); saving and
 * deleting the plan are the saver's own (403 for an advisor). Another saver's contract, or an unknown id, is 404.
 * Optimising and saving a plan are premium on a brand that sells `arbitration` (403 `premium_required` for a
 * saver without a subscription; advisors are not gated, the firm pays).
 */

function arbitrationRequest(deps: AppDeps, userId: string, portfolioId: string): ArbitrationRequest {
  return { db: deps.db, userId, portfolioId, root: deps.config.root, universe: fundUniverse(deps.config.root), now: deps.clock.now() };
}

export function registerArbitrationRoutes(app: FastifyInstance): void {
  registerCall(app, optimizePortfolio, async ({ params, body, subject, deps, reply, request }) => {
    await requirePremium(request, deps, subject, 'arbitration');
    const { result, cached } = await optimiseContract(arbitrationRequest(deps, subject.userId, params.id), body.data);
    void reply.header('x-optimisation-cache', cached ? 'hit' : 'miss');
    return result;
  });

  registerCall(app, getArbitrationStarts, async ({ params, subject, deps }) => arbitrationStarts(arbitrationRequest(deps, subject.userId, params.id)));

  registerCall(app, getArbitrationPlan, async ({ params, subject, deps }) => ({ plan: await readArbitrationPlan(arbitrationRequest(deps, subject.userId, params.id)) }));

  registerCall(app, saveArbitrationPlan, async ({ params, body, subject, deps, request }) => {
    await requirePremium(request, deps, subject, 'arbitration');
    return savePlan(arbitrationRequest(deps, subject.userId, params.id), body.data);
  });

  registerCall(app, deleteArbitrationPlan, async ({ params, subject, deps }) => {
    await deletePlan(arbitrationRequest(deps, subject.userId, params.id));
    return { plan: null };
  });

  registerDownload(app, getArbitrationPlanPdf, async ({ params, subject, request, deps }) => {
    const plan = await readArbitrationPlan(arbitrationRequest(deps, subject.userId, params.id));
    if (!plan) throw notFound();
    const [found] = await loadPortfolioRows(deps.db, subject.userId, { ids: [params.id] });
    const { row, bank } = owned(found);
    const now = deps.clock.now();
    const content = await renderArbitrationPlan({ plan, contractName: row.name, bankName: bank?.bankName ?? null, brandName: resolveBrand(request.hostname, deps.config.defaultBrand).name, generatedAt: now });
    return { fileName: planFileName(row.name, now), contentType: 'application/pdf', content };
  });
}
