/**
 * The investor risk questionnaire (spec §3 "Risk"): its questions in both versions, and the engine that
 * turns answers into a recommended profile with its French explanation. Isomorphic: the API scores and
 * stores, the browser shows the questions and may preview a result.
 */
export { RISK_SURVEY_QUESTIONS } from './questions';
export type { PerSurveyType, RiskSurveyAnswerSpec, RiskSurveyCapSpec, RiskSurveyQuestionSpec } from './questions';
export {
  RISK_SURVEY_MAX_SCORE,
  RISK_SURVEY_THRESHOLDS,
  assessRiskSurvey,
  profileForScore,
  recommendedRiskFor,
  riskSurveyCaps,
  riskSurveyScore,
} from './scoring';
export type { RiskSurveyCap } from './scoring';
export { riskSurveyDefinition } from './definition';
