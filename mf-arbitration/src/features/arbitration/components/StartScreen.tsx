import { assetClassLabels, formatPercent, startAllocationLabels, type ArbitrationStart, type EstimatedFigures } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { HowComputed } from '@patrimo/shared/ui/extra';
import { SegmentedControl } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from '@patrimo/shared/router';
import { useArbitrationStarts } from '../api/get-arbitration-starts';
import { basketFromStart } from '../basket';
import { useBasket } from '../basket-state';
import type { SplitBy } from '../chart-data';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { arbitrationMessages as m, unfilledNoteMessage, chooseStartLabel, rangeMessage, startLinesLabel } from '../messages';
import { ArbitrationPage, Failed, Loading } from './ArbitrationPage';
import { SplitChart } from './SplitChart';

const LEADS = { recommended: m.startRecommendedLead, current: m.startCurrentLead, blank: m.startBlankLead } as const;
const UNAVAILABLE = { profileRequired: m.startUnavailableProfile, noHoldings: m.startUnavailableNoHoldings, noFunds: m.startUnavailableNoFunds } as const;

/** The expected return (with its range) and volatility of a start, each with how it is computed. */
function StartFigures({ figures }: { figures: EstimatedFigures }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const range = t(rangeMessage, {
    low: formatPercent(figures.range.low, { signed: true }),
    high: formatPercent(figures.range.high, { signed: true }),
    confidence: formatPercent(figures.range.confidence),
  });
  return (
    <Stack gap={6}>
      <Group gap="xl" wrap="wrap">
        <Stack gap={0} data-start-figure="expectedReturn">
          <Text size="xs" c="dimmed">
            {t(m.expectedReturn)}
          </Text>
          <Text fw={700}>{formatPercent(figures.expectedReturn, { signed: true })}</Text>
          <Text size="xs" c="dimmed">
            {range}
          </Text>
        </Stack>
        <Stack gap={0} data-start-figure="volatility">
          <Text size="xs" c="dimmed">
            {t(m.volatility)}
          </Text>
          <Text fw={700}>{formatPercent(figures.volatility)}</Text>
        </Stack>
      </Group>
      <HowComputed
        figure={`${t(m.expectedReturn)}, ${t(m.volatility)}`}
        method={t(m.figuresMethod)}
        inputs={[{ label: t(m.expectedReturn), value: `${formatPercent(figures.expectedReturn, { signed: true })} (${range})` }]}
      />
    </Stack>
  );
}

function StartCard({ start, suggested, chosen, by }: { start: ArbitrationStart; suggested: boolean; chosen: boolean; by: SplitBy }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const navigate = useNavigate();
  const [, setBasket] = useBasket();
  const { arbitrationBase, embedded } = useArbitrationFrame();
  const label = startAllocationLabels[start.start];
  const weighted = start.lines.some((line) => (line.share ?? 0) > 0);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-start={start.start} data-start-available={start.available}>
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={titleId}>
              {label}
            </Title>
            {suggested && <Badge variant="light">{t(m.startSuggested)}</Badge>}
            {chosen && (
              <Badge variant="light" color="teal">
                {t(m.startChosen)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(LEADS[start.start])}
          </Text>
        </Stack>
        {!start.available ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" data-start-unavailable={start.unavailableReason ?? ''}>
              {t(start.unavailableReason ? UNAVAILABLE[start.unavailableReason] : m.startUnavailableNoFunds)}
            </Text>
            {start.unavailableReason === 'profileRequired' && !embedded && (
              <Button component={Link} to={`/app/profile/risk?redirect=${encodeURIComponent(`${arbitrationBase}/start`)}`} size="xs" variant="light">
                {t(m.completeProfile)}
              </Button>
            )}
          </Stack>
        ) : (
          <>
            {weighted ? (
              <SplitChart lines={start.lines} by={by} name={start.start} />
            ) : (
              <List size="sm" aria-label={t(startLinesLabel, { start: label })}>
                {start.lines.length === 0 ? <List.Item>{t(m.emptyLines)}</List.Item> : start.lines.map((line) => <List.Item key={line.isin ?? 'euro'}>{line.name}</List.Item>)}
              </List>
            )}
            {start.figures ? (
              <StartFigures figures={start.figures} />
            ) : (
              <Text size="sm" c="dimmed">
                {t(m.noFigures)}
              </Text>
            )}
            {start.unfilled.length > 0 && (
              <Text size="sm" c="dimmed" data-start-unfilled>
                {t(unfilledNoteMessage, { classes: intl.formatList(start.unfilled.map((item) => `${assetClassLabels[item.assetClass]} (${formatPercent(item.share)})`)) })}
              </Text>
            )}
            <Button
              mt="auto"
              aria-label={t(chooseStartLabel, { start: label })}
              data-choose-start={start.start}
              onClick={() => {
                setBasket(basketFromStart(start));
                navigate(`${arbitrationBase}/market`);
              }}
            >
              {t(m.chooseStart)}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** `start`: the three starting allocations, each as a chart with its figures; choosing one fills the basket. */
export function StartScreen() {
  const t = useIntl().formatMessage;
  const { contractId } = useArbitrationFrame();
  const starts = loadStateOf(useArbitrationStarts(contractId));
  const [basket] = useBasket();
  const [by, setBy] = useState<SplitBy>('fund');
  return (
    <ArbitrationPage step="start" title={t(m.startTitle)} description={t(m.startDescription)}>
      {starts.state === 'loading' ? (
        <Loading label={m.loadingStarts} />
      ) : starts.state === 'failed' ? (
        <Failed message={starts.message} retry={starts.retry} />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Text size="sm" id="arbitration-split-label">
              {t(m.splitLabel)}
            </Text>
            <SegmentedControl
              aria-labelledby="arbitration-split-label"
              value={by}
              onChange={(value) => setBy(value === 'assetClass' ? 'assetClass' : 'fund')}
              data={[
                { value: 'fund', label: t(m.splitByFund) },
                { value: 'assetClass', label: t(m.splitByAssetClass) },
              ]}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {starts.data.starts.map((start) => (
              <StartCard key={start.start} start={start} suggested={starts.data.suggested === start.start} chosen={basket.start === start.start && basket.lines.length > 0} by={by} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ArbitrationPage>
  );
}
