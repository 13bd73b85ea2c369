import type { FastifyInstance } from 'fastify';
import { getRiskSurvey } from '@patrimo/shared';
import { riskSurveyDefinition } from '@patrimo/shared/risk-survey';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/risk_survey?type=profile|contract — the 7 questions of the risk questionnaire in French, for the
 * saver as a whole (`profile`, the default) or for one contract (`contract`). Any signed-in user: savers
 * answer it, advisors read it to go through it with a customer. The questions live in `@patrimo/shared`
 * with the engine that scores them, so what is asked and how it is scored cannot drift apart.
 */
export function registerGetRiskSurvey(app: FastifyInstance): void {
  registerCall(app, getRiskSurvey, async ({ query }) => riskSurveyDefinition(query.type));
}
