import {
  ACTIVE_FUND_FEES,
  ARBITRATION_MAX_BASKET,
  basketFromLabels,
  formatPercent,
  LOW_RISK_SRRI_BELOW,
  PASSIVE_FUND_FEES,
  type Investment,
} from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { NativeSelect } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useArbitrationStarts } from '../api/get-arbitration-starts';
import { useTags } from '../api/get-tags';
import { useInvestmentSearch } from '../api/search-investments';
import { addToBasket, basketChecks, euroFundLine, lineKey, removeFromBasket, type BasketLine } from '../basket';
import { useBasket } from '../basket-state';
import { useArbitrationFrame } from '../hooks/use-arbitration-frame';
import { useDebounced } from '../hooks/use-debounced';
import { fundPath } from '../links';
import {
  addLabel,
  arbitrationMessages as m, checkLowRiskMessage, fullMessage, addedMessage, removedMessage, euroFundGuaranteedMessage,
  basketCountMessage,
  fundPageLabel,
  pageOfMessage,
  performanceLine,
  removeLabel,
  removeMessage,
  srriMessage,
} from '../messages';
import { ArbitrationPage, Failed, Loading } from './ArbitrationPage';

/** What the last action on the basket said: a fund added or removed (polite), or a refusal (an alert). */
type Notice = { kind: 'info'; text: string } | { kind: 'refused'; text: string } | null;

const SEARCH_DEBOUNCE_MS = 300;

const signed = (ratio: number | null) => (ratio === null ? '—' : formatPercent(ratio, { signed: true }));

function lineOf(investment: Investment): BasketLine {
  return {
    isin: investment.isin,
    euroFund: investment.general.assetClass === 'euroFund',
    name: investment.general.name,
    basketFrom: 'market',
    share: null,
    srri: investment.general.srri,
    assetClass: investment.general.assetClass,
  };
}

