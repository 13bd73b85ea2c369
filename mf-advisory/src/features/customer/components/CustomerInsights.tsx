import { formatDate } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { LoadState, usePrivateMode } from '@patrimo/shared/react';
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { insightContractName, insightContractPath, insightKindLabel, insightSentence } from '../../../lib/insight-text';
import { noAccessReason } from '../access';
import { useCustomerInsights } from '../api/get-customer-insights';
import { useCustomerContext } from '../hooks/use-customer-context';
import { customerMessages as m } from '../messages';

/**
 * `customers/:customerId/insights`: what stands out for the customer (contracts out of profile, idle liquidities,
 * fees above average, analyses not done), each as a sentence with its figure and threshold, leading to the
 * contract it names in the customer's view.
 */
export function CustomerInsights() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const [masked] = usePrivateMode('advisory');
  const { customer, readable, withdrawnLive } = useCustomerContext();
  const insights = useCustomerInsights(customer.id, readable);
  const load = loadStateOf(insights);

  let content;
  if (!readable) {
    content = (
      <Alert color="gray" variant="light" title={t(m.noAccessTitle)} data-no-access={customer.access}>
        {t(noAccessReason(customer.access, withdrawnLive), { date: formatDate(customer.accessWithdrawnAt ?? new Date().toISOString(), 'long') })}
      </Alert>
    );
  } else if (load.state !== 'ready') {
    content = <LoadState load={load} loadingLabel={m.loadingInsights} />;
  } else if (load.data.insights.length === 0) {
    content = <Text c="dimmed">{t(m.insightsNone)}</Text>;
  } else {
    content = (
      <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {load.data.insights.map((insight, index) => {
          const path = insightContractPath(insight);
          return (
            <Stack key={`${insight.kind}-${insight.portfolioId ?? index}`} component="li" gap={4} data-insight={insight.kind}>
              <Group gap="xs">
                <Badge variant="light" color="orange">
                  {t(insightKindLabel(insight.kind))}
                </Badge>
              </Group>
              <Text size="sm">{insightSentence(intl, insight, { masked })}</Text>
              {path !== null && (
                <Anchor component={Link} to={`../${path}`} size="sm">
                  {t(m.openContract, { name: insightContractName(intl, insight) })}
                </Anchor>
              )}
            </Stack>
          );
        })}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} maw={880} data-customer-insights>
      <Title order={2} size="h3" id={titleId}>
        {t(m.insightsTitle)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(m.insightsIntro)}
      </Text>
      {content}
    </Card>
  );
}
