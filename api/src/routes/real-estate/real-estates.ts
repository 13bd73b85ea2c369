import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createRealEstate,
  deleteRealEstate,
  estimateRealEstate,
  getRealEstate,
  getRealEstateCashValues,
  getRealEstateEstimate,
  getRealEstates,
  getUserRealEstate,
  getUserRealEstateCashValues,
  getUserRealEstateEstimate,
  realEstateUpdateOf,
  searchAddresses,
  updateRealEstate,
  type CashValues,
  type RealEstateEstimate,
} from '@patrimo/shared';
import { ApiError } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { registerCall } from '../../http/register-call';
import { portfolioCashValues } from '../../wealth/cash-values';
import { addressSearchFor } from '../../real-estate/address-search';
import {
  checkConsistency,
  createRealEstate as createProperty,
  deleteRealEstate as deleteProperty,
  fieldsOfInput,
  loadRealEstate,
  loadRealEstates,
  requireFeature,
  updateRealEstate as updateProperty,
} from '../../real-estate/store';

/**
 * Real estate (spec §7 "Real estate", issue 14; logic in `real-estate/`):
 *
 * - POST /users/me/real_estates — a property entered by hand (a declared value) or located for the estimator
 *   (estimated at once when the data allow); 400 `missing_fields` with neither, field codes for absurd values.
 * - GET /users/{userId}/real_estates, GET /real_estates/{id} (and /users/{userId}/real_estates/{id}) — the
 *   saver's properties with their estimate, linked loans, net equity and gross yield.
 * - PUT /real_estates/{id} — an update, wrapped or bare; re-estimates a located property, drops the estimate of
 *   one no longer located.
 * - DELETE /real_estates/{id} — the property, its portfolio and values; its loans stay, linked to nothing.
 * - POST /real_estates/{id}/estimate (optional characteristics, saved with the property), GET …/estimate —
 *   422 `estimate_unavailable` when the property is not located or the estimator has no comparable sale.
 * - GET …/series/cash_values — the property's daily value from 2017-01-01 or `from`.
 * - GET /addresses?q= — the address search (adapter chosen by `ADDRESS_SEARCH`).
 *
 * Every call is 403 `feature_disabled` on a brand with `realEstate` off; the estimate calls also with
 * `realEstateEstimator` off (spec §6). Reads are open to the advisors of the saver's firm (audited by the subject
 * check) under /users/{userId}; writes are the saver's (advisors 403). Another user's property is 404.
 */

function estimateOrRefuse(estimate: RealEstateEstimate | null): RealEstateEstimate {
  if (estimate === null) throw new ApiError(422, 'estimate_unavailable');
  return estimate;
}

async function cashValues(deps: AppDeps, userId: string, id: string, from: string | undefined): Promise<CashValues> {
  const property = await loadRealEstate(deps.db, userId, id);
  return portfolioCashValues(deps.db, { id: property.portfolioId, simulatedFrom: null }, from);
}

export function registerRealEstateRoutes(app: FastifyInstance): void {
  const feature = (request: FastifyRequest, deps: AppDeps) => requireFeature(request, deps, 'realEstate');
  const estimator = (request: FastifyRequest, deps: AppDeps) => requireFeature(request, deps, 'realEstateEstimator');

  registerCall(app, createRealEstate, async ({ body, subject, deps, request }) => {
    feature(request, deps);
    const fields = fieldsOfInput(body.realEstate);
    checkConsistency(fields);
    // Locating a property asks for an estimate: refused where the estimator is off, unless a value is declared.
    if (fields.location !== null && fields.amount === null) estimator(request, deps);
    const now = deps.clock.now();
    const id = await deps.db.transaction(async (tx) => createProperty(tx, { userId: subject.userId, fields, root: deps.config.root, now }));
    return loadRealEstate(deps.db, subject.userId, id);
  });

  registerCall(app, getRealEstates, async ({ subject, deps, request }) => {
    feature(request, deps);
    return loadRealEstates(deps.db, subject.userId);
  });

  for (const call of [getRealEstate, getUserRealEstate] as const) {
    registerCall(app, call, async ({ params, subject, deps, request }) => {
      feature(request, deps);
      return loadRealEstate(deps.db, subject.userId, params.id);
    });
  }

  for (const call of [getRealEstateEstimate, getUserRealEstateEstimate] as const) {
    registerCall(app, call, async ({ params, subject, deps, request }) => {
      estimator(request, deps);
      return estimateOrRefuse((await loadRealEstate(deps.db, subject.userId, params.id)).estimate);
    });
  }

  for (const call of [getRealEstateCashValues, getUserRealEstateCashValues] as const) {
    registerCall(app, call, async ({ params, query, subject, deps, request }) => {
      feature(request, deps);
      return cashValues(deps, subject.userId, params.id, query.from);
    });
  }

  registerCall(app, estimateRealEstate, async ({ params, body, subject, deps, request }) => {
    estimator(request, deps);
    const now = deps.clock.now();
    // A refused estimate keeps nothing of the manual data sent with it.
    const outcome = await deps.db.transaction(async (tx) => {
      const result = await updateProperty(tx, { userId: subject.userId, id: params.id, update: body, root: deps.config.root, now });
      if (result.estimate === null) throw new ApiError(422, 'estimate_unavailable');
      return result;
    });
    return outcome.estimate;
  });

  registerCall(app, updateRealEstate, async ({ params, body, subject, deps, request }) => {
    feature(request, deps);
    const update = realEstateUpdateOf(body);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => updateProperty(tx, { userId: subject.userId, id: params.id, update, root: deps.config.root, now }));
    return loadRealEstate(deps.db, subject.userId, params.id);
  });

  registerCall(app, deleteRealEstate, async ({ params, subject, deps, request }) => {
    feature(request, deps);
    await deps.db.transaction(async (tx) => deleteProperty(tx, subject.userId, params.id));
    return {};
  });

  registerCall(app, searchAddresses, async ({ query, deps, request }) => {
    feature(request, deps);
    const { adapter, url } = deps.config.addressSearch;
    return addressSearchFor(deps.config.root, adapter, url).search(query.q, query.limit);
  });
}
