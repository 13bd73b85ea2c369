import { Button, Card, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { wealthMessages as m } from '../messages';

/** No contract yet: an invitation to connect an institution (an advisor's view only says so). */
export function EmptyWealth() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { base, embedded } = useSaverFrame();
  return (
    <Card withBorder radius="md" padding="xl" data-wealth-empty>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t(m.emptyTitle)}
        </Title>
        <Text c="dimmed">{t(embedded ? m.emptyTextCustomer : m.emptyText)}</Text>
        {!embedded && (
          <Button component={Link} to={`${base}/accounts/new`}>
            {t(m.linkAddAccount)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
