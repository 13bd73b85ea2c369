import { assetClassLabels, formatPercent, type AssetClass } from '@patrimo/shared';
import { Box, Group, Stack, Text } from '@patrimo/shared/ui';
import { DonutChart } from '@patrimo/shared/ui/charts';
import { useIntl } from 'react-intl';
import '../chart-styles';
import { allocationSlices, OTHERS_KEY, type AllocationLineLike, type SplitBy } from '../chart-data';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { splitByClassWords, splitByFundWords, splitSummaryMessage } from '../messages';

const OTHERS_LABEL = 'Autres fonds';

export interface SplitChartProps {
  lines: readonly AllocationLineLike[];
  by: SplitBy;
  /** Marks the chart for tests (`data-split`). */
  name: string;
}

/** An allocation as a donut by fund or by asset class, its one-sentence summary, and its legend with shares. */
export function SplitChart({ lines, by, name }: SplitChartProps) {
  const intl = useIntl();
  const { euros } = useArbitrationFrame();
  const labelOf = (key: string, label: string) =>
    key === OTHERS_KEY ? OTHERS_LABEL : by === 'assetClass' ? (assetClassLabels[key as AssetClass] ?? label) : label;
  const slices = allocationSlices(lines, by).map((slice) => ({ ...slice, label: labelOf(slice.key, slice.label) }));
  // Shares, not amounts, carry the summary: a start's amounts are what the shares would be worth today.
  const summary = intl.formatMessage(splitSummaryMessage, {
    by: intl.formatMessage(by === 'fund' ? splitByFundWords : splitByClassWords),
    parts: intl.formatList(slices.map((slice) => `${slice.label} ${formatPercent(slice.share)}`), { type: 'conjunction' }),
  });
  return (
    <Group align="center" gap="lg" wrap="wrap" data-split={name}>
      <DonutChart
        summary={summary}
        data={slices.map((slice) => ({ name: slice.label, value: Math.round(slice.share * 10_000) / 100, color: slice.color }))}
        valueFormatter={(value) => `${intl.formatNumber(value)} %`}
        tooltipDataSource="segment"
        size={140}
        thickness={20}
      />
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, flex: '1 1 12rem' }}>
        {slices.map((slice) => (
          <Group key={slice.key} component="li" gap="sm" wrap="nowrap" justify="space-between" data-split-item={slice.key}>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Box w={12} h={12} bg={slice.color} style={{ borderRadius: 3, flexShrink: 0 }} aria-hidden />
              <Text size="sm" truncate="end">
                {slice.label}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {slice.amount > 0 && (
                <Text size="sm" c="dimmed">
                  {euros(slice.amount)}
                </Text>
              )}
              <Text size="sm" fw={600} w={56} ta="right">
                {formatPercent(slice.share)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
