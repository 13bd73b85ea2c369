import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idSchema, userIdParamSchema } from '../schemas/common';
import { documentIdSchema, fileAnswerSchema, fundSheetSchema, portfolioDocumentsSchema, statementQuerySchema } from '../schemas/documents';
import { isinSchema } from '../schemas/investment';

/**
 * A contract's documents and fund sheets (issue 12): the institution's documents through the aggregation
 * partner, the PDF statement Patrimo writes from the contract's own data, and one fund against its index.
 * The saver and their advisor read them (`Access.subject()`); another saver's contract is 404.
 */

export const getPortfolioDocuments = defineCall({
  id: 'getPortfolioDocuments',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/documents',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Les documents de l'établissement pour un contrat (relevés, conditions), quand le partenaire les fournit",
  params: z.object({ userId: userIdParamSchema, id: idSchema }),
  response: portfolioDocumentsSchema,
});

export const getPortfolioDocument = defineCall({
  id: 'getPortfolioDocument',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/documents/:documentId',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Télécharger un document de l'établissement (le fichier, en pièce jointe)",
  params: z.object({ userId: userIdParamSchema, id: idSchema, documentId: documentIdSchema }),
  response: fileAnswerSchema,
  download: { contentType: '*' },
});

export const getPortfolioStatement = defineCall({
  id: 'getPortfolioStatement',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/statement',
  access: Access.subject(),
  tag: 'portfolios',
  summary: 'Le relevé PDF du contrat sur une période (valeur, mouvements, répartition, frais), écrit par Patrimo',
  params: z.object({ userId: userIdParamSchema, id: idSchema }),
  query: statementQuerySchema,
  response: fileAnswerSchema,
  download: { contentType: 'application/pdf' },
});

export const getPortfolioFund = defineCall({
  id: 'getPortfolioFund',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/funds/:isin',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "La fiche d'un fonds vue depuis un contrat : face à son indice sur 1, 3 et 5 ans, SRRI, volatilité, frais, répartition",
  params: z.object({ userId: userIdParamSchema, id: idSchema, isin: isinSchema }),
  response: fundSheetSchema,
});
