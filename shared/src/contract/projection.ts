import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idSchema, userIdParamSchema } from '../schemas/common';
import { goalProjectionSchema, projectionQuerySchema } from '../schemas/projection';

/**
 * The savings goal of a contract projected to its horizon (spec §3 "Savings goal", the contract's project tab).
 */

export const getPortfolioProjection = defineCall({
  id: 'getPortfolioProjection',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/projection',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "La projection d'un contrat à l'horizon de son objectif d'épargne (en bonne voie, à risque ou hors d'atteinte)",
  params: z.object({ userId: userIdParamSchema, id: idSchema }),
  query: projectionQuerySchema,
  response: goalProjectionSchema,
});
