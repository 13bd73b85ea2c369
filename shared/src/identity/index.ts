/**
 * `@patrimo/shared/identity`: the identity forms used by more than one remote (mf-lobby's onboarding
 * and mf-dashboard's user area). Not a federation singleton: each remote bundles what it imports, in
 * lazily loaded chunks, so the landing page never carries them.
 *
 * The saver's profile pieces: the profile form, the risk questionnaire and its result, the password
 * change and the account deletion request. Each one talks to the API itself (through the contract) and
 * reports success to its screen, which decides what follows (next step, toast…).
 */
export * from './password';
export * from './components/ProfileInfosForm';
export * from './components/RiskQuestionnaire';
export * from './components/RiskProfileResult';
export * from './components/PasswordChangeForm';
export * from './components/AccountDeletionRequest';
