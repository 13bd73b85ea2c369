import { Alert, Button, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { LoadState as QueryLoadState } from '../query/load-state';
import { sharedMessages as m } from './messages';

export interface LoadStateProps {
  /** A query that is not ready yet (`loadStateOf(query)`): loading, or failed with its French message and retry. */
  load: Exclude<QueryLoadState<unknown>, { state: 'ready' }>;
  /** What is loading, read aloud and shown next to the spinner. @default « Chargement… » */
  loadingLabel?: MessageDescriptor;
  /** Title of the failure. @default « Ces données n’ont pas pu être chargées » */
  failedTitle?: MessageDescriptor;
}

/**
 * A block's data while it loads, or why it did not, in French with « Réessayer »: the one way every remote
 * shows a query that is not ready (`data-loading` / `data-load-failed` for the end-to-end suites).
 */
export function LoadState({ load, loadingLabel = m.loading, failedTitle = m.loadFailedTitle }: LoadStateProps) {
  const t = useIntl().formatMessage;
  if (load.state === 'loading') {
    return (
      <Group gap="sm" py="lg" role="status" aria-live="polite" data-loading>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t(loadingLabel)}
        </Text>
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" title={t(failedTitle)} role="alert" data-load-failed>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{load.message}</Text>
        <Button size="xs" variant="light" onClick={load.retry}>
          {t(m.loadRetry)}
        </Button>
      </Stack>
    </Alert>
  );
}
