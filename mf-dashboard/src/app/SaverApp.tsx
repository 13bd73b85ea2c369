import { useFeatures, type PrivateArea } from '@patrimo/shared/react';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useRoutes } from '@patrimo/shared/router';
import { SaverFrameProvider } from '../lib/saver-frame';
import { EmbeddedRemote } from './EmbeddedRemote';
import { mounts } from './routes';

export interface SaverAppProps {
  /** Private mode whose toggle masks the amounts: the advisor's own by default. @default 'advisory' */
  area?: PrivateArea;
}

/**
 * The path the route rendering `SaverApp` matched, without its splat: `/advisory/customers/42/view`
 * for `/advisory/customers/42/view/contract/7/overview`. Segments are counted rather than characters
 * because the splat param is decoded while the location is not.
 */
function useBasePath(): string {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  const depth = rest.split('/').filter(Boolean).length;
  return `/${segments.slice(0, segments.length - depth).join('/')}`;
}

/**
 * Exposed as `mf_dashboard/SaverApp`: the saver's own screens (wealth, loans, contracts with their analysis and arbitration, account) for
 * an advisor looking at a customer. Render it from a splat route (`view/*`) inside a `SubjectProvider`
 * naming the customer; the screens read whose data to show from there.
 */
export function SaverApp({ area = 'advisory' }: SaverAppProps) {
  const base = useBasePath();
  const frame = useMemo(() => ({ base, area, embedded: true }), [base, area]);
  const home = <Navigate to={`${base}/dashboard`} replace />;
  const { realEstate } = useFeatures();
  const routes = useRoutes([
    { index: true, element: home },
    { path: 'dashboard', children: mounts.dashboard },
    { path: 'dashboard-loans', children: mounts.dashboardLoans },
    { path: 'contract/:contractId', children: mounts.contract },
    // The contract's analysis and arbitration, from their remotes (the host mounts them for the saver; here they are
    // loaded by this app).
    { path: 'contract/:contractId/analyse/*', element: <EmbeddedRemote remote="mf_analysis" mount="analysis" /> },
    { path: 'contract/:contractId/reco', element: <EmbeddedRemote remote="mf_analysis" mount="reco" /> },
    { path: 'contract/:contractId/arbitration/*', element: <EmbeddedRemote remote="mf_arbitration" mount="arbitration" /> },
    // A property's pages (spec §6: the advisor reads the customer's real estate; the pages offer no edit under a
    // customer's subject), only where the brand has real estate.
    ...(realEstate ? [{ path: 'contract-realestate/:contractId/*', element: <EmbeddedRemote remote="mf_realestate" mount="propertyContract" /> }] : []),
    { path: 'user', children: mounts.user },
    { path: '*', element: home },
  ]);
  return <SaverFrameProvider frame={frame}>{routes}</SaverFrameProvider>;
}
