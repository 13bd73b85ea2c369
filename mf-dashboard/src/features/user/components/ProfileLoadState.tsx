import type { LoadState as QueryLoadState } from '@patrimo/shared/query';
import { LoadState } from '@patrimo/shared/react';
import { userMessages as m } from '../messages';

export interface ProfileLoadStateProps {
  /** The profile's query when it is not ready yet. */
  load: Exclude<QueryLoadState<unknown>, { state: 'ready' }>;
}

/** The profile while it loads, or why it did not, with a way to try again. */
export function ProfileLoadState({ load }: ProfileLoadStateProps) {
  return <LoadState load={load} loadingLabel={m.loadingProfile} failedTitle={m.loadFailed} />;
}
