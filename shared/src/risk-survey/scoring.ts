import { recommendedRiskLabels } from '../messages/labels';
import {
  riskSurveySchema,
  type RecommendedRisk,
  type RiskAssessment,
  type RiskSurvey,
  type RiskSurveyAnswers,
  type RiskSurveyType,
} from '../schemas/risk';
import { RISK_SURVEY_QUESTIONS, type RiskSurveyQuestionSpec } from './questions';

/**
 * Scoring of the risk questionnaire (*product choice*, documented here and shown to the saver as the
 * reasons of the result).
 *
 * 1. Points: answer `v` of a question is worth `(v − 1) × weight`. Weights: knowledge 2, horizon 3,
 *    capacity to bear losses 3, objective 2, reaction to a fall 4 (3 answers, so 0/4/8 like the other
 *    questions' 0…8), share of the estate 1, income and need for the money 2; 60 points at most.
 *    Horizon and capacity to bear losses weigh most: they are the two constraints MiFID II suitability
 *    treats as binding; the share of the estate weighs least because it is also a cap.
 * 2. Bands: the total gives a profile by 12-point bands (`RISK_SURVEY_THRESHOLDS`): 0–11 prudent,
 *    12–23 defensive, 24–35 balanced, 36–47 offensive, 48–60 aggressive.
 * 3. Caps: some answers set a ceiling whatever the total (see `questions.ts`): horizon under 2 years → 2,
 *    2–5 years → 3, 5–8 years → 4; no capacity to bear losses → 1, up to 5 % → 2, up to 15 % → 3, up to
 *    25 % → 4; no knowledge → 3, knowledge without experience → 4; capital preservation as objective → 2;
 *    selling in a fall → 3; more than 75 % of the estate → 4; regular withdrawals needed → 2.
 *    The profile is the lowest of the band and of every cap.
 *
 * Every cap is a non-decreasing function of its answer and the points grow with every answer, so
 * raising any one answer never lowers the recommended profile.
 */

/** Lowest total of each recommended profile's band; the band runs up to the next profile's minimum − 1. */
export const RISK_SURVEY_THRESHOLDS: Readonly<Record<RecommendedRisk, number>> = {
  1: 0,
  2: 12,
  3: 24,
  4: 36,
  5: 48,
};

const RISKS_DESCENDING: readonly RecommendedRisk[] = [5, 4, 3, 2, 1];

function answerCount(question: RiskSurveyQuestionSpec): number {
  return question.answers.length;
}

/** Points of one answer of one question. */
function pointsOf(question: RiskSurveyQuestionSpec, answer: number): number {
  return (answer - 1) * question.weight;
}

/** The highest total the questionnaire can give (60). */
export const RISK_SURVEY_MAX_SCORE: number = RISK_SURVEY_QUESTIONS.reduce(
  (total, question) => total + pointsOf(question, answerCount(question)),
  0,
);

/** A cap that applies to a set of answers. */
export interface RiskSurveyCap {
  /** 1 to 7. */
  question: number;
  answer: number;
  maxRisk: RecommendedRisk;
}

/**
 * The total points of the answers, 0 … `RISK_SURVEY_MAX_SCORE`.
 *
 * @example
 * riskSurveyScore([3, 3, 3, 3, 2, 3, 3]); // 30
 */
export function riskSurveyScore(answers: RiskSurveyAnswers): number {
  return RISK_SURVEY_QUESTIONS.reduce((total, question, index) => total + pointsOf(question, answers[index] ?? 1), 0);
}

/**
 * The profile of a total before caps: the band it falls in.
 *
 * @example
 * profileForScore(23); // 2 (défensif)
 * profileForScore(24); // 3 (équilibré)
 */
export function profileForScore(score: number): RecommendedRisk {
  return RISKS_DESCENDING.find((risk) => score >= RISK_SURVEY_THRESHOLDS[risk]) ?? 1;
}

/** The caps that the answers trigger, in question order (whether or not they lower the profile). */
export function riskSurveyCaps(answers: RiskSurveyAnswers): RiskSurveyCap[] {
  const caps: RiskSurveyCap[] = [];
  RISK_SURVEY_QUESTIONS.forEach((question, index) => {
    const answer = answers[index];
    const cap = question.answers.find((spec) => spec.value === answer)?.cap;
    if (answer !== undefined && cap) caps.push({ question: question.number, answer, maxRisk: cap.maxRisk });
  });
  return caps;
}

