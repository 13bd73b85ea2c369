import type { FastifyInstance } from 'fastify';
import { updateFirm } from '@patrimo/shared';
import { loadFirm, renameFirm } from '../../advisory/firm';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/** PUT /api/firm — renames the caller's firm (admins only, `Access.advisorRole('admin')`). */
export function registerUpdateFirm(app: FastifyInstance): void {
  registerCall(app, updateFirm, async ({ body, auth, deps }) => {
    if (!auth.user.firmId) throw forbidden();
    await renameFirm(deps.db, auth.user.firmId, body.firm.name, deps.clock.now());
    return loadFirm(deps.db, auth.user.firmId);
  });
}
