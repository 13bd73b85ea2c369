import { formatCurrency, insightKindSchema, type BookInsights } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Amount, LoadState, usePageTitle, usePrivateMode } from '@patrimo/shared/react';
import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { insightKindHeading, insightSentence } from '../../../lib/insight-text';
import { useBookInsights } from '../api/get-book-insights';
import { customerLinkMessage, examinedMessage, insightsMessages as m, kindCountMessage } from '../messages';

const euros = (value: number) => formatCurrency(value, { concise: true });

function CustomerInsights({ customer }: { customer: BookInsights['customers'][number] }) {
  const intl = useIntl();
  const [masked] = usePrivateMode('advisory');
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-insight-customer={customer.customerId}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h5">
            {name}
          </Title>
          {customer.wealthAmount !== null && <Amount value={customer.wealthAmount} format={euros} area="advisory" size="sm" c="dimmed" />}
        </Group>
        <List size="sm" spacing={4}>
          {customer.insights.map((insight, index) => (
            <List.Item key={`${insight.kind}-${insight.portfolioId ?? index}`} data-insight={insight.kind}>
              {insightSentence(intl, insight, { masked })}
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={`/advisory/customers/${customer.customerId}/insights`} size="sm">
          {intl.formatMessage(customerLinkMessage, { name })}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** /advisory/insights: across the book, how many customers each kind of point concerns, then the customers and their points. */
export function InsightsScreen() {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.title));
  const load = loadStateOf(useBookInsights());
  return (
    <Stack gap="lg" data-book-insights>
      <Title order={1}>{t(m.title)}</Title>
      <Text>{t(m.intro)}</Text>
      {load.state !== 'ready' ? (
        <LoadState load={load} loadingLabel={m.loading} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-insights-examined>
            {t(examinedMessage, { count: load.data.examined })}
          </Text>
          <section aria-labelledby="insights-by-kind">
            <Title order={2} size="h4" id="insights-by-kind" mb="sm">
              {t(m.byKind)}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {insightKindSchema.options.map((kind) => (
                <Card key={kind} withBorder radius="md" padding="sm" component="li" data-insight-count={kind}>
                  <Text size="sm">{t(insightKindHeading(kind))}</Text>
                  <Text fw={700}>{t(kindCountMessage, { count: load.data.counts.find((entry) => entry.kind === kind)?.customers ?? 0 })}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
          <section aria-labelledby="insights-customers">
            <Title order={2} size="h4" id="insights-customers" mb="sm">
              {t(m.customers)}
            </Title>
            {load.data.customers.length === 0 ? (
              <Text data-insights-empty>{t(m.nothing)}</Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {load.data.customers.map((customer) => (
                  <CustomerInsights key={customer.customerId} customer={customer} />
                ))}
              </Stack>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
