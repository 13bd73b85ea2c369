import { formatPercent } from '@patrimo/shared';
import { Box, Group, Stack, Text } from '@patrimo/shared/ui';
import { DonutChart, splitSummary } from '@patrimo/shared/ui/charts';
import { useIntl } from 'react-intl';
import '../../../lib/chart-styles';
import type { Slice } from '../chart-data';
import { useAnalysisFrame } from '../hooks/use-analysis-frame';

export interface SplitChartProps {
  slices: readonly Slice[];
  /** French name of a slice. */
  labelOf: (key: string) => string;
  /** Marks the chart for tests (`data-split`). */
  name: string;
}

/** A split as a donut, its one-sentence summary, and its legend with amounts (masked in private mode) and shares. */
export function SplitChart({ slices, labelOf, name }: SplitChartProps) {
  const intl = useIntl();
  const { euros } = useAnalysisFrame();
  const parts = slices.map((slice) => ({ name: labelOf(slice.key), value: slice.amount, color: slice.color, share: slice.share, key: slice.key }));
  return (
    <Group align="center" gap="xl" wrap="wrap" data-split={name}>
      <DonutChart
        summary={splitSummary(intl, parts, euros, formatPercent)}
        data={parts.map((part) => ({ name: part.name, value: part.value, color: part.color }))}
        valueFormatter={euros}
        tooltipDataSource="segment"
        size={170}
        thickness={24}
      />
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0, flex: '1 1 16rem' }}>
        {parts.map((part) => (
          <Group key={part.key} component="li" gap="sm" wrap="nowrap" justify="space-between" data-split-item={part.key}>
            <Group gap="xs" wrap="nowrap">
              <Box w={12} h={12} bg={part.color} style={{ borderRadius: 3, flexShrink: 0 }} aria-hidden />
              <Text size="sm">{part.name}</Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" fw={600}>
                {euros(part.value)}
              </Text>
              <Text size="sm" c="dimmed" w={64} ta="right">
                {formatPercent(part.share)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
