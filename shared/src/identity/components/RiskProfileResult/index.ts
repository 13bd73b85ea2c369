export * from './RiskProfileResult';
