import type { FastifyInstance } from 'fastify';
import { createConnection, type ErrorCode } from '@patrimo/shared';
import type { ProviderConnection } from '../../aggregation/provider';
import { DEMO_BANK_ID } from '../../accounts/account-store';
import { ensureAggregatorUser } from '../../accounts/aggregator-user';
import { connectionAnswer, partnerFailure } from '../../accounts/connection-answer';
import { findInstitution } from '../../banks/catalogue';
import { badRequest, fieldErrors, notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/2.0/users/me/connections `{ id_bank, <login fields> }` — connects an institution (spec §4 flow):
 * - 400 `demo_account` for the demonstration account's bank (`demo`); 404 `not_found` for an unknown bank;
 * - 400 `missing_fields` with `errors: { <field>: ['required' | 'blank' | 'invalid'] }` when a field of the
 *   bank's login form is absent, only spaces, or (a list) not one of its values — all are required (spec §5);
 *   values the form does not ask for are not passed on;
 * - creates the saver's partner identity if needed, then connects: 200 with the accounts found (`none`), 200
 *   with the follow-up `fields` (`additionalInformationNeeded`), or 400 `wrongpass` (wrongPass, auth_failed),
 *   `actionNeeded` (with the partner's `message`), `websiteUnavailable`, `bug`, `scrapping_failed`, each with
 *   `connection_id` (see `connectionAnswer`); the partner unreachable: 400 `websiteUnavailable`.
 */
export function registerCreateConnection(app: FastifyInstance): void {
  registerCall(app, createConnection, async ({ body, subject, request, deps }) => {
    const { userId } = subject;
    const { idBank, ...values } = body;
    if (idBank === DEMO_BANK_ID) throw badRequest('demo_account');
    const institution = findInstitution(idBank);
    if (!institution) throw notFound();

    const credentials: Record<string, string> = {};
    const missing: Record<string, ErrorCode[]> = {};
    for (const field of institution.fields) {
      const value = values[field.name];
      if (value === undefined) missing[field.name] = ['required'];
      else if (value.trim() === '') missing[field.name] = ['blank'];
      else if (field.type === 'list' && !field.values.some((choice) => choice.value === value)) missing[field.name] = ['invalid'];
      else credentials[field.name] = value;
    }
    if (Object.keys(missing).length > 0) throw fieldErrors(missing, 'missing_fields');

    const user = await ensureAggregatorUser(deps.db, deps.aggregation, userId, deps.clock.now());
    let connection: ProviderConnection;
    try {
      connection = await deps.aggregation.connect(user, institution.id, credentials);
    } catch (error) {
      partnerFailure(error, null, request.log);
    }
    return connectionAnswer(deps.aggregation, user, connection, request.log);
  });
}
