import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from 'react-router-dom';

const customers = () => import('../features/customers/components/CustomerScreens');

const CustomerList = lazyScreen(customers, 'CustomerList');
const CustomerAdd = lazyScreen(customers, 'CustomerAdd');
const CustomerOverview = lazyScreen(customers, 'CustomerOverview');
const CustomerInsights = lazyScreen(customers, 'CustomerInsights');
const CustomerInteractions = lazyScreen(customers, 'CustomerInteractions');
const CustomerSaverView = lazyScreen(() => import('../features/customers/components/CustomerSaverView'), 'CustomerSaverView');
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
