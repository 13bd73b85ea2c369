import { z } from 'zod';
import { Access, defineCall } from './define-call';
import {
  investmentDetailSchema,
  investmentSearchResultSchema,
  isinSchema,
  searchInvestmentsQuerySchema,
  tagSchema,
} from '../schemas/investment';

/**
 * Funds and their tags (spec §7 "Investments").
 */

export const getInvestment = defineCall({
  id: 'getInvestment',
  method: 'GET',
  path: '/investments/:isin',
  access: Access.signedIn,
  tag: 'investments',
  summary: "La fiche d'un fonds",
  params: z.object({ isin: isinSchema }),
  response: investmentDetailSchema,
});

export const searchInvestments = defineCall({
  id: 'searchInvestments',
  method: 'GET',
  path: '/investments',
  access: Access.signedIn,
  tag: 'investments',
  summary: 'Chercher des fonds, classés par score selon le profil de risque',
  query: searchInvestmentsQuerySchema,
  response: investmentSearchResultSchema,
});

export const getTags = defineCall({
  id: 'getTags',
  method: 'GET',
  path: '/tags',
  access: Access.signedIn,
  tag: 'investments',
  summary: 'Les thèmes de fonds',
  response: z.array(tagSchema),
});
