import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idParams, userAndIdParams, userParams } from './params';
import { emptyResponseSchema, fromQuerySchema } from '../schemas/common';
import {
  addressSearchResultSchema,
  realEstateEstimateInputSchema,
  realEstateEstimateSchema,
  realEstateInputSchema,
  realEstateSchema,
  realEstateUpdateBodySchema,
} from '../schemas/real-estate';
import { cashValuesSchema } from '../schemas/wealth';

/**
 * Real estate and its estimator (spec §7 "Real estate"). Missing data answers `missing_fields`;
 * linking a loan goes through PUT /portfolios/{id} with `portfolio.realEstateId`, `realEstateAmount`,
 * `realEstateDate` (`loan_zero`, `loan_already_connected`).
 *
 * Spec §7's reads `/real_estates/{id}…` are the saver's own. Spec §6 lets an advisor read a customer's real
 * estate: the same reads exist under `/users/{userId}/real_estates/{id}…` (added by issue 14), where the path's
 * `{userId}` names whose data it is, as `/users/{userId}/portfolios/{id}` does; the saver may call them with
 * `me` too (the same handlers answer both). Writes are the saver's only.
 *
 * Every call is refused with 403 `feature_disabled` when the request's brand has `realEstate` off, and the
 * estimate calls when it has `realEstateEstimator` off (spec §6).
 */

export const createRealEstate = defineCall({
  id: 'createRealEstate',
  method: 'POST',
  path: '/users/me/real_estates',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: 'Ajouter un bien, saisi à la main ou à estimer',
  body: z.object({ realEstate: realEstateInputSchema }),
  response: realEstateSchema,
  successStatus: 201,
});

export const getRealEstates = defineCall({
  id: 'getRealEstates',
  method: 'GET',
  path: '/users/:userId/real_estates',
  access: Access.subject(),
  tag: 'real-estate',
  summary: 'Les biens immobiliers',
  params: userParams,
  response: z.array(realEstateSchema),
});

export const getRealEstate = defineCall({
  id: 'getRealEstate',
  method: 'GET',
  path: '/real_estates/:id',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: 'Un bien immobilier',
  params: idParams,
  response: realEstateSchema,
});

export const estimateRealEstate = defineCall({
  id: 'estimateRealEstate',
  method: 'POST',
  path: '/real_estates/:id/estimate',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: 'Estimer un bien, éventuellement avec des caractéristiques saisies à la main (enregistrées avec le bien)',
  params: idParams,
  body: realEstateEstimateInputSchema,
  response: realEstateEstimateSchema,
});

export const getRealEstateEstimate = defineCall({
  id: 'getRealEstateEstimate',
  method: 'GET',
  path: '/real_estates/:id/estimate',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: "La dernière estimation d'un bien",
  params: idParams,
  response: realEstateEstimateSchema,
});

export const getRealEstateCashValues = defineCall({
  id: 'getRealEstateCashValues',
  method: 'GET',
  path: '/real_estates/:id/series/cash_values',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: "L'historique de valeur d'un bien, depuis une date facultative",
  params: idParams,
  query: fromQuerySchema,
  response: cashValuesSchema,
});

export const updateRealEstate = defineCall({
  id: 'updateRealEstate',
  method: 'PUT',
  path: '/real_estates/:id',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: 'Modifier un bien',
  params: idParams,
  body: realEstateUpdateBodySchema,
  response: realEstateSchema,
});

export const deleteRealEstate = defineCall({
  id: 'deleteRealEstate',
  method: 'DELETE',
  path: '/real_estates/:id',
  access: Access.saverSelf(),
  tag: 'real-estate',
  summary: 'Supprimer un bien',
  params: idParams,
  response: emptyResponseSchema,
});

/**
 * Not in spec §7, which has the browser call the public address service directly: the API relays it
 * so the browser talks to one origin, and answers from the communes list when the service is out
 * of reach (ARCHITECTURE §5). `source` says which answered: street-level results come only from the
 * national geocoder, the communes list answers communes (`type: municipality`).
 */
export const searchAddresses = defineCall({
  id: 'searchAddresses',
  method: 'GET',
  path: '/addresses',
  access: Access.signedIn,
  tag: 'real-estate',
  summary: 'Chercher une adresse en France',
  query: z.object({
    q: z.string('blank').trim().min(3, 'too_short').max(200, 'too_long'),
    limit: z.coerce.number('not_a_number').int('invalid').min(1, 'out_of_range').max(20, 'out_of_range').default(5),
  }),
  response: addressSearchResultSchema,
});

/** Spec §6: the reads of a customer's property by an advisor of their firm (audited), or the saver with `me`. */
export const getUserRealEstate = defineCall({
  id: 'getUserRealEstate',
  method: 'GET',
  path: '/users/:userId/real_estates/:id',
  access: Access.subject(),
  tag: 'real-estate',
  summary: "Un bien immobilier d'un client (lecture seule pour le conseiller)",
  params: userAndIdParams,
  response: realEstateSchema,
});

export const getUserRealEstateEstimate = defineCall({
  id: 'getUserRealEstateEstimate',
  method: 'GET',
  path: '/users/:userId/real_estates/:id/estimate',
  access: Access.subject(),
  tag: 'real-estate',
  summary: "La dernière estimation d'un bien d'un client",
  params: userAndIdParams,
  response: realEstateEstimateSchema,
});

export const getUserRealEstateCashValues = defineCall({
  id: 'getUserRealEstateCashValues',
  method: 'GET',
  path: '/users/:userId/real_estates/:id/series/cash_values',
  access: Access.subject(),
  tag: 'real-estate',
  summary: "L'historique de valeur d'un bien d'un client, depuis une date facultative",
  params: userAndIdParams,
  query: fromQuerySchema,
  response: cashValuesSchema,
});
