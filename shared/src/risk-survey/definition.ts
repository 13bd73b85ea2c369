import type { RiskSurveyDefinition, RiskSurveyType } from '../schemas/risk';
import { RISK_SURVEY_QUESTIONS } from './questions';

/**
 * The questionnaire of one version as the contract serves it (GET /risk_survey, `riskSurveyDefinitionSchema`):
 * questions, help texts and answers in French, without the scoring, which stays an engine detail the
 * result explains. `contract` asks the same 7 things about one envelope (« ce contrat »).
 *
 * @example
 * riskSurveyDefinition('contract').questions[1]?.label;
 * // "Dans combien de temps pensez-vous avoir besoin de l'argent placé sur ce contrat ?"
 */
export function riskSurveyDefinition(type: RiskSurveyType): RiskSurveyDefinition {
  return {
    type,
    questions: RISK_SURVEY_QUESTIONS.map((question) => ({
      number: question.number,
      label: question.label[type],
      help: question.help[type],
      answers: question.answers.map((answer) => ({ value: answer.value, label: answer.label[type] })),
    })),
  };
}
