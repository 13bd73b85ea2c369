import { formatPercent, type ArbitrationLine } from '@patrimo/shared';
import { Box, Group, Stack, Text } from '@patrimo/shared/ui';
import { ChartFigure } from '@patrimo/shared/ui/charts';
import { Table } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import { comparisonRows } from '../chart-data';
import { arbitrationMessages as m, comparisonSummary } from '../messages';

function Bar({ share, color }: { share: number; color: string }) {
  return (
    <Box h={8} style={{ background: 'var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden', minWidth: 80 }}>
      <Box h={8} w={`${Math.min(100, share * 100)}%`} bg={color} style={{ borderRadius: 4 }} />
    </Box>
  );
}

/**
 * Today's allocation against the proposal, fund by fund: two bars per fund drawn for the eye (the figure is named
 * by one sentence), and the same shares written in the table's cells for everyone.
 */
export function ComparisonChart({ current, proposed }: { current: readonly ArbitrationLine[]; proposed: readonly ArbitrationLine[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const rows = comparisonRows(current, proposed);
  const kept = rows.filter((row) => row.proposed > 0);
  const top = kept[0];
  const euro = rows.find((row) => row.euroFund)?.proposed ?? 0;
  const summary = t(comparisonSummary, { count: kept.length, top: top?.name ?? '—', topShare: formatPercent(top?.proposed ?? 0), euro: formatPercent(euro) });
  return (
    <Stack gap="sm">
      <ChartFigure summary={summary}>
        <Stack gap={10} data-comparison-chart>
          <Group gap="md">
            <Group gap={6}>
              <Box w={12} h={12} bg="gray.5" style={{ borderRadius: 3 }} />
              <Text size="xs">{t(m.comparisonCurrent)}</Text>
            </Group>
            <Group gap={6}>
              <Box w={12} h={12} bg="blue.6" style={{ borderRadius: 3 }} />
              <Text size="xs">{t(m.comparisonProposed)}</Text>
            </Group>
          </Group>
          {rows.map((row) => (
            <Stack key={row.key} gap={3}>
              <Text size="xs" truncate="end">
                {row.name}
              </Text>
              <Bar share={row.current} color="gray.5" />
              <Bar share={row.proposed} color="blue.6" />
            </Stack>
          ))}
        </Stack>
      </ChartFigure>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder data-comparison-table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(m.comparisonFund)}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t(m.comparisonCurrent)}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t(m.comparisonProposed)}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-comparison-row={row.key}>
                <Table.Th scope="row" fw={400}>
                  {row.name}
                </Table.Th>
                <Table.Td ta="right">{formatPercent(row.current)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatPercent(row.proposed)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
