import { Alert, Button, Group, Loader, Stack, Text } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import type { SubjectProfileLoad } from '../hooks/use-subject-profile';
import { userMessages as m } from '../messages';

export interface ProfileLoadStateProps {
  /** A load that is not ready yet. */
  load: Exclude<SubjectProfileLoad, { state: 'ready' }>;
  retry: () => void;
}

/** The profile while it loads, or why it did not, with a way to try again. */
export function ProfileLoadState({ load, retry }: ProfileLoadStateProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (load.state === 'loading') {
    return (
      <Group gap="sm" py="lg" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t(m.loadingProfile)}
        </Text>
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" title={t(m.loadFailed)} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{load.message}</Text>
        <Button size="xs" variant="light" onClick={retry}>
          {t(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}
