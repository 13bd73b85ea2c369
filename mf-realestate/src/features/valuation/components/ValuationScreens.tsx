import { PlaceholderScreen } from '@patrimo/shared/react';
import { valuationMessages as m } from '../messages';

/** The estimator's valuation of a property (`accounts/…/evaluate`). */
export function EvaluateScreen() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.evaluateTitle,
        description: m.evaluateDescription,
        upcoming: [m.evaluateRange, m.evaluatePrice, m.evaluateHistory, m.evaluateNeighbourhood],
      }}
    />
  );
}

/** A value the saver states without the estimator (`accounts/…/evaluate-man`). */
export function EvaluateManualScreen() {
  return (
    <PlaceholderScreen
      copy={{
        title: m.manualTitle,
        description: m.manualDescription,
        upcoming: [m.manualValue, m.manualPurchase, m.manualRent],
      }}
    />
  );
}
