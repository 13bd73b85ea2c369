import { saveFile } from '@patrimo/shared/client';
import { formatCurrency, formatDate, optimisationStrategyLabels, type Portfolio } from '@patrimo/shared';
import { Amount } from '@patrimo/shared/react';
import { loadErrorMessage, useArbitrationPlan, useDeleteArbitrationPlan } from '@patrimo/shared/query';
import { Alert, Button, Card, Group, List, Text } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useDownloadArbitrationPlan } from '../api/download-arbitration-plan';
import { arbitrationPlanMessages as m, planMoreMessage, planSavedOnMessage } from '../messages';
import { Section, useContractBase } from './ContractFrame';

/** Movements shown on the card; the rest is in the plan and its PDF. */
const SHOWN_MOVEMENTS = 4;
const euros = (value: number) => formatCurrency(value, { concise: true });

/**
 * The arbitration plan saved on the contract (issue 13): its date and strategy, whether the contract changed
 * since, its first movements, and the ways to open it again, download its PDF or delete it (the saver's own).
 * Nothing when the contract has no plan.
 */
export function ArbitrationPlanCard({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { embedded, area } = useSaverFrame();
  const base = useContractBase(portfolio);
  const plan = useArbitrationPlan(portfolio.id).data?.plan ?? null;
  const remove = useDeleteArbitrationPlan(portfolio.id);
  const download = useDownloadArbitrationPlan(portfolio.id);
  if (!plan) return null;
  const movements = plan.result.movements.lines.filter((line) => line.amount > 0);
  return (
    <Card withBorder radius="md" padding="lg" data-arbitration-plan={plan.savedAt}>
      <Section title={t(m.title)}>
        <Text size="sm" c="dimmed">
          {t(planSavedOnMessage, { date: formatDate(plan.savedAt, 'long'), strategy: optimisationStrategyLabels[plan.choice.strategy] })}
        </Text>
        {plan.stale && (
          <Alert color="yellow" variant="light" data-plan-stale>
            {t(m.stale)}
          </Alert>
        )}
        {movements.length === 0 ? (
          <Text size="sm">{t(m.noMovement)}</Text>
        ) : (
          <List size="sm" spacing={2} data-plan-movements>
            {movements.slice(0, SHOWN_MOVEMENTS).map((line) => (
              <List.Item key={`${line.kind}${line.isin ?? 'euro'}`}>
                {t(line.kind === 'sell' ? m.sell : m.buy)} <Amount value={line.amount} format={euros} area={area} fw={600} /> — {line.name}
              </List.Item>
            ))}
            {movements.length > SHOWN_MOVEMENTS && <List.Item>{t(planMoreMessage, { count: movements.length - SHOWN_MOVEMENTS })}</List.Item>}
          </List>
        )}
        <Text size="xs" c="dimmed">
          {t(m.nothingSent)}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={`${base}/arbitration/optimize?plan=1`} size="sm" data-plan-open>
            {t(m.open)}
          </Button>
          <Button
            size="sm"
            variant="default"
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onSuccess: (file) => saveFile(file.blob, file.fileName) })}
            data-plan-pdf
          >
            {t(m.pdf)}
          </Button>
          {!embedded && (
            <Button size="sm" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-plan-delete>
              {t(m.remove)}
            </Button>
          )}
        </Group>
        {(remove.isError || download.isError) && (
          <Alert color="red" variant="light" role="alert">
            {loadErrorMessage(remove.error ?? download.error)}
          </Alert>
        )}
      </Section>
    </Card>
  );
}
