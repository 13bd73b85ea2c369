export * from './GlobalErrors';
