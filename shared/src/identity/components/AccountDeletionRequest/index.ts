export * from './AccountDeletionRequest';
