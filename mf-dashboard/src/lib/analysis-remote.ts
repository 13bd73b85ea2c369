import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMounts } from '@patrimo/shared/react';
import { createRemoteLoader, RemoteLoadError } from '@patrimo/shared/remote-kit';

type AnalysisRoutesModule = typeof import('mf_analysis/routes');

const ANALYSIS = 'mf_analysis';

// Inside an advisor's customer view, SaverApp runs in mf-advisory's page without the host's route table: the
// contract's analysis comes from mf-analysis through this app's own federation instance, found in the same
// `/remotes.json` as the host's, with the host's timeout.
const remotes = createRemoteLoader({ registerRemotes, loadRemote });

/** mf-analysis's route mounts, loaded on first use; `retry` fetches its manifest anew after a failure. */
export async function loadAnalysisMounts({ retry = false } = {}): Promise<RemoteMounts> {
  const module = await remotes.load<AnalysisRoutesModule>(ANALYSIS, 'routes', { retry });
  if (typeof module.mounts !== 'object' || module.mounts === null) throw new RemoteLoadError(ANALYSIS, 'routes', 'empty');
  return module.mounts;
}
