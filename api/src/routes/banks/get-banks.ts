import type { FastifyInstance } from 'fastify';
import { getBanks } from '@patrimo/shared';
import { INSTITUTIONS, toBank } from '../../banks/catalogue';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/banks — every institution the sandbox aggregates, in French alphabetical order, each with its
 * login form (spec §4 "select institution, log in"). Any signed-in user: the list is the first step of
 * adding an account (/app/accounts/new and /app/accounts/add). The contract takes no search parameter, so
 * the whole catalogue (about 170 entries, a few tens of kilobytes) is sent and the client filters it.
 */
export function registerGetBanks(app: FastifyInstance): void {
  registerCall(app, getBanks, async () => INSTITUTIONS.map(toBank));
}
