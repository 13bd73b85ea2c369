import { LoadState } from '../../../components/LoadState';
import type { SubjectProfileLoad } from '../hooks/use-subject-profile';
import { userMessages as m } from '../messages';

export interface ProfileLoadStateProps {
  /** A load that is not ready yet. */
  load: Exclude<SubjectProfileLoad, { state: 'ready' }>;
  retry: () => void;
}

/** The profile while it loads, or why it did not, with a way to try again. */
export function ProfileLoadState({ load, retry }: ProfileLoadStateProps) {
  return <LoadState load={load} retry={retry} loadingLabel={m.loadingProfile} failedTitle={m.loadFailed} />;
}