/**
 * The recommended profile of a set of answers: the band of the total, lowered to the tightest cap.
 * Cheaper than `assessRiskSurvey` (no text); the answers must be valid.
 */
export function recommendedRiskFor(answers: RiskSurveyAnswers): RecommendedRisk {
  const fromScore = profileForScore(riskSurveyScore(answers));
  return riskSurveyCaps(answers).reduce<RecommendedRisk>((risk, cap) => (cap.maxRisk < risk ? cap.maxRisk : risk), fromScore);
}

/** One sentence on each profile, shown under its name. */
const PROFILE_DESCRIPTIONS: Readonly<Record<RecommendedRisk, string>> = {
  1: "la sécurité du capital passe avant le rendement ; l’essentiel est placé sur des supports sans risque de perte en capital (fonds en euros), avec une très faible part exposée aux marchés.",
  2: "vous acceptez des fluctuations limitées pour viser un rendement un peu supérieur à celui des supports garantis ; les placements exposés aux marchés restent minoritaires.",
  3: "vous recherchez un équilibre entre sécurité et valorisation du capital, en acceptant des baisses temporaires sur un horizon d’au moins 5 ans.",
  4: 'vous visez la valorisation de votre capital sur le long terme et acceptez des baisses marquées et temporaires ; les actions sont majoritaires.',
  5: 'vous recherchez la meilleure performance sur un horizon long et acceptez de fortes fluctuations, y compris des pertes importantes et durables.',
};

function summaryOf(type: RiskSurveyType, risk: RecommendedRisk): string {
  const name = recommendedRiskLabels[risk];
  const opening = type === 'profile' ? `Votre profil investisseur est ${name}` : `Le profil recommandé pour ce contrat est ${name}`;
  return `${opening}\u202f: ${PROFILE_DESCRIPTIONS[risk]}`;
}

/** « 0 point », « 1 point », « 2 points »: French keeps the singular below 2. */
function points(count: number): string {
  return `${count} ${count < 2 ? 'point' : 'points'}`;
}

function bandText(risk: RecommendedRisk): string {
  const low = RISK_SURVEY_THRESHOLDS[risk];
  const high = risk === 5 ? RISK_SURVEY_MAX_SCORE : RISK_SURVEY_THRESHOLDS[(risk + 1) as RecommendedRisk] - 1;
  return `de ${low} à ${high} points`;
}

/**
 * Assesses a completed questionnaire: the recommended profile 1 (prudent) … 5 (aggressive), the points
 * behind it and the French explanation shown with the result (spec §3 "Recommended profiles 1-5").
 * `reasons` starts with the total and its band, then lists every answer whose cap lowered the profile,
 * tightest first. Pure and isomorphic: the API stores its result, the browser may preview it.
 *
 * @throws ZodError when the survey is not a valid `RiskSurvey` (7 answers, 1–5, question 5 1–3).
 * @example
 * assessRiskSurvey({ type: 'profile', answers: [1, 1, 1, 1, 1, 1, 1] }).recommendedRisk; // 1
 * assessRiskSurvey({ type: 'profile', answers: [5, 5, 5, 5, 3, 5, 5] }).recommendedRisk; // 5
 */
export function assessRiskSurvey(survey: RiskSurvey): RiskAssessment {
  const { type, answers } = riskSurveySchema.parse(survey);
  const score = riskSurveyScore(answers);
  const fromScore = profileForScore(score);
  const lowering = riskSurveyCaps(answers)
    .filter((cap) => cap.maxRisk < fromScore)
    .sort((a, b) => a.maxRisk - b.maxRisk || a.question - b.question);
  const recommendedRisk = lowering[0]?.maxRisk ?? fromScore;

  const reasons = [
    `Vos réponses totalisent ${points(score)} sur ${RISK_SURVEY_MAX_SCORE}, ce qui correspond au profil ${recommendedRiskLabels[fromScore]} (${bandText(fromScore)}).`,
    ...lowering.map((cap) => {
      const question = RISK_SURVEY_QUESTIONS[cap.question - 1] as RiskSurveyQuestionSpec;
      const answer = question.answers[cap.answer - 1];
      const rationale = answer?.cap?.rationale ?? '';
      return `${question.topic}, «\u202f${answer?.label[type] ?? ''}\u202f»\u202f: ${rationale}\u202f; profil limité à ${recommendedRiskLabels[cap.maxRisk]}.`;
    }),
  ];

  return {
    recommendedRisk,
    score,
    maxScore: RISK_SURVEY_MAX_SCORE,
    summary: summaryOf(type, recommendedRisk),
    reasons,
  };
}
