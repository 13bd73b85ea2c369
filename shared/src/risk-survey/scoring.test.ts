import fc from 'fast-check';
import { RISK_SURVEY_ANSWER_COUNTS } from '../constants/analysis';
import { recommendedRiskLabels } from '../messages/labels';
import { riskAssessmentSchema, riskSurveySchema, type RecommendedRisk, type RiskSurveyAnswers } from '../schemas/risk';
import { RISK_SURVEY_QUESTIONS } from './questions';
import {
  RISK_SURVEY_MAX_SCORE,
  RISK_SURVEY_THRESHOLDS,
  assessRiskSurvey,
  profileForScore,
  recommendedRiskFor,
  riskSurveyCaps,
  riskSurveyScore,
} from './scoring';

const ALL_CAUTIOUS: RiskSurveyAnswers = [1, 1, 1, 1, 1, 1, 1];
const ALL_BOLD: RiskSurveyAnswers = [5, 5, 5, 5, 3, 5, 5];

/** The answers with one of them replaced. */
function withAnswer(answers: RiskSurveyAnswers, question: number, value: number): RiskSurveyAnswers {
  const copy: number[] = [...answers];
  copy[question - 1] = value;
  return copy as RiskSurveyAnswers;
}

/** Every possible set of answers (5⁶ × 3 = 46 875). */
function everyAnswerSet(): RiskSurveyAnswers[] {
  let sets: number[][] = [[]];
  for (const count of RISK_SURVEY_ANSWER_COUNTS) {
    sets = sets.flatMap((prefix) => Array.from({ length: count }, (_, i) => [...prefix, i + 1]));
  }
  return sets as RiskSurveyAnswers[];
}

const answersArbitrary: fc.Arbitrary<RiskSurveyAnswers> = fc.tuple(
  ...RISK_SURVEY_ANSWER_COUNTS.map((count) => fc.integer({ min: 1, max: count })),
) as unknown as fc.Arbitrary<RiskSurveyAnswers>;

/** Every cap the questionnaire defines, as (question, answer, maxRisk). */
const DEFINED_CAPS = RISK_SURVEY_QUESTIONS.flatMap((question) =>
  question.answers.flatMap((answer) => (answer.cap ? [[question.number, answer.value, answer.cap.maxRisk] as const] : [])),
);

