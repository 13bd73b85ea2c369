import { RISK_SURVEY_ANSWER_COUNTS } from '../constants/analysis';
import { riskSurveyDefinitionSchema, type RiskSurveyType } from '../schemas/risk';
import { riskSurveyDefinition } from './definition';

describe('riskSurveyDefinition', () => {
  it.each<RiskSurveyType>(['profile', 'contract'])('serves the %s version as the contract describes it', (type) => {
    const definition = riskSurveyDefinition(type);
    expect(riskSurveyDefinitionSchema.parse(definition)).toEqual(definition);
    expect(definition.type).toBe(type);
    expect(definition.questions.map((question) => question.answers.length)).toEqual([...RISK_SURVEY_ANSWER_COUNTS]);
  });

  it.each<RiskSurveyType>(['profile', 'contract'])('writes every %s question, help and answer in French, answers distinct', (type) => {
    for (const question of riskSurveyDefinition(type).questions) {
      expect(question.label).toMatch(/\?$/);
      expect(question.help?.length).toBeGreaterThan(20);
      const labels = question.answers.map((answer) => answer.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.trim()).toBe(label);
    }
  });

  it('asks the contract version about « ce contrat » and the profile version about the saver', () => {
    for (const question of riskSurveyDefinition('contract').questions) expect(question.label).toContain('ce contrat');
    for (const question of riskSurveyDefinition('profile').questions) expect(question.label).not.toContain('ce contrat');
  });

  it('asks what a MiFID II suitability assessment asks, in that order', () => {
    const labels = riskSurveyDefinition('profile').questions.map((question) => question.label);
    expect(labels[0]).toContain('connaissances et votre expérience');
    expect(labels[1]).toContain('Dans combien de temps');
    expect(labels[2]).toContain('Quelle baisse');
    expect(labels[3]).toContain('objectif');
    expect(labels[4]).toContain('Que faites-vous ?');
    expect(labels[5]).toContain('part de votre patrimoine');
    expect(labels[6]).toContain('épargne de précaution');
    expect(riskSurveyDefinition('profile').questions[4]?.answers.map((answer) => answer.label)).toEqual([
      'Je vends tout ou partie pour éviter de perdre davantage',
      "Je ne change rien et j’attends que les marchés se redressent",
      "J’en profite pour investir davantage",
    ]);
  });

  it('hands out a fresh object each time, so a caller cannot alter the questionnaire', () => {
    const first = riskSurveyDefinition('profile');
    (first.questions[0] as { label: string }).label = 'modifié';
    expect(riskSurveyDefinition('profile').questions[0]?.label).not.toBe('modifié');
  });
});
