import { defineMounts } from '@patrimo/shared/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from './PageLoading';

// One chunk per page (React.lazy): the landing page must stay within its weight budget, so a visitor
// downloads only the page in front of them, never the lobby forms or the legal texts.
const LandingPage = lazy(() => import(/* webpackChunkName: "lobby-landing" */ '../features/landing/components/LandingPage').then((m) => ({ default: m.LandingPage })));
const FeaturesPage = lazy(() => import(/* webpackChunkName: "lobby-features" */ '../features/capabilities/components/FeaturesPage').then((m) => ({ default: m.FeaturesPage })));
const CommitmentsPage = lazy(() => import(/* webpackChunkName: "lobby-commitments" */ '../features/commitments/components/CommitmentsPage').then((m) => ({ default: m.CommitmentsPage })));
const ForAdvisorsPage = lazy(() => import(/* webpackChunkName: "lobby-for-advisors" */ '../features/professionals/components/ForAdvisorsPage').then((m) => ({ default: m.ForAdvisorsPage })));
const AdvisorPage = lazy(() => import(/* webpackChunkName: "lobby-advisor" */ '../features/professionals/components/AdvisorPage').then((m) => ({ default: m.AdvisorPage })));
const CustomersPage = lazy(() => import(/* webpackChunkName: "lobby-customers" */ '../features/professionals/components/CustomersPage').then((m) => ({ default: m.CustomersPage })));
const CguPage = lazy(() => import(/* webpackChunkName: "lobby-cgu" */ '../features/legal/components/CguPage').then((m) => ({ default: m.CguPage })));
const LegalNoticePage = lazy(() => import(/* webpackChunkName: "lobby-legal-notice" */ '../features/legal/components/LegalNoticePage').then((m) => ({ default: m.LegalNoticePage })));
const PublicContractScreen = lazy(() => import(/* webpackChunkName: "lobby-public-contract" */ '../features/public-contract/components/PublicContractScreen').then((m) => ({ default: m.PublicContractScreen })));
const DeleteProfileScreen = lazy(() => import(/* webpackChunkName: "lobby-delete-profile" */ '../features/profile-deletion/components/DeleteProfileScreen').then((m) => ({ default: m.DeleteProfileScreen })));
const LoginScreen = lazy(() => import(/* webpackChunkName: "lobby-login" */ '../features/auth/components/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const AdvisoryLoginScreen = lazy(() => import(/* webpackChunkName: "lobby-advisory-login" */ '../features/auth/components/AdvisoryLoginScreen').then((m) => ({ default: m.AdvisoryLoginScreen })));
const RegisterScreen = lazy(() => import(/* webpackChunkName: "lobby-register" */ '../features/auth/components/RegisterScreen').then((m) => ({ default: m.RegisterScreen })));
const PasswordResetScreen = lazy(() => import(/* webpackChunkName: "lobby-password-reset" */ '../features/auth/components/PasswordResetScreen').then((m) => ({ default: m.PasswordResetScreen })));
const AccountsAddScreen = lazy(() => import(/* webpackChunkName: "lobby-accounts-add" */ '../features/bank-connection/components/AccountsAddScreen').then((m) => ({ default: m.AccountsAddScreen })));
const AccountsNewScreen = lazy(() => import(/* webpackChunkName: "lobby-accounts-new" */ '../features/bank-connection/components/AccountsNewScreen').then((m) => ({ default: m.AccountsNewScreen })));
const BankLoginScreen = lazy(() => import(/* webpackChunkName: "lobby-bank-login" */ '../features/bank-connection/components/BankLoginScreen').then((m) => ({ default: m.BankLoginScreen })));
const AccountsLoadScreen = lazy(() => import(/* webpackChunkName: "lobby-accounts-load" */ '../features/bank-connection/components/AccountsLoadScreen').then((m) => ({ default: m.AccountsLoadScreen })));
const AccountsRiskScreen = lazy(() => import(/* webpackChunkName: "lobby-accounts-risk" */ '../features/bank-connection/components/AccountsRiskScreen').then((m) => ({ default: m.AccountsRiskScreen })));
const ProfileRiskStep = lazy(() => import(/* webpackChunkName: "lobby-profile-risk" */ '../features/onboarding/components/ProfileRiskStep').then((m) => ({ default: m.ProfileRiskStep })));
const ProfileInfosStep = lazy(() => import(/* webpackChunkName: "lobby-profile-infos" */ '../features/onboarding/components/ProfileInfosStep').then((m) => ({ default: m.ProfileInfosStep })));
const ProfileResultStep = lazy(() => import(/* webpackChunkName: "lobby-profile-result" */ '../features/onboarding/components/ProfileResultStep').then((m) => ({ default: m.ProfileResultStep })));
const ConfirmationScreen = lazy(() => import(/* webpackChunkName: "lobby-confirmation" */ '../features/onboarding/components/ConfirmationScreen').then((m) => ({ default: m.ConfirmationScreen })));

/** A page behind its own Suspense boundary, so it also loads when the remote runs standalone. */
function page(element: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}

/**
 * Exposed as `mf_lobby/routes`: the host mounts these at the paths of its route table
 * (`host/src/app/route-table.ts`); each mount's routes are relative to its path.
 */
export const mounts = defineMounts({
  // Public and marketing pages
  landing: [{ index: true, element: page(<LandingPage />) }],
  features: [{ index: true, element: page(<FeaturesPage />) }],
  commitments: [{ index: true, element: page(<CommitmentsPage />) }],
  forAdvisors: [{ index: true, element: page(<ForAdvisorsPage />) }],
  advisor: [{ index: true, element: page(<AdvisorPage />) }],
  customers: [{ index: true, element: page(<CustomersPage />) }],
  cgu: [{ index: true, element: page(<CguPage />) }],
  legalNotice: [{ index: true, element: page(<LegalNoticePage />) }],
  publicContract: [{ index: true, element: page(<PublicContractScreen />) }],
  deleteProfile: [{ index: true, element: page(<DeleteProfileScreen />) }],

  // Lobby, anonymous visitors
  login: [{ index: true, element: page(<LoginScreen />) }],
  register: [{ index: true, element: page(<RegisterScreen />) }],
  passwordReset: [{ index: true, element: page(<PasswordResetScreen />) }],
  advisoryLogin: [{ index: true, element: page(<AdvisoryLoginScreen />) }],

  // Lobby, signed-in saver: onboarding and the bank-connection flow
  accountsAdd: [
    { index: true, element: page(<AccountsAddScreen />) },
    { path: ':bankId', element: page(<BankLoginScreen base="/app/accounts/add" />) },
  ],
  accountsLoad: [{ index: true, element: page(<AccountsLoadScreen />) }],
  onboardingProfile: [
    { index: true, element: <Navigate to="risk" replace /> },
    { path: 'risk', element: page(<ProfileRiskStep />) },
    { path: 'infos', element: page(<ProfileInfosStep />) },
    { path: 'result', element: page(<ProfileResultStep />) },
  ],
  accountsRisk: [{ index: true, element: page(<AccountsRiskScreen />) }],
  confirmation: [{ index: true, element: page(<ConfirmationScreen />) }],

  // App layout, signed-in saver
  accountsNew: [
    { index: true, element: page(<AccountsNewScreen />) },
    { path: ':bankId', element: page(<BankLoginScreen base="/app/accounts/new" />) },
  ],
});
