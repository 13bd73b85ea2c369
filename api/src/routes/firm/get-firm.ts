import type { FastifyInstance } from 'fastify';
import { getFirm } from '@patrimo/shared';
import { loadFirm } from '../../advisory/firm';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/** GET /api/firm — the caller's firm and its advisors (roles, customers followed). */
export function registerGetFirm(app: FastifyInstance): void {
  registerCall(app, getFirm, async ({ auth, deps }) => {
    if (!auth.user.firmId) throw forbidden();
    return loadFirm(deps.db, auth.user.firmId);
  });
}
