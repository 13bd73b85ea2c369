import type { LoadState } from '@patrimo/shared/query';
import { Alert, Button, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { loadMessages as m } from '../lib/messages';

export interface LoadBlockProps {
  /** A query that is not ready yet (`loadStateOf(query)`): loading, or failed with its French message and retry. */
  load: Exclude<LoadState<unknown>, { state: 'ready' }>;
  /** What is loading, read aloud and shown next to the spinner. @default « Chargement… » */
  loadingLabel?: MessageDescriptor;
}

/** A block's data while it loads, or why it did not, in French with « Réessayer ». */
export function LoadBlock({ load, loadingLabel = m.loading }: LoadBlockProps) {
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
    <Alert color="red" variant="light" title={t(m.failedTitle)} role="alert" data-load-failed>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{load.message}</Text>
        <Button size="xs" variant="light" onClick={load.retry}>
          {t(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}
