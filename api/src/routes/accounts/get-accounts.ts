import type { FastifyInstance } from 'fastify';
import { getAccounts } from '@patrimo/shared';
import { loadAccounts } from '../../accounts/account-store';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/users/{userId}/accounts — the bank connections of the saver (`me` or their id), oldest first, or of
 * a customer of the advisor's firm (audited); anyone else 403 `forbidden` (`Access.subject()`, checked before the handler).
 */
export function registerGetAccounts(app: FastifyInstance): void {
  registerCall(app, getAccounts, async ({ subject, deps }) => {
    return loadAccounts(deps.db, subject.userId);
  });
}
