import type { FastifyInstance } from 'fastify';
import { getAccounts } from '@patrimo/shared';
import { loadAccounts } from '../../accounts/account-store';
import { registerCall } from '../../http/register-call';
import { resolveSubject } from '../../http/subject';

/**
 * GET /api/users/{userId}/accounts — the bank connections of the saver (`me` or their id), oldest first, or of
 * a customer of the advisor's firm (audited); anyone else 403 `forbidden` (`resolveSubject`).
 */
export function registerGetAccounts(app: FastifyInstance): void {
  registerCall(app, getAccounts, async ({ params, request, deps }) => {
    const subject = await resolveSubject(request, params.userId);
    return loadAccounts(deps.db, subject.userId);
  });
}
