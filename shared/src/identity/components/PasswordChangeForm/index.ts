export * from './PasswordChangeForm';
