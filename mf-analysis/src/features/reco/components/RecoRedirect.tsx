import { Navigate } from '@patrimo/shared/router';
import { ADVICE_POSITION, positionPath } from '../../../lib/analysis-steps';

/**
 * `contract/:contractId/reco` is a shortcut (from e-mails and notifications) to the first advice page. The path is
 * relative to the address, so the shortcut also works inside an advisor's view of a customer.
 */
export function RecoRedirect() {
  return <Navigate to={`../analyse/${positionPath(ADVICE_POSITION)}`} relative="path" replace />;
}
