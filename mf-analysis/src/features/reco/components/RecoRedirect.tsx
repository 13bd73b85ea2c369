import { Navigate, useParams } from 'react-router-dom';
import { ADVICE_POSITION, contractPath, positionPath } from '../../../lib/analysis-steps';

/** `contract/:contractId/reco` is a shortcut (from e-mails and notifications) to the first advice page. */
export function RecoRedirect() {
  const { contractId } = useParams();
  if (!contractId) return <Navigate to="/app/dashboard" replace />;
  return <Navigate to={contractPath(contractId, `analyse/${positionPath(ADVICE_POSITION)}`)} replace />;
}
