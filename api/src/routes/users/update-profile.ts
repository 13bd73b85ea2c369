import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { missingProfileFields, toSnakeKey, updateProfile, type ErrorCode } from '@patrimo/shared';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';
import { users } from '../../db/schema';
import { fieldErrors, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { applyProfileChanges, loadProfile, profileChanges, saveProfile, toProfileResponse } from '../../users/profile-store';
import { aggregatedEstate } from '../../wealth/aggregated-estate';
import { isBelowAggregatedEstate } from '../../wealth/declared-estate';

/** Field names as the client sent them: inside the `profile` wrapper, in snake_case (like the contract's errors). */
function wireField(field: string): string {
  return `profile.${toSnakeKey(field)}`;
}

/**
 * PUT /api/users/{userId}/profile `{ profile }` — a partial update of the saver's own profile: only the keys
 * sent change, `null` clears an answer. The contract checks types, enumerations, `after_today` and
 * `must_be_positive`; the server adds, all answered 400 with field codes and nothing written:
 * - `profile.investable_assets: ['below_aggregated']` when the declared bracket is below the aggregated
 *   estate (spec §5);
 * - `profile.risk_survey.type: ['invalid']` for a contract-level questionnaire: the profile holds the
 *   saver-level one;
 * - `profile.risk_survey: ['required']` when the questionnaire comes before the base information (spec §5
 *   "Risk questionnaire requires base profile info"), checked on the profile as this same request leaves
 *   it, with `required` on each missing field too so the infos form can point at them.
 * An accepted questionnaire sets the saver's recommended risk in the same transaction.
 * Advisors read their customers' profiles but do not write them (the contract gives this call to savers):
 * 403 `forbidden`, as for a saver naming someone else.
 */
export function registerUpdateProfile(app: FastifyInstance): void {
  registerCall(app, updateProfile, async ({ body, subject, deps }) => {
    const changes = profileChanges(body.profile);
    const errors: Record<string, ErrorCode[]> = {};
    if (changes.riskSurvey && changes.riskSurvey.type !== 'profile') errors[`${wireField('riskSurvey')}.type`] = ['invalid'];

    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      // Serializes the saver's profile updates: the infos check below must see the row it is about to change
      // (the profile row may not exist yet, so the lock is on the user).
      const owner = await tx.select({ id: users.id }).from(users).where(eq(users.id, subject.userId)).for('update');
      if (owner.length === 0) throw unauthorized();
      const current = await loadProfile(tx, subject.userId, { forUpdate: true });

      if (changes.investableAssets !== undefined && changes.investableAssets !== null) {
        const aggregated = await aggregatedEstate(tx, subject.userId);
        if (isBelowAggregatedEstate(changes.investableAssets, aggregated)) errors[wireField('investableAssets')] = ['below_aggregated'];
      }
      if (changes.riskSurvey) {
        const missing = missingProfileFields(applyProfileChanges(current, changes));
        if (missing.length > 0) {
          errors[wireField('riskSurvey')] = ['required'];
          for (const field of missing) errors[wireField(field)] ??= ['required'];
        }
      }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);

      if (Object.keys(changes).length === 0) return toProfileResponse(current);
      const saved = await saveProfile(tx, subject.userId, changes, now);
      if (changes.riskSurvey) {
        const { recommendedRisk } = assessRiskSurvey(changes.riskSurvey);
        await tx.update(users).set({ recommendedRisk, updatedAt: now }).where(eq(users.id, subject.userId));
      }
      return toProfileResponse(saved);
    });
  });
}
