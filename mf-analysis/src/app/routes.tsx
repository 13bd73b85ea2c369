import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from '@patrimo/shared/router';
import { RecoRedirect } from '../features/reco/components/RecoRedirect';
import { FIRST_POSITION, positionPath } from '../lib/analysis-steps';

const AnalysisScreen = lazyScreen(() => import('../features/analysis/components/AnalysisScreen'), 'AnalysisScreen');

/** Exposed as `mf_analysis/routes`: the host mounts these at the paths of its route table. */
export const mounts = defineMounts({
  analysis: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to={positionPath(FIRST_POSITION)} replace /> },
        // `:step` alone, an unknown step and a substep out of range are all settled by the screen.
        { path: ':step', element: <AnalysisScreen /> },
        { path: ':step/:substep', element: <AnalysisScreen /> },
        { path: '*', element: <Navigate to={`../${positionPath(FIRST_POSITION)}`} replace /> },
      ],
    },
  ],
  // A redirect only: nothing to load lazily.
  reco: [{ index: true, element: <RecoRedirect /> }],
});
