import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';

// One chunk per page (React.lazy): a visitor downloads the page they open, not the whole site.
const LandingPage = lazyScreen(() => import(/* webpackChunkName: "lobby-landing" */ '../features/landing/components/LandingPage'), 'LandingPage');
const FeaturesPage = lazyScreen(() => import(/* webpackChunkName: "lobby-features" */ '../features/capabilities/components/FeaturesPage'), 'FeaturesPage');
const CommitmentsPage = lazyScreen(() => import(/* webpackChunkName: "lobby-commitments" */ '../features/commitments/components/CommitmentsPage'), 'CommitmentsPage');
const ForAdvisorsPage = lazyScreen(() => import(/* webpackChunkName: "lobby-for-advisors" */ '../features/professionals/components/ForAdvisorsPage'), 'ForAdvisorsPage');
const AdvisorPage = lazyScreen(() => import(/* webpackChunkName: "lobby-advisor" */ '../features/professionals/components/AdvisorPage'), 'AdvisorPage');
const CustomersPage = lazyScreen(() => import(/* webpackChunkName: "lobby-customers" */ '../features/professionals/components/CustomersPage'), 'CustomersPage');
const CguPage = lazyScreen(() => import(/* webpackChunkName: "lobby-cgu" */ '../features/legal/components/CguPage'), 'CguPage');
const LegalNoticePage = lazyScreen(() => import(/* webpackChunkName: "lobby-legal-notice" */ '../features/legal/components/LegalNoticePage'), 'LegalNoticePage');
const PublicContractScreen = lazyScreen(() => import(/* webpackChunkName: "lobby-public-contract" */ '../features/public-contract/components/PublicContractScreen'), 'PublicContractScreen');

/**
 * The public pages the server sends as HTML (pre-rendered at build time, or a contract card rendered when asked):
 * part of `mf_lobby/routes` for the application, and imported alone by the public pages' own entry
 * (host/src/public), which renders nothing else.
 */
export const publicMounts = defineMounts({
  landing: [{ element: <ScreenSuspense />, children: [{ index: true, element: <LandingPage /> }] }],
  features: [{ element: <ScreenSuspense />, children: [{ index: true, element: <FeaturesPage /> }] }],
  commitments: [{ element: <ScreenSuspense />, children: [{ index: true, element: <CommitmentsPage /> }] }],
  forAdvisors: [{ element: <ScreenSuspense />, children: [{ index: true, element: <ForAdvisorsPage /> }] }],
  advisor: [{ element: <ScreenSuspense />, children: [{ index: true, element: <AdvisorPage /> }] }],
  customers: [{ element: <ScreenSuspense />, children: [{ index: true, element: <CustomersPage /> }] }],
  cgu: [{ element: <ScreenSuspense />, children: [{ index: true, element: <CguPage /> }] }],
  legalNotice: [{ element: <ScreenSuspense />, children: [{ index: true, element: <LegalNoticePage /> }] }],
  publicContract: [{ element: <ScreenSuspense />, children: [{ index: true, element: <PublicContractScreen /> }] }],
});
