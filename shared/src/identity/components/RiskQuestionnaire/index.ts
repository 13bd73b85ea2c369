export * from './RiskQuestionnaire';
