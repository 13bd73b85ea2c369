import { formatCurrency, type Movements } from '@patrimo/shared';
import { Amount } from '@patrimo/shared/react';
import { Stack, Text } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useIntl } from 'react-intl';
import { movementRows } from '../chart-data';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { arbitrationMessages as m, leftUnmovedMessage, movementsNoneMessage } from '../messages';

const euros = (value: number) => formatCurrency(value, { concise: true });

/** The movements to send to the insurer: sell then buy, whole euros, with the totals that balance. */
export function MovementsList({ movements }: { movements: Movements }) {
  const t = useIntl().formatMessage;
  const { area } = useArbitrationFrame();
  const rows = movementRows(movements);
  const minimum = formatCurrency(movements.minimum, { concise: true });
  if (rows.length === 0) {
    return (
      <Text size="sm" data-movements-none>
        {t(movementsNoneMessage, { minimum })}
      </Text>
    );
  }
  const { totals } = movements;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder data-movements>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(m.movementKind)}</Table.Th>
              <Table.Th scope="col">{t(m.movementFund)}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t(m.movementAmount)}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-movement={row.kind}>
                <Table.Td fw={600} c={row.kind === 'sell' ? 'red.8' : 'teal.8'}>
                  {t(row.kind === 'sell' ? m.sell : m.buy)}
                </Table.Td>
                <Table.Td>
                  {row.name}
                  {row.isin && (
                    <Text component="span" size="xs" c="dimmed">
                      {' '}
                      ({row.isin})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Amount value={row.amount} format={euros} area={area} data-movement-amount />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {t(m.totalSells)}
              </Table.Th>
              <Table.Td ta="right">
                <Amount value={totals.sells} format={euros} area={area} fw={700} data-total="sells" />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {t(m.totalBuys)}
              </Table.Th>
              <Table.Td ta="right">
                <Amount value={totals.buys} format={euros} area={area} fw={700} data-total="buys" />
              </Table.Td>
            </Table.Tr>
            {totals.payment > 0 && (
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  {t(m.payment)}
                </Table.Th>
                <Table.Td ta="right">
                  <Amount value={totals.payment} format={euros} area={area} />
                </Table.Td>
              </Table.Tr>
            )}
            {totals.withdrawal > 0 && (
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  {t(m.withdrawal)}
                </Table.Th>
                <Table.Td ta="right">
                  <Amount value={totals.withdrawal} format={euros} area={area} />
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {movements.leftUnmoved > 0 && (
        <Text size="sm" c="dimmed">
          {t(leftUnmovedMessage, { amount: formatCurrency(movements.leftUnmoved, { concise: true }) })}
        </Text>
      )}
    </Stack>
  );
}
