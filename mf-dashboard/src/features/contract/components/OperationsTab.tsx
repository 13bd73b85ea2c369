import { formatCurrency, formatDate, isBankAccountKind, parisDay, spendingCategoryLabels, type Portfolio, type SpendingCategory } from '@patrimo/shared';
import { Amount, LoadState } from '@patrimo/shared/react';
import { loadStateOf } from '@patrimo/shared/query';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { NativeSelect } from '@patrimo/shared/ui/controls';
import { AreaChart } from '@patrimo/shared/ui/charts';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import '../../../lib/chart-styles';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useRecentDebits } from '../api/get-recent-debits';
import { useTransactionCategories } from '../api/get-transaction-categories';
import { useTransactionMovements } from '../api/get-transaction-movements';
import { useTransactions, type TransactionFilters } from '../api/get-transactions';
import { topExpenseCategories } from '../contract-view';
import { useChartFormat } from '../hooks/use-chart-format';
import { contractMessages as m, movementsSummaryMessage, shownCountMessage, topCategoriesSummaryMessage } from '../messages';
import { ContractFrame, Section } from './ContractFrame';

const formatEuro = (value: number) => formatCurrency(value);
const DAYS_90 = 90 * 86_400_000;

function Filters({ filters, onChange }: { filters: TransactionFilters; onChange: (filters: TransactionFilters) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const categories = useTransactionCategories();
  const [search, setSearch] = useState(filters.q ?? '');
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-operation-filters>
      <NativeSelect
        label={t(m.filterCategory)}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ ...filters, category: event.currentTarget.value === '' ? undefined : (event.currentTarget.value as SpendingCategory) })}
        data={[{ value: '', label: t(m.allCategories) }, ...(categories.data?.categories ?? []).map((category) => ({ value: category, label: spendingCategoryLabels[category] }))]}
        data-filter="category"
      />
      <NativeSelect
        label={t(m.filterDirection)}
        value={filters.direction ?? ''}
        onChange={(event) => onChange({ ...filters, direction: event.currentTarget.value === '' ? undefined : (event.currentTarget.value as 'debit' | 'credit') })}
        data={[
          { value: '', label: t(m.directionAll) },
          { value: 'debit', label: t(m.directionDebit) },
          { value: 'credit', label: t(m.directionCredit) },
        ]}
        data-filter="direction"
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, q: search.trim() === '' ? undefined : search.trim() });
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput label={t(m.filterSearch)} value={search} onChange={(event) => setSearch(event.currentTarget.value)} maxLength={120} data-filter="q" />
          <Button type="submit" variant="light">
            {t(m.search)}
          </Button>
        </Group>
      </form>
    </Group>
  );
}

function TransactionsList({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const [filters, setFilters] = useState<TransactionFilters>({});
  const query = useTransactions(portfolio.id, filters);
  const load = loadStateOf(query);
  const pages = query.data?.pages ?? [];
  const transactions = pages.flatMap((page) => page.transactions);
  const total = pages[0]?.meta.totalCount ?? 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.operationsTitle)} data-operations>
        <Filters filters={filters} onChange={setFilters} />
        {load.state !== 'ready' ? (
          <LoadState load={load} loadingLabel={m.loadingOperations} />
        ) : transactions.length === 0 ? (
          <Text data-operations-empty>{t(m.noOperations)}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite" data-operations-count={transactions.length}>
              {t(shownCountMessage, { shown: transactions.length, total })}
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder>
                <Table.Caption>{t(m.operationsCaption)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t(m.colDate)}</Table.Th>
                    <Table.Th scope="col">{t(m.colLabel)}</Table.Th>
                    <Table.Th scope="col">{t(m.colCategory)}</Table.Th>
                    <Table.Th scope="col">{t(m.colAmount)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {transactions.map((transaction) => (
                    <Table.Tr key={transaction.id} data-operation>
                      <Table.Td>{formatDate(transaction.date, 'short')}</Table.Td>
                      <Table.Td>{transaction.label}</Table.Td>
                      <Table.Td>{spendingCategoryLabels[transaction.category]}</Table.Td>
                      <Table.Td>
                        <Amount value={transaction.amount} format={formatEuro} area={area} size="sm" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {query.hasNextPage && (
              <Group>
                <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-more>
                  {t(m.showMore)}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Section>
    </Card>
  );
}

function Movements({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const format = useChartFormat();
  const movements = useTransactionMovements(portfolio.id);
  const load = loadStateOf(movements);
  const rows = useMemo(() => {
    const byTime = new Map<number, { date: number; credits: number; debits: number }>();
    for (const [time, amount] of movements.data?.credits ?? []) byTime.set(time, { date: time, credits: amount, debits: byTime.get(time)?.debits ?? 0 });
    for (const [time, amount] of movements.data?.debits ?? []) byTime.set(time, { date: time, credits: byTime.get(time)?.credits ?? 0, debits: amount });
    return [...byTime.values()].sort((a, b) => a.date - b.date);
  }, [movements.data]);
  const credits = rows.reduce((sum, row) => sum + row.credits, 0);
  const debits = rows.reduce((sum, row) => sum + row.debits, 0);
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.movementsTitle)} data-movements>
        {load.state !== 'ready' ? (
          <LoadState load={load} />
        ) : rows.length < 2 ? (
          <Text>{t(m.noMovements)}</Text>
        ) : (
          <AreaChart
            summary={t(movementsSummaryMessage, { months: rows.length, credits: format.value(credits), debits: format.value(debits) })}
            h={220}
            data={rows}
            dataKey="date"
            series={[
              { name: 'credits', label: t(m.seriesCredits), color: 'teal.6' },
              { name: 'debits', label: t(m.seriesDebits), color: 'red.6' },
            ]}
            curveType="step"
            withLegend
            withDots={false}
            valueFormatter={format.value}
            xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (time: number) => format.date(time, 'monthYear') }}
            yAxisProps={{ tickFormatter: format.axis, width: 80 }}
            tooltipProps={{ labelFormatter: (time: unknown) => (typeof time === 'number' ? format.date(time, 'monthYear') : '') }}
            data-movements-chart
          />
        )}
      </Section>
    </Card>
  );
}

function TopCategories({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const from = useMemo(() => parisDay(new Date(Date.now() - DAYS_90)), []);
  const debits = useRecentDebits(portfolio.id, from, true);
  const load = loadStateOf(debits);
  const top = useMemo(() => topExpenseCategories(debits.data ?? []), [debits.data]);
  return (
    <Card withBorder radius="md" padding="lg">
      <Section title={t(m.topCategoriesTitle)} data-top-categories>
        {load.state !== 'ready' ? (
          <LoadState load={load} />
        ) : top.length === 0 ? (
          <Text>{t(m.noExpenses)}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t(topCategoriesSummaryMessage, { from: formatDate(from, 'long') })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {top.map((line) => (
                <Stack gap={2} key={line.category} component="li" data-top-category={line.category}>
                  <Text size="sm" c="dimmed">
                    {spendingCategoryLabels[line.category]}
                  </Text>
                  <Amount value={line.amount} format={formatEuro} area={area} fw={700} />
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Section>
    </Card>
  );
}

function OperationsContent({ portfolio }: { portfolio: Portfolio }) {
  return (
    <Stack gap="lg">
      {isBankAccountKind(portfolio.kind) && <TopCategories portfolio={portfolio} />}
      <Movements portfolio={portfolio} />
      <TransactionsList portfolio={portfolio} />
    </Stack>
  );
}

export function ContractOperations() {
  return <ContractFrame tab="operations">{(portfolio) => <OperationsContent portfolio={portfolio} />}</ContractFrame>;
}