describe('the questionnaire', () => {
  it('has 7 questions of 5 answers, question 5 having 3, each numbered 1 to n from the most cautious', () => {
    expect(RISK_SURVEY_QUESTIONS.map((question) => question.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(RISK_SURVEY_QUESTIONS.map((question) => question.answers.length)).toEqual([...RISK_SURVEY_ANSWER_COUNTS]);
    for (const question of RISK_SURVEY_QUESTIONS) {
      expect(question.answers.map((answer) => answer.value)).toEqual(question.answers.map((_, i) => i + 1));
    }
  });

  it('weighs horizon and capacity to bear losses most, and totals 60 points', () => {
    expect(RISK_SURVEY_QUESTIONS.map((question) => question.weight)).toEqual([2, 3, 3, 2, 4, 1, 2]);
    expect(RISK_SURVEY_MAX_SCORE).toBe(60);
    expect(riskSurveyScore(ALL_BOLD)).toBe(60);
    expect(riskSurveyScore(ALL_CAUTIOUS)).toBe(0);
    expect(riskSurveyScore([3, 3, 3, 3, 2, 3, 3])).toBe(30);
  });

  it('defines the caps a senior advisor applies, each loosening as its answer gets bolder', () => {
    expect(DEFINED_CAPS).toEqual([
      [1, 1, 3],
      [1, 2, 4],
      [2, 1, 2],
      [2, 2, 3],
      [2, 3, 4],
      [3, 1, 1],
      [3, 2, 2],
      [3, 3, 3],
      [3, 4, 4],
      [4, 1, 2],
      [5, 1, 3],
      [6, 1, 4],
      [7, 1, 2],
    ]);
  });
});

describe('the bands of the total', () => {
  it.each([
    [0, 1],
    [11, 1],
    [12, 2],
    [23, 2],
    [24, 3],
    [35, 3],
    [36, 4],
    [47, 4],
    [48, 5],
    [60, 5],
  ])('give %i points the profile %i', (score, risk) => {
    expect(profileForScore(score)).toBe(risk);
  });

  it('start at 0, 12, 24, 36 and 48 points', () => {
    expect(RISK_SURVEY_THRESHOLDS).toEqual({ 1: 0, 2: 12, 3: 24, 4: 36, 5: 48 });
  });

  const every = everyAnswerSet();

  it.each([11, 12, 23, 24, 35, 36, 47, 48])('hold on real answers at the boundary score %i when no cap lowers it', (score) => {
    const band = profileForScore(score);
    const uncapped = every.filter(
      (answers) => riskSurveyScore(answers) === score && riskSurveyCaps(answers).every((cap) => cap.maxRisk >= band),
    );
    expect(uncapped.length).toBeGreaterThan(0);
    for (const answers of uncapped.slice(0, 20)) {
      const assessment = assessRiskSurvey({ type: 'profile', answers });
      expect(assessment.score).toBe(score);
      expect(assessment.recommendedRisk).toBe(band);
      expect(assessment.reasons).toHaveLength(1);
    }
  });
});

describe('assessRiskSurvey', () => {
  it('makes the most cautious answers prudent and the boldest aggressive', () => {
    expect(assessRiskSurvey({ type: 'profile', answers: ALL_CAUTIOUS })).toMatchObject({ recommendedRisk: 1, score: 0, maxScore: 60 });
    expect(assessRiskSurvey({ type: 'profile', answers: ALL_BOLD })).toMatchObject({ recommendedRisk: 5, score: 60, maxScore: 60 });
  });

  it('writes « 0 point » in the singular', () => {
    expect(assessRiskSurvey({ type: 'profile', answers: ALL_CAUTIOUS }).reasons).toEqual([
      'Vos réponses totalisent 0 point sur 60, ce qui correspond au profil Prudent (de 0 à 11 points).',
    ]);
  });

  it('explains an uncapped result by its total and band only', () => {
    const assessment = assessRiskSurvey({ type: 'profile', answers: ALL_BOLD });
    expect(assessment.reasons).toEqual(['Vos réponses totalisent 60 points sur 60, ce qui correspond au profil Agressif (de 48 à 60 points).']);
    expect(riskAssessmentSchema.safeParse(assessment).success).toBe(true);
  });

  it.each(DEFINED_CAPS)('caps at question %i, answer %i, to profile %i whatever the other answers', (question, answer, maxRisk) => {
    const answers = withAnswer(ALL_BOLD, question, answer);
    // Every other answer is the boldest: without the cap the total would recommend more.
    expect(profileForScore(riskSurveyScore(answers))).toBeGreaterThan(maxRisk);
    const assessment = assessRiskSurvey({ type: 'profile', answers });
    expect(assessment.recommendedRisk).toBe(maxRisk);
    const spec = RISK_SURVEY_QUESTIONS[question - 1]?.answers[answer - 1];
    expect(assessment.reasons[1]).toBe(
      `${RISK_SURVEY_QUESTIONS[question - 1]?.topic}, «\u202f${spec?.label.profile}\u202f»\u202f: ${spec?.cap?.rationale}\u202f; profil limité à ${recommendedRiskLabels[maxRisk as RecommendedRisk]}.`,
    );
  });

  it('caps a horizon under 2 years at défensif, no capacity to bear losses at prudent, no knowledge at équilibré', () => {
    expect(assessRiskSurvey({ type: 'profile', answers: withAnswer(ALL_BOLD, 2, 1) }).recommendedRisk).toBe(2);
    expect(assessRiskSurvey({ type: 'profile', answers: withAnswer(ALL_BOLD, 3, 1) }).recommendedRisk).toBe(1);
    expect(assessRiskSurvey({ type: 'profile', answers: withAnswer(ALL_BOLD, 1, 1) }).recommendedRisk).toBe(3);
  });

  it('lists every cap that lowered the profile, tightest first, and leaves out those that did not', () => {
    // Knowledge none (cap 3) and horizon under 2 years (cap 2): 40 points would be offensif.
    const assessment = assessRiskSurvey({ type: 'profile', answers: [1, 1, 5, 5, 3, 5, 5] });
    expect(assessment).toMatchObject({ recommendedRisk: 2, score: 40 });
    expect(assessment.reasons).toHaveLength(3);
    expect(assessment.reasons[0]).toBe('Vos réponses totalisent 40 points sur 60, ce qui correspond au profil Offensif (de 36 à 47 points).');
    expect(assessment.reasons[1]).toMatch(/^Horizon de placement, «\u202fMoins de 2 ans\u202f»\u202f: .* profil limité à Défensif\.$/);
    expect(assessment.reasons[2]).toMatch(/^Connaissances et expérience, «\u202fAucune\u202f: .* profil limité à Équilibré\.$/);

    // Horizon 2–5 years caps at 3, which a balanced total does not exceed: nothing to explain.
    const balanced = assessRiskSurvey({ type: 'profile', answers: [3, 2, 5, 3, 2, 3, 3] });
    expect(balanced.recommendedRisk).toBe(3);
    expect(balanced.reasons).toHaveLength(1);
  });

  it('speaks of the saver in the profile version and of the contract in the contract version', () => {
    const answers: RiskSurveyAnswers = [3, 4, 3, 3, 2, 3, 4];
    const profile = assessRiskSurvey({ type: 'profile', answers });
    const contract = assessRiskSurvey({ type: 'contract', answers });
    expect(profile.recommendedRisk).toBe(contract.recommendedRisk);
    expect(profile.summary).toMatch(/^Votre profil investisseur est Équilibré\u202f: /);
    expect(contract.summary).toMatch(/^Le profil recommandé pour ce contrat est Équilibré\u202f: /);
    const withdrawals = assessRiskSurvey({ type: 'contract', answers: withAnswer(ALL_BOLD, 7, 1) });
    expect(withdrawals.reasons[1]).toContain('« Oui : je ferai des retraits réguliers sur ce contrat');
  });

  it.each([
    ['six answers', [3, 3, 3, 3, 2, 3]],
    ['eight answers', [3, 3, 3, 3, 2, 3, 3, 3]],
    ['an answer of 0', [0, 3, 3, 3, 2, 3, 3]],
    ['an answer of 6', [3, 3, 3, 6, 2, 3, 3]],
    ['a fourth answer to question 5', [3, 3, 3, 3, 4, 3, 3]],
    ['a decimal answer', [3, 2.5, 3, 3, 2, 3, 3]],
    ['a text answer', [3, '3', 3, 3, 2, 3, 3]],
    ['a missing answer', [3, null, 3, 3, 2, 3, 3]],
  ])('rejects %s, in the schema and in the engine', (_label, answers) => {
    const survey = { type: 'profile', answers } as never;
    expect(riskSurveySchema.safeParse(survey).success).toBe(false);
    expect(() => assessRiskSurvey(survey)).toThrow();
  });

  it('rejects an unknown questionnaire version', () => {
    const survey = { type: 'household', answers: ALL_BOLD } as never;
    expect(riskSurveySchema.safeParse(survey).success).toBe(false);
    expect(() => assessRiskSurvey(survey)).toThrow();
  });
});

describe('properties of the engine', () => {
  it('always recommends 1 to 5: the band of the total lowered to the tightest cap', () => {
    fc.assert(
      fc.property(answersArbitrary, fc.constantFrom('profile' as const, 'contract' as const), (answers, type) => {
        const assessment = assessRiskSurvey({ type, answers });
        const caps = riskSurveyCaps(answers).map((cap) => cap.maxRisk);
        expect(assessment.recommendedRisk).toBeGreaterThanOrEqual(1);
        expect(assessment.recommendedRisk).toBeLessThanOrEqual(5);
        expect(assessment.recommendedRisk).toBe(Math.min(profileForScore(assessment.score), ...caps));
        expect(assessment.score).toBeGreaterThanOrEqual(0);
        expect(assessment.score).toBeLessThanOrEqual(assessment.maxScore);
        expect(assessment.recommendedRisk).toBe(recommendedRiskFor(answers));
        expect(riskAssessmentSchema.safeParse(assessment).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lowers the profile when one answer gets bolder, and always adds points', () => {
    // True without exception because each cap loosens as its answer gets bolder; a cap can only keep the
    // profile where it was, never push it down.
    fc.assert(
      fc.property(answersArbitrary, fc.integer({ min: 1, max: 7 }), (answers, question) => {
        const current = answers[question - 1] as number;
        fc.pre(current < (RISK_SURVEY_ANSWER_COUNTS[question - 1] as number));
        const bolder = withAnswer(answers, question, current + 1);
        expect(recommendedRiskFor(bolder)).toBeGreaterThanOrEqual(recommendedRiskFor(answers));
        expect(riskSurveyScore(bolder)).toBeGreaterThan(riskSurveyScore(answers));
      }),
      { numRuns: 5000 },
    );
  });

  it('holds monotonicity on every one of the 46 875 answer sets, not only on samples', () => {
    let checked = 0;
    for (const answers of everyAnswerSet()) {
      const risk = recommendedRiskFor(answers);
      for (let question = 1; question <= 7; question += 1) {
        const current = answers[question - 1] as number;
        if (current === RISK_SURVEY_ANSWER_COUNTS[question - 1]) continue;
        if (recommendedRiskFor(withAnswer(answers, question, current + 1)) < risk) throw new Error(`not monotone at ${answers.join(',')} Q${question}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200_000);
  });
});
