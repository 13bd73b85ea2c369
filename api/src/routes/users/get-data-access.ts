import type { FastifyInstance } from 'fastify';
import { getDataAccess } from '@patrimo/shared';
import { dataAccessPage } from '../../advisory/data-access';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/users/me/data_access?page — « Qui a consulté mes données »: the firm holding access to the saver's
 * data (null when they are nobody's customer) and the advisors' reads, newest first, 20 a page. Reads made
 * before a withdrawal, or by a firm the saver left, stay listed.
 */
export function registerGetDataAccess(app: FastifyInstance): void {
  registerCall(app, getDataAccess, async ({ query, subject, deps }) => dataAccessPage(deps.db, subject.userId, query.page));
}
