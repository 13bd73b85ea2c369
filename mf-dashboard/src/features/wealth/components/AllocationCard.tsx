import { formatCurrency, formatPercent, type CompositionItem } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Amount, LoadState } from '@patrimo/shared/react';
import { Box, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { DonutChart, splitSummary } from '@patrimo/shared/ui/charts';
import { useId, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import '../../../lib/chart-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useComposition } from '../api/get-composition';
import { allocationSlices, OTHERS_KEY } from '../chart-data';
import { useChartFormatters } from '../hooks/use-chart-formatters';
import { wealthMessages as m } from '../messages';
import { ALLOCATION_CARD_HEIGHT } from './card-heights';

const formatEuro = (value: number) => formatCurrency(value, { concise: true });

export interface AllocationCardProps {
  /** What the wealth is split by: the kind of contract, or the institution. */
  type: 'kind' | 'bank';
  title: MessageDescriptor;
  /** The French name of a slice (a kind label; a bank's name comes with the item). */
  labelOf: (item: CompositionItem) => string;
}

/** A split of the wealth (GET …/portfolios/composition) as a donut and its legend with amounts and shares. */
export function AllocationCard({ type, title, labelOf }: AllocationCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const { area } = useSaverFrame();
  const format = useChartFormatters();
  const composition = useComposition(type);
  const load = loadStateOf(composition);

  const slices = useMemo(() => {
    if (composition.data === undefined) return [];
    const labels = new Map(composition.data.items.map((item) => [item.key, labelOf(item)]));
    return allocationSlices(composition.data.items).map((slice) => ({
      ...slice,
      name: slice.key === OTHERS_KEY ? t(m.allocationOthers) : (labels.get(slice.key) ?? slice.key),
    }));
  }, [composition.data, labelOf, t]);

  let content;
  if (load.state !== 'ready') content = <LoadState load={load} loadingLabel={m.loadingAllocation} />;
  else if (slices.length === 0) content = <Text c="dimmed">{t(m.allocationEmpty)}</Text>;
  else {
    content = (
      <Stack align="center" gap="lg">
        <DonutChart
          summary={splitSummary(intl, slices.map((slice) => ({ name: slice.name, value: slice.amount })), format.value, formatPercent)}
          data={slices.map((slice) => ({ name: slice.name, value: slice.amount, color: slice.color }))}
          valueFormatter={format.value}
          tooltipDataSource="segment"
          size={180}
          thickness={26}
          chartLabel={format.value(load.data.total)}
          data-allocation-chart={type}
        />
        <Stack gap={6} component="ul" w="100%" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slices.map((slice) => (
            <Group key={slice.key} component="li" gap="sm" wrap="nowrap" justify="space-between" data-allocation-item>
              <Group gap="xs" wrap="nowrap">
                <Box w={12} h={12} bg={slice.color} style={{ borderRadius: 3, flexShrink: 0 }} aria-hidden />
                <Text size="sm">{slice.name}</Text>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <Amount value={slice.amount} format={formatEuro} area={area} size="sm" fw={600} />
                <Text size="sm" c="dimmed" w={64} ta="right">
                  {formatPercent(slice.share)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-allocation={type} mih={ALLOCATION_CARD_HEIGHT}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t(title)}
      </Title>
      {content}
    </Card>
  );
}
