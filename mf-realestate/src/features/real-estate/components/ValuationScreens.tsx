import { Navigate } from '@patrimo/shared/router';

/**
 * `accounts/…/evaluate`: valuing a property is the estimator flow (description, characteristics, state,
 * confirmation with the estimate), so the entry leads there, in the same frame (lobby or app).
 */
export function EvaluateScreen() {
  return <Navigate to="../real-estate" relative="path" replace />;
}

/** `accounts/…/evaluate-man`: a value the saver states is the manual flow. */
export function EvaluateManualScreen() {
  return <Navigate to="../real-estate-man" relative="path" replace />;
}
