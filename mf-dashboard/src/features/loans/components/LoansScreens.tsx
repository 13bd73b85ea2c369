import { formatCurrency, formatDate, formatPercent, loanTypeLabels } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { Amount, LoadState, useSubject } from '@patrimo/shared/react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { Progress } from '@patrimo/shared/ui/extra';
import { useMemo, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useLoans } from '../api/get-loans';
import { loansSummary, type LoanFigures, type LoansSummary } from '../loan-figures';
import { loansMessages as m, repaidShareMessage, unknownMonthlyMessage } from '../messages';

const formatEuro = (value: number) => formatCurrency(value);
const formatRoundEuro = (value: number) => formatCurrency(value, { concise: true });

/** The loans of whoever the dashboard shows, read again when a connection is fetched or deleted. */
function useLoansSummary() {
  const loans = useLoans();
  const load = loadStateOf(loans);
  const summary = useMemo(() => (loans.data === undefined ? null : loansSummary(loans.data)), [loans.data]);
  return { load, summary };
}

function LoansFrame({ current, children }: { current: 'overview' | 'contracts'; children: ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { base } = useSaverFrame();
  const overview = current === 'overview';
  return (
    <Stack gap="xl" maw={960}>
      <ScreenHeader
        title={t(overview ? m.overviewTitle : m.contractsTitle)}
        description={t(overview ? m.overviewDescription : m.contractsDescription)}
        links={[
          overview ? { to: '../contracts', label: t(m.linkContracts) } : { to: '../overview', label: t(m.linkOverview) },
          { to: `${base}/dashboard`, label: t(m.linkWealth) },
        ]}
        linksLabel={t(m.linksLabel)}
      />
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(label)}
      </Text>
      {children}
    </Stack>
  );
}

function LoanCard({ figures, detailed }: { figures: LoanFigures; detailed: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { base, area } = useSaverFrame();
  const { portfolio } = figures;
  const loan = portfolio.loan;
  const unknown = <Text size="sm">{t(m.unknown)}</Text>;
  const date = (value: string | null | undefined) => (value ? <Text size="sm">{formatDate(value, 'monthYear')}</Text> : unknown);
  return (
    <Card withBorder radius="md" padding="lg" component="li" data-loan={portfolio.id}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Anchor component={Link} to={`${base}/contract/${portfolio.id}`} fw={600}>
              {portfolio.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {portfolio.bankName ?? ''} · {figures.type ? loanTypeLabels[figures.type] : t(m.otherLoan)}
            </Text>
          </Stack>
          {loan?.status === 'repaid' ? (
            <Badge color="teal" variant="light">
              {t(m.repaid)}
            </Badge>
          ) : (
            <Amount value={figures.remaining} format={formatEuro} area={area} fw={700} size="lg" />
          )}
        </Group>
        {figures.repaidShare !== null && (
          <Stack gap={4}>
            <Progress value={figures.repaidShare * 100} color="teal" aria-label={t(repaidShareMessage, { share: formatPercent(figures.repaidShare) })} />
            <Text size="xs" c="dimmed">
              {t(repaidShareMessage, { share: formatPercent(Math.floor(figures.repaidShare * 100) / 100) })}
            </Text>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 2, sm: detailed ? 3 : 4 }} spacing="md">
          <Fact label={m.rate}>{loan?.nominalRate != null ? <Text size="sm">{formatPercent(loan.nominalRate)}</Text> : unknown}</Fact>
          <Fact label={m.monthly}>
            {figures.monthlyPayment !== null ? <Amount value={figures.monthlyPayment} format={formatEuro} area={area} size="sm" /> : unknown}
          </Fact>
          <Fact label={m.endDate}>{date(loan?.contractualEndDate)}</Fact>
          {detailed ? (
            <>
              <Fact label={m.borrowed}>
                {figures.borrowed !== null ? <Amount value={figures.borrowed} format={formatRoundEuro} area={area} size="sm" /> : unknown}
              </Fact>
              <Fact label={m.insurance}>
                {loan?.monthlyInsurance != null ? <Amount value={loan.monthlyInsurance} format={formatEuro} area={area} size="sm" /> : unknown}
              </Fact>
              <Fact label={m.signature}>{date(loan?.signatureDate)}</Fact>
            </>
          ) : (
            <Fact label={m.borrowed}>
              {figures.borrowed !== null ? <Amount value={figures.borrowed} format={formatRoundEuro} area={area} size="sm" /> : unknown}
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function LoanCards({ summary, detailed }: { summary: LoansSummary; detailed: boolean }) {
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {summary.loans.map((figures) => (
        <LoanCard key={figures.portfolio.id} figures={figures} detailed={detailed} />
      ))}
    </Stack>
  );
}

function EmptyLoans() {
  const intl = useIntl();
  const customer = useSubject() !== 'me';
  return (
    <Card withBorder radius="md" padding="xl" data-loans-empty>
      <Text c="dimmed">{intl.formatMessage(customer ? m.emptyCustomer : m.empty)}</Text>
    </Card>
  );
}

function SummaryFigure({ label, value, name }: { label: MessageDescriptor; value: ReactNode; name: string }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="lg" data-loans-figure={name}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(label)}
        </Text>
        {value}
      </Stack>
    </Card>
  );
}

/** `/app/dashboard-loans/overview`: what is owed, what it costs each month, and each loan at a glance. */
export function LoansOverview() {
  const intl = useIntl();
  const { area } = useSaverFrame();
  const { load, summary } = useLoansSummary();
  let content;
  if (load.state !== 'ready' || summary === null) content = load.state === 'ready' ? null : <LoadState load={load} loadingLabel={m.loading} />;
  else if (summary.loans.length === 0) content = <EmptyLoans />;
  else {
    const ongoing = summary.loans.filter((figures) => figures.portfolio.loan?.status !== 'repaid').length;
    content = (
      <>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <SummaryFigure name="owed" label={m.totalOwed} value={<Amount value={summary.remaining} format={formatRoundEuro} area={area} fw={700} size="xl" />} />
          <SummaryFigure
            name="monthly"
            label={m.monthlyPayments}
            value={
              <Stack gap={2}>
                <Amount value={summary.monthly} format={formatEuro} area={area} fw={700} size="xl" />
                {summary.unknownMonthly > 0 && (
                  <Text size="xs" c="dimmed">
                    {intl.formatMessage(unknownMonthlyMessage, { count: summary.unknownMonthly })}
                  </Text>
                )}
              </Stack>
            }
          />
          <SummaryFigure name="count" label={m.loansCount} value={<Text fw={700} size="xl">{ongoing}</Text>} />
        </SimpleGrid>
        <LoanCards summary={summary} detailed={false} />
      </>
    );
  }
  return <LoansFrame current="overview">{content}</LoansFrame>;
}

/** `/app/dashboard-loans/contracts`: each loan in full, its terms and how much is repaid. */
export function LoansContracts() {
  const { load, summary } = useLoansSummary();
  let content;
  if (load.state !== 'ready' || summary === null) content = load.state === 'ready' ? null : <LoadState load={load} loadingLabel={m.loading} />;
  else if (summary.loans.length === 0) content = <EmptyLoans />;
  else content = <LoanCards summary={summary} detailed />;
  return <LoansFrame current="contracts">{content}</LoansFrame>;
}
