import { contractKindLabels, contractKindSchema, type CompositionItem } from '@patrimo/shared';
import { Box, Card, SimpleGrid, Stack } from '@patrimo/shared/ui';
import { lazy, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadState } from '@patrimo/shared/react';
import { loadMessages } from '../../../lib/messages';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useSaverFrame } from '../../../lib/saver-frame';
import { wealthTotals } from '../contracts';
import { useDashboardLinks } from '../hooks/use-dashboard-links';
import { loadStateOf } from '@patrimo/shared/query';
import { usePortfolios } from '../api/get-portfolios';
import { wealthMessages as m } from '../messages';
import { ALLOCATION_CARD_HEIGHT, HISTORY_CARD_HEIGHT, SUMMARY_ROW_HEIGHT } from './card-heights';
import { EmptyWealth } from './EmptyWealth';
import { SavingsCapsCard } from './SavingsCapsCard';
import { WealthSummary } from './WealthSummary';

// The charts kit (recharts, the date picker: the largest part of this screen) loads beside the figures, which
// show at once instead of waiting for it.
const WealthHistoryCard = lazy(() => import('./WealthHistoryCard').then((module) => ({ default: module.WealthHistoryCard })));
const AllocationCard = lazy(() => import('./AllocationCard').then((module) => ({ default: module.AllocationCard })));

/** The place of a chart card while the charts kit loads, as tall as the card it holds. */
function ChartCardLoading({ height }: { height: number }) {
  return (
    <Card withBorder radius="md" padding="lg" mih={height}>
      <LoadState load={{ state: 'loading' }} loadingLabel={loadMessages.loading} />
    </Card>
  );
}

/**
 * The charts of the overview: each in its place, at its height, whether its code and data are here yet or not.
 * They are drawn in a render of their own, after the figures above have painted (`useDeferredValue`'s initial
 * value): a chart's first drawing is the screen's longest work, and rendered with the figures it held them back
 * (to the net wealth figure after signing in: 100 to 250 ms more on a 2-core machine). That render yields to the
 * browser as it goes, where the figures' render did not.
 */
function OverviewCharts() {
  const drawn = useDeferredValue(true, false);
  return (
    <>
      <ChartSlot drawn={drawn} height={HISTORY_CARD_HEIGHT}>
        <WealthHistoryCard />
      </ChartSlot>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartSlot drawn={drawn} height={ALLOCATION_CARD_HEIGHT}>
          <AllocationCard type="kind" title={m.allocationTitle} labelOf={kindLabelOf} />
        </ChartSlot>
        <ChartSlot drawn={drawn} height={ALLOCATION_CARD_HEIGHT}>
          <AllocationCard type="bank" title={m.institutionsTitle} labelOf={bankLabelOf} />
        </ChartSlot>
      </SimpleGrid>
    </>
  );
}

/** One chart card's place: its loading card until the charts' own render, then while its code loads. */
function ChartSlot({ drawn, height, children }: { drawn: boolean; height: number; children: ReactNode }) {
  const loading = <ChartCardLoading height={height} />;
  return drawn ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

/** The overview while the contracts load: the figures' row and the charts' cards already at their size. */
function OverviewLoading({ load }: { load: Parameters<typeof LoadState>[0]['load'] }) {
  return (
    <>
      <Box mih={SUMMARY_ROW_HEIGHT}>
        <LoadState load={load} loadingLabel={m.loadingWealth} />
      </Box>
      <Card withBorder radius="md" padding="lg" mih={HISTORY_CARD_HEIGHT} aria-hidden />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-hidden>
        <Card withBorder radius="md" padding="lg" mih={ALLOCATION_CARD_HEIGHT} />
        <Card withBorder radius="md" padding="lg" mih={ALLOCATION_CARD_HEIGHT} />
      </SimpleGrid>
    </>
  );
}

function kindLabelOf(item: CompositionItem): string {
  const kind = contractKindSchema.safeParse(item.key);
  return kind.success ? contractKindLabels[kind.data] : (item.label ?? item.key);
}
const bankLabelOf = (item: CompositionItem) => item.label ?? item.key;

/** `/app/dashboard/overview`: net wealth, its history, its split by kind and by institution. */
export function DashboardOverview() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { area } = useSaverFrame();
  const links = useDashboardLinks('overview');
  const portfolios = usePortfolios();
  const load = loadStateOf(portfolios);
  const totals = useMemo(() => (portfolios.data === undefined ? null : wealthTotals(portfolios.data)), [portfolios.data]);

  let content;
  if (load.state === 'loading') content = <OverviewLoading load={load} />;
  else if (load.state !== 'ready' || totals === null) content = load.state === 'ready' ? null : <LoadState load={load} loadingLabel={m.loadingWealth} />;
  else if (totals.count === 0) content = <EmptyWealth />;
  else {
    content = (
      <>
        <WealthSummary totals={totals} />
        <OverviewCharts />
      </>
    );
  }
  return (
    <Stack gap="xl">
      <ScreenHeader title={t(m.overviewTitle)} description={t(m.overviewDescription)} links={links} linksLabel={t(m.linksLabel)} />
      {content}
      <SavingsCapsCard area={area} />
    </Stack>
  );
}
