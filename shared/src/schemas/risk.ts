import { z } from 'zod';
import { shareSchema } from './common';
import { assetClassSchema } from './analysis';

/**
 * Risk vocabularies (spec §3 "Risk").
 */

/** Risk profile levels 0 to 5: guaranteed, prudent, defensive, balanced, offensive, aggressive. */
export const RISK_PROFILE_LEVELS = [0, 1, 2, 3, 4, 5] as const;
export const riskProfileLevelSchema = z.literal(RISK_PROFILE_LEVELS, 'invalid');
/** A risk level; `null` where it applies means "unavailable" (spec §3). */
export type RiskProfileLevel = z.infer<typeof riskProfileLevelSchema>;

/** Profiles the questionnaire can recommend: 1 (prudent) to 5 (aggressive); never "guaranteed". */
export const RECOMMENDED_RISKS = [1, 2, 3, 4, 5] as const;
export const recommendedRiskSchema = z.literal(RECOMMENDED_RISKS, 'invalid');
export type RecommendedRisk = z.infer<typeof recommendedRiskSchema>;

/** Synthetic risk and reward indicator of a fund, 1 (lowest) to 7 (highest). */
export const SRRI_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export const srriSchema = z.literal(SRRI_LEVELS, 'invalid');
export type Srri = z.infer<typeof srriSchema>;

/** Where a risk ratio stands against its usual range. */
export const riskRatioRangeSchema = z.enum(['low', 'normal', 'high'], 'invalid');
export type RiskRatioRange = z.infer<typeof riskRatioRangeSchema>;

/** The questionnaire exists for the saver as a whole (`profile`) and for one contract (`contract`). */
export const riskSurveyTypeSchema = z.enum(['profile', 'contract'], 'invalid');
export type RiskSurveyType = z.infer<typeof riskSurveyTypeSchema>;

// An absent answer reads `required` (register-call tells absence apart); a value outside the choices `out_of_range`.
const fiveAnswers = z.literal([1, 2, 3, 4, 5], 'out_of_range');
const threeAnswers = z.literal([1, 2, 3], 'out_of_range');

/** Answers to the 7 questions, in order; each 1 to 5 except question 5, which has 3 answers. */
export const riskSurveyAnswersSchema = z.tuple([
  fiveAnswers,
  fiveAnswers,
  fiveAnswers,
  fiveAnswers,
  threeAnswers,
  fiveAnswers,
  fiveAnswers,
]);
export type RiskSurveyAnswers = z.infer<typeof riskSurveyAnswersSchema>;

/** A completed questionnaire, as stored on the profile or on a contract. */
export const riskSurveySchema = z.object({
  type: riskSurveyTypeSchema,
  answers: riskSurveyAnswersSchema,
});
export type RiskSurvey = z.infer<typeof riskSurveySchema>;

/**
 * What the questionnaire yields (spec §3 "Recommended profiles 1-5"): the profile, the points behind it
 * and the French explanation shown with the result.
 */
export const riskAssessmentSchema = z.object({
  recommendedRisk: recommendedRiskSchema,
  /** Points of the answers, 0 … `maxScore`. */
  score: z.number().int().min(0),
  maxScore: z.number().int().positive(),
  /** One sentence on the profile itself. */
  summary: z.string(),
  /** Why: the answers that set or limited the profile, in French. */
  reasons: z.array(z.string()),
});
export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;

/** One question of the questionnaire with its possible answers (GET /risk_survey). */
export const riskQuestionSchema = z.object({
  /** 1 to 7, the position of the question. */
  number: z.number().int().min(1).max(7),
  label: z.string(),
  /** Helper text under the question. */
  help: z.string().nullable(),
  answers: z.array(z.object({ value: z.number().int().min(1).max(5), label: z.string() })).min(3).max(5),
});
export type RiskQuestion = z.infer<typeof riskQuestionSchema>;

/** GET /risk_survey: the questionnaire of one version (the contract version asks about that envelope). */
export const riskSurveyDefinitionSchema = z.object({
  type: riskSurveyTypeSchema,
  questions: z.array(riskQuestionSchema).length(7),
});
export type RiskSurveyDefinition = z.infer<typeof riskSurveyDefinitionSchema>;

/** A target share of one asset class. */
export const allocationTargetLineSchema = z.object({ assetClass: assetClassSchema, share: shareSchema });
export type AllocationTargetLine = z.infer<typeof allocationTargetLineSchema>;

/** GET /portfolios/targets: the model allocation of each recommended profile. */
export const portfolioTargetsSchema = z.object({
  targets: z.array(
    z.object({
      recommendedRisk: recommendedRiskSchema,
      allocation: z.array(allocationTargetLineSchema),
      /** Highest SRRI the profile accepts on average. */
      maxSrri: z.number().min(1).max(7),
    }),
  ),
});
export type PortfolioTargets = z.infer<typeof portfolioTargetsSchema>;

