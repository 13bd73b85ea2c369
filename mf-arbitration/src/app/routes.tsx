import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from '@patrimo/shared/router';

const screens = () => import('../features/arbitration/components/ArbitrationScreens');

const ArbitrationStart = lazyScreen(screens, 'ArbitrationStart');
const ArbitrationMarket = lazyScreen(screens, 'ArbitrationMarket');
const ArbitrationOptimize = lazyScreen(screens, 'ArbitrationOptimize');

/** Exposed as `mf_arbitration/routes`: the host mounts these at the paths of its route table. */
export const mounts = defineMounts({
  arbitration: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="start" replace /> },
        { path: 'start', element: <ArbitrationStart /> },
        { path: 'market', element: <ArbitrationMarket /> },
        { path: 'optimize', element: <ArbitrationOptimize /> },
      ],
    },
  ],
});
