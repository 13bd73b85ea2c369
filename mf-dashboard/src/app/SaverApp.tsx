import type { PrivateArea } from '@patrimo/shared/react';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useRoutes } from 'react-router-dom';
import { SaverFrameProvider } from '../lib/saver-frame';
import { EmbeddedAnalysis } from './EmbeddedAnalysis';
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
 * Exposed as `mf_dashboard/SaverApp`: the saver's own screens (wealth, loans, contracts and their analysis, account) for
 * an advisor looking at a customer. Render it from a splat route (`view/*`) inside a `SubjectProvider`
 * naming the customer; the screens read whose data to show from there.
 */
export function SaverApp({ area = 'advisory' }: SaverAppProps) {
  const base = useBasePath();
  const frame = useMemo(() => ({ base, area, embedded: true }), [base, area]);
  const home = <Navigate to={`${base}/dashboard`} replace />;
  const routes = useRoutes([
    { index: true, element: home },
    { path: 'dashboard', children: mounts.dashboard },
    { path: 'dashboard-loans', children: mounts.dashboardLoans },
    { path: 'contract/:contractId', children: mounts.contract },
    // The contract's analysis, from mf-analysis (the host mounts it for the saver; here it is loaded by this app).
    { path: 'contract/:contractId/analyse/*', element: <EmbeddedAnalysis mount="analysis" /> },
    { path: 'contract/:contractId/reco', element: <EmbeddedAnalysis mount="reco" /> },
    { path: 'user', children: mounts.user },
    { path: '*', element: home },
  ]);
  return <SaverFrameProvider frame={frame}>{routes}</SaverFrameProvider>;
}
