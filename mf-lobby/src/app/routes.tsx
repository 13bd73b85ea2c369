import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from '@patrimo/shared/router';
import { publicMounts } from './public-routes';

// One chunk per page (React.lazy): a visitor downloads only the page in front of them, never the lobby's other forms.
const DeleteProfileScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-delete-profile" */ '../features/profile-deletion/components/DeleteProfileScreen'), 'DeleteProfileScreen');
const LoginScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-login" */ '../features/auth/components/LoginScreen'), 'LoginScreen');
const AdvisoryLoginScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-advisory-login" */ '../features/auth/components/AdvisoryLoginScreen'), 'AdvisoryLoginScreen');
const RegisterScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-register" */ '../features/auth/components/RegisterScreen'), 'RegisterScreen');
const PasswordResetScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-password-reset" */ '../features/auth/components/PasswordResetScreen'), 'PasswordResetScreen');
const AccountsAddScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-accounts-add" */ '../features/bank-connection/components/AccountsAddScreen'), 'AccountsAddScreen');
const AccountsNewScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-accounts-new" */ '../features/bank-connection/components/AccountsNewScreen'), 'AccountsNewScreen');
const BankLoginScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-bank-login" */ '../features/bank-connection/components/BankLoginScreen'), 'BankLoginScreen');
const AccountsLoadScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-accounts-load" */ '../features/bank-connection/components/AccountsLoadScreen'), 'AccountsLoadScreen');
const AccountsRiskScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-accounts-risk" */ '../features/bank-connection/components/AccountsRiskScreen'), 'AccountsRiskScreen');
const ProfileRiskStep = lazyScreen(() => import(/* webpackChunkName: "lobby-profile-risk" */ '../features/onboarding/components/ProfileRiskStep'), 'ProfileRiskStep');
const ProfileInfosStep = lazyScreen(() => import(/* webpackChunkName: "lobby-profile-infos" */ '../features/onboarding/components/ProfileInfosStep'), 'ProfileInfosStep');
const ProfileResultStep = lazyScreen(() => import(/* webpackChunkName: "lobby-profile-result" */ '../features/onboarding/components/ProfileResultStep'), 'ProfileResultStep');
const ConfirmationScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-confirmation" */ '../features/onboarding/components/ConfirmationScreen'), 'ConfirmationScreen');

/**
 * Exposed as `mf_lobby/routes`: the host mounts these at the paths of its route table
 * (`host/src/app/route-table.ts`); each mount's routes are relative to its path.
 */
export const mounts = defineMounts({
  // Public and marketing pages (the pages the server sends as HTML), then the deletion link's page
  ...publicMounts,
  deleteProfile: [{ element: <ScreenSuspense />, children: [{ index: true, element: <DeleteProfileScreen /> }] }],

  // Lobby, anonymous visitors
  login: [{ element: <ScreenSuspense />, children: [{ index: true, element: <LoginScreen /> }] }],
  register: [{ element: <ScreenSuspense />, children: [{ index: true, element: <RegisterScreen /> }] }],
  passwordReset: [{ element: <ScreenSuspense />, children: [{ index: true, element: <PasswordResetScreen /> }] }],
  advisoryLogin: [{ element: <ScreenSuspense />, children: [{ index: true, element: <AdvisoryLoginScreen /> }] }],

  // Lobby, signed-in saver: onboarding and the bank-connection flow
  accountsAdd: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <AccountsAddScreen /> },
        { path: ':bankId', element: <BankLoginScreen base="/app/accounts/add" /> },
      ],
    },
  ],
  accountsLoad: [{ element: <ScreenSuspense />, children: [{ index: true, element: <AccountsLoadScreen /> }] }],
  onboardingProfile: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="risk" replace /> },
        { path: 'risk', element: <ProfileRiskStep /> },
        { path: 'infos', element: <ProfileInfosStep /> },
        { path: 'result', element: <ProfileResultStep /> },
      ],
    },
  ],
  accountsRisk: [{ element: <ScreenSuspense />, children: [{ index: true, element: <AccountsRiskScreen /> }] }],
  confirmation: [{ element: <ScreenSuspense />, children: [{ index: true, element: <ConfirmationScreen /> }] }],

  // App layout, signed-in saver
  accountsNew: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <AccountsNewScreen /> },
        { path: ':bankId', element: <BankLoginScreen base="/app/accounts/new" /> },
      ],
    },
  ],
});
