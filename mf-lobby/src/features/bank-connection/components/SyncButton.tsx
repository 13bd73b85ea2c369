import { Button, Card, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { bankConnectionMessages as m } from '../messages';

/**
 * Starts the synchronisation: goes to the load page with the state flag the host's guard requires
 * (spec §2: the accounts-load page is reachable only from the account-add form).
 */
export function SyncButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="lg" maw={880}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {intl.formatMessage(m.syncTitle)}
        </Title>
        <Text c="dimmed" size="sm">
          {intl.formatMessage(m.syncBody)}
        </Text>
        <Button onClick={() => navigate('/app/load', { state: { fromAccountAddForm: true } })}>
          {intl.formatMessage(m.syncButton)}
        </Button>
      </Stack>
    </Card>
  );
}