/** One fund of the results: SRRI, fees (estimated when unpublished), performance against its index, its page. */
function FundCard({ investment, inBasket, onAdd }: { investment: Investment; inBasket: boolean; onAdd: () => void }) {
  const t = useIntl().formatMessage;
  const { contractBase } = useArbitrationFrame();
  const { general, performances } = investment;
  const titleId = useId();
  const estimate = general.ongoingCharges === null;
  const fees = general.ongoingCharges ?? (general.active ? ACTIVE_FUND_FEES : PASSIVE_FUND_FEES);
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={titleId} data-fund={investment.isin}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} id={titleId}>
              {general.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[investment.isin, general.managementCompany].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge variant="light" color={general.srri !== null && general.srri < LOW_RISK_SRRI_BELOW ? 'teal' : 'orange'} style={{ flexShrink: 0 }} data-fund-srri={general.srri ?? ''}>
            {general.srri === null ? t(m.srriUnknown) : t(srriMessage, { srri: general.srri })}
          </Badge>
        </Group>
        <Text size="sm" data-fund-fees={estimate ? 'estimate' : 'published'}>
          {t(m.fees)} : {formatPercent(fees)}
          {estimate && ` (${t(m.feesEstimate)})`}
        </Text>
        <Text size="sm">
          {t(m.performance)} — {t(performanceLine, { one: signed(performances.oneYear), three: signed(performances.threeYears), five: signed(performances.fiveYears) })}
        </Text>
        <Text size="sm" c="dimmed" data-fund-index={performances.beatsIndexFiveYears === null ? 'none' : String(performances.beatsIndexFiveYears)}>
          {general.benchmark ? `${general.benchmark} : ` : ''}
          {t(performances.beatsIndexFiveYears === null || !general.benchmark ? m.noIndex : performances.beatsIndexFiveYears ? m.beatsIndex : m.missesIndex)}
        </Text>
        <Group justify="space-between" gap="sm" mt={4}>
          <Anchor component={Link} to={fundPath(contractBase, investment.isin)} size="sm" aria-label={t(fundPageLabel, { name: general.name })}>
            {t(m.fundPage)}
          </Anchor>
          <Group gap="xs">
            {inBasket && (
              <Badge variant="light" color="teal">
                {t(m.inBasket)}
              </Badge>
            )}
            <Button size="xs" variant={inBasket ? 'default' : 'filled'} onClick={onAdd} aria-label={t(addLabel, { name: general.name })} data-add-fund={investment.isin}>
              {t(m.addToBasket)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The basket: its funds, where each comes from, its starting share, the two conditions, and the way on. */
function BasketPanel({ onRemove }: { onRemove: (line: BasketLine) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [basket] = useBasket();
  const { arbitrationBase } = useArbitrationFrame();
  const checks = basketChecks(basket);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="arbitration-basket-title" data-basket>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="arbitration-basket-title">
            {t(m.basketTitle)}
          </Title>
          <Text size="sm" c="dimmed" data-basket-count={basket.lines.length}>
            {t(basketCountMessage, { count: basket.lines.length })}
          </Text>
        </Group>
        {basket.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(m.basketEmpty)}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {basket.lines.map((line) => (
              <Group key={lineKey(line)} component="li" justify="space-between" wrap="nowrap" gap="sm" data-basket-line={lineKey(line)}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      basketFromLabels[line.basketFrom],
                      line.srri === null ? null : t(srriMessage, { srri: line.srri }),
                      line.share === null ? null : `${t(m.startShare)} ${formatPercent(line.share)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(line)} aria-label={t(removeLabel, { name: line.name })}>
                  {t(removeMessage)}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Stack gap={2} component="section" aria-label={t(m.checksLabel)}>
          <Text size="sm" fw={600}>
            {t(m.checksLabel)}
          </Text>
          <Text size="sm" data-check="euroFund" data-met={checks.euroFund}>
            {checks.euroFund ? '✓' : '✗'} {t(m.checkEuroFund)} : {t(checks.euroFund ? m.checkMet : m.checkMissing)}
          </Text>
          <Text size="sm" data-check="lowRisk" data-met={checks.lowRisk}>
            {checks.lowRisk ? '✓' : '✗'} {t(checkLowRiskMessage, { srri: LOW_RISK_SRRI_BELOW })} : {t(checks.lowRisk ? m.checkMet : m.checkMissing)}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={`${arbitrationBase}/optimize`} disabled={basket.lines.length === 0} data-to-optimize>
            {t(m.toOptimize)}
          </Button>
          <Button component={Link} to={`${arbitrationBase}/start`} variant="default">
            {t(m.toStart)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `market`: the funds the contract can hold, searched by name or ISIN and theme, 10 a page, best scored for the
 * saver's profile first; the contract's euro fund always on top; the basket beside, refusing a fund twice.
 */
export function MarketScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { contractId } = useArbitrationFrame();
  const [basket, setBasket] = useBasket();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice>(null);
  const search = useInvestmentSearch(contractId, { query, tag, page });
  const results = loadStateOf(search);
  const tags = useTags();
  // The euro fund from the search (any page, any query), or from the starts while the search loads.
  const starts = useArbitrationStarts(contractId);
  const euroFund = search.data?.euroFund ?? starts.data?.euroFund ?? null;
  const keys = new Set(basket.lines.map(lineKey));

  const add = (line: BasketLine) => {
    const outcome = addToBasket(basket, line);
    if (!outcome.ok) {
      setNotice({ kind: 'refused', text: outcome.reason === 'duplicate' ? t(m.duplicate) : t(fullMessage, { max: ARBITRATION_MAX_BASKET }) });
      return;
    }
    setBasket(outcome.basket);
    setNotice({ kind: 'info', text: t(addedMessage, { name: line.name }) });
  };
  const remove = (line: BasketLine) => {
    setBasket(removeFromBasket(basket, lineKey(line)));
    setNotice({ kind: 'info', text: t(removedMessage, { name: line.name }) });
  };

  const euroLine = euroFund ? euroFundLine(euroFund) : null;
  return (
    <ArbitrationPage step="market" title={t(m.marketTitle)} description={t(m.marketDescription)}>
      {/* One live region for what the basket just did: a refusal interrupts, an addition does not. */}
      <div aria-live="polite" data-basket-notice={notice?.kind ?? ''}>
        {notice?.kind === 'refused' ? (
          <Alert color="red" variant="light" role="alert" data-basket-refusal>
            {notice.text}
          </Alert>
        ) : notice?.kind === 'info' ? (
          <Text size="sm" c="teal.8">
            {notice.text}
          </Text>
        ) : null}
      </div>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="md" style={{ flex: '2 1 28rem', minWidth: 0 }}>
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              label={t(m.searchLabel)}
              placeholder={t(m.searchPlaceholder)}
              type="search"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 16rem' }}
              data-fund-search
            />
            <NativeSelect
              label={t(m.tagLabel)}
              value={tag ?? ''}
              onChange={(event) => {
                setTag(event.currentTarget.value || null);
                setPage(1);
              }}
              data={[{ value: '', label: t(m.tagAll) }, ...(tags.data ?? []).map((item) => ({ value: item.id, label: item.label }))]}
              data-fund-tag
            />
          </Group>
          {euroLine && (
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="arbitration-euro-fund" data-euro-fund>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(m.euroFundAlways)}
                  </Text>
                  <Text fw={700} id="arbitration-euro-fund">
                    {euroLine.name}
                  </Text>
                  {euroFund && (
                    <Text size="sm" c="dimmed">
                      {t(euroFundGuaranteedMessage, { yield: formatPercent(euroFund.yield) })}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  {keys.has(lineKey(euroLine)) && (
                    <Badge variant="light" color="teal">
                      {t(m.inBasket)}
                    </Badge>
                  )}
                  <Button size="xs" onClick={() => add(euroLine)} aria-label={t(addLabel, { name: euroLine.name })} data-add-euro-fund>
                    {t(m.addToBasket)}
                  </Button>
                </Group>
              </Group>
            </Card>
          )}
          <Stack gap="xs" component="section" aria-labelledby="arbitration-results-title">
            <Title order={2} size="h4" id="arbitration-results-title">
              {t(m.resultsTitle)}
            </Title>
            {results.state === 'loading' ? (
              <Loading label={m.searching} />
            ) : results.state === 'failed' ? (
              <Failed message={results.message} retry={results.retry} />
            ) : results.data.investments.length === 0 ? (
              <Text size="sm" c="dimmed" data-no-results>
                {t(m.noResults)}
              </Text>
            ) : (
              <>
                <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-busy={results.refreshing} data-fund-results>
                  {results.data.investments.map((investment) => (
                    <FundCard key={investment.isin} investment={investment} inBasket={keys.has(investment.isin)} onAdd={() => add(lineOf(investment))} />
                  ))}
                </Stack>
                <Group justify="space-between" component="nav" aria-label={t(m.resultsTitle)}>
                  <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                    {t(m.previousPage)}
                  </Button>
                  <Text size="sm" c="dimmed" data-results-page={results.data.meta.page}>
                    {t(pageOfMessage, {
                      page: results.data.meta.page,
                      total: Math.max(1, results.data.meta.totalPages),
                      count: results.data.meta.totalCount,
                    })}
                  </Text>
                  <Button variant="default" size="xs" disabled={page >= results.data.meta.totalPages} onClick={() => setPage((p) => p + 1)} data-next-page>
                    {t(m.nextPage)}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Stack>
        <Stack style={{ flex: '1 1 18rem', minWidth: 0, position: 'sticky', top: 16 }}>
          <BasketPanel onRemove={remove} />
        </Stack>
      </Group>
    </ArbitrationPage>
  );
}
