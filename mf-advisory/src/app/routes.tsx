import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from '@patrimo/shared/router';

const CustomerList = lazyScreen(() => import('../features/customers/components/CustomerList'), 'CustomerList');
const CustomerAdd = lazyScreen(() => import('../features/customers/components/CustomerAdd'), 'CustomerAdd');
const CustomerFrame = lazyScreen(() => import('../features/customer/components/CustomerFrame'), 'CustomerFrame');
const CustomerOverview = lazyScreen(() => import('../features/customer/components/CustomerOverview'), 'CustomerOverview');
const CustomerInsights = lazyScreen(() => import('../features/customer/components/CustomerInsights'), 'CustomerInsights');
const CustomerInteractions = lazyScreen(() => import('../features/customer/components/CustomerInteractions'), 'CustomerInteractions');
const CustomerSaverView = lazyScreen(() => import('../features/customer/components/CustomerSaverView'), 'CustomerSaverView');
const StatsScreen = lazyScreen(() => import('../features/stats/components/StatsScreen'), 'StatsScreen');
const InsightsScreen = lazyScreen(() => import('../features/insights/components/InsightsScreen'), 'InsightsScreen');
const ProfileScreen = lazyScreen(() => import('../features/profile/components/ProfileScreen'), 'ProfileScreen');

/** Exposed as `mf_advisory/routes`: the host mounts these at the paths of its route table. */
export const mounts = defineMounts({
  customers: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <CustomerList /> },
        { path: 'add', element: <CustomerAdd /> },
        {
          path: ':customerId',
          // The customer's header and tabs around each tab (features/customer).
          element: <CustomerFrame />,
          children: [
            { index: true, element: <Navigate to="overview" replace /> },
            { path: 'overview', element: <CustomerOverview /> },
            { path: 'insights', element: <CustomerInsights /> },
            { path: 'interactions', element: <CustomerInteractions /> },
            // The customer's saver app owns everything below `view`.
            { path: 'view/*', element: <CustomerSaverView /> },
          ],
        },
      ],
    },
  ],
  stats: [{ element: <ScreenSuspense />, children: [{ index: true, element: <StatsScreen /> }] }],
  insights: [{ element: <ScreenSuspense />, children: [{ index: true, element: <InsightsScreen /> }] }],
  profile: [{ element: <ScreenSuspense />, children: [{ index: true, element: <ProfileScreen /> }] }],
});
