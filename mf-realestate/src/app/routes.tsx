import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';
import { Navigate } from '@patrimo/shared/router';

const property = () => import('../features/real-estate/components/PropertyScreens');
const propertyAdd = () => import('../features/real-estate/components/PropertyAddScreens');
const valuation = () => import('../features/real-estate/components/ValuationScreens');

const PropertyOverview = lazyScreen(property, 'PropertyOverview');
const PropertySettings = lazyScreen(property, 'PropertySettings');
const EstimatorDescription = lazyScreen(propertyAdd, 'EstimatorDescription');
const EstimatorCharacteristics = lazyScreen(propertyAdd, 'EstimatorCharacteristics');
const EstimatorCondition = lazyScreen(propertyAdd, 'EstimatorCondition');
const EstimatorConfirmation = lazyScreen(propertyAdd, 'EstimatorConfirmation');
const EstimatorLoans = lazyScreen(propertyAdd, 'EstimatorLoans');
const ManualDescription = lazyScreen(propertyAdd, 'ManualDescription');
const ManualConfirmation = lazyScreen(propertyAdd, 'ManualConfirmation');
const EvaluateScreen = lazyScreen(valuation, 'EvaluateScreen');
const EvaluateManualScreen = lazyScreen(valuation, 'EvaluateManualScreen');

/**
 * Exposed as `mf_realestate/routes`: the host mounts these at the paths of its route table (the add
 * flows twice: under `/app/accounts/add` in the lobby and `/app/accounts/new` in the app).
 */
export const mounts = defineMounts({
  propertyContract: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', element: <PropertyOverview /> },
        { path: 'settings', element: <PropertySettings /> },
      ],
    },
  ],
  propertyEstimator: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="description" replace /> },
        { path: 'description', element: <EstimatorDescription /> },
        { path: 'characteristics', element: <EstimatorCharacteristics /> },
        { path: 'condition', element: <EstimatorCondition /> },
        { path: 'confirmation', element: <EstimatorConfirmation /> },
        { path: 'loans', element: <EstimatorLoans /> },
      ],
    },
  ],
  propertyManual: [
    {
      element: <ScreenSuspense />,
      children: [
        { index: true, element: <Navigate to="description" replace /> },
        { path: 'description', element: <ManualDescription /> },
        { path: 'confirmation', element: <ManualConfirmation /> },
      ],
    },
  ],
  evaluate: [{ element: <ScreenSuspense />, children: [{ index: true, element: <EvaluateScreen /> }] }],
  evaluateManual: [{ element: <ScreenSuspense />, children: [{ index: true, element: <EvaluateManualScreen /> }] }],
});
