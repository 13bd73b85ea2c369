/**
 * `@patrimo/shared/identity`: the identity forms used by more than one remote (mf-lobby's onboarding
 * and mf-dashboard's user area). Not a federation singleton: each remote bundles what it imports, in
 * lazily loaded chunks, so the landing page never carries them.
 */
export * from './password';
export * from './profile';
