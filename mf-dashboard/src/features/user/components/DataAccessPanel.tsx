import { formatDate } from '@patrimo/shared';
import { loadErrorMessage, loadStateOf } from '@patrimo/shared/query';
import { LoadState, useToast } from '@patrimo/shared/react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { Modal } from '@patrimo/shared/ui/controls';
import { Pagination } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDataAccess, useWithdrawDataAccess } from '../api/data-access';
import { dataAccessWhatLabel } from '../data-access-labels';
import { dataAccessMessages as m } from '../messages';

const PAGE_CONTROLS = { first: m.pageFirst, previous: m.pagePrevious, next: m.pageNext, last: m.pageLast } as const;

const dateTime = (iso: string) => `${formatDate(iso, 'short')} ${formatDate(iso, 'time')}`;

/**
 * « Qui a consulté mes données » on the saver's own informations page: the firm holding access and since when
 * (or when it was withdrawn), each read of their data (who, what, when) by pages, and the button that withdraws
 * the access at once.
 */
export function DataAccessPanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const showToast = useToast();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const access = useDataAccess(page);
  const withdraw = useWithdrawDataAccess();
  const load = loadStateOf(access);

  let content;
  if (load.state !== 'ready') {
    content = <LoadState load={load} loadingLabel={m.loading} failedTitle={m.failed} />;
  } else {
    const { firm, reads, meta } = load.data;
    content = (
      <Stack gap="md">
        {firm === null ? (
          <Text size="sm" data-data-access="none">
            {t(m.none)}
          </Text>
        ) : (
          <Group justify="space-between" align="flex-start" gap="sm" data-data-access={firm.withdrawnAt ? 'withdrawn' : 'granted'}>
            <Text size="sm" style={{ flex: 1, minWidth: 240 }}>
              {firm.withdrawnAt
                ? t(m.withdrawn, { firm: firm.firmName, date: formatDate(firm.withdrawnAt, 'long') })
                : firm.advisorName
                  ? t(m.granted, { firm: firm.firmName, advisor: firm.advisorName, date: formatDate(firm.since, 'long') })
                  : t(m.grantedNoAdvisor, { firm: firm.firmName, date: formatDate(firm.since, 'long') })}
            </Text>
            {!firm.withdrawnAt && (
              <Button color="red" variant="outline" size="sm" onClick={() => setConfirming(true)} data-data-access-withdraw>
                {t(m.withdraw)}
              </Button>
            )}
          </Group>
        )}
        {firm !== null && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t(m.readsTitle)}
            </Title>
            {reads.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(m.readsEmpty)}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped data-data-access-reads>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t(m.colAdvisor)}</Table.Th>
                      <Table.Th scope="col">{t(m.colWhat)}</Table.Th>
                      <Table.Th scope="col">{t(m.colWhen)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {reads.map((read) => (
                      <Table.Tr key={read.id} data-read={read.what}>
                        <Table.Td>{read.firmName ? `${read.advisorName} · ${read.firmName}` : read.advisorName}</Table.Td>
                        <Table.Td>{t(dataAccessWhatLabel(read.what))}</Table.Td>
                        <Table.Td>{dateTime(read.at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {meta.totalPages > 1 && (
              <Pagination
                total={meta.totalPages}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label={t(m.pages)}
                // The arrows draw no text: each control and page says what it leads to.
                getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROLS[control]) })}
                getItemProps={(item) => ({ 'aria-label': t(m.pageNumber, { page: item }) })}
              />
            )}
          </Stack>
        )}
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(m.withdrawTitle)} centered>
          <Stack gap="md">
            <Text size="sm">{t(m.withdrawBody, { firm: firm?.firmName ?? '' })}</Text>
            {withdraw.isError && (
              <Alert color="red" variant="light" role="alert">
                {loadErrorMessage(withdraw.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t(m.keep)}
              </Button>
              <Button
                color="red"
                loading={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      showToast({ label: 'data-access-withdrawn', message: t(m.withdrawDone), color: 'green' });
                    },
                  })
                }
                data-data-access-withdraw-confirm
              >
                {t(m.withdrawConfirm)}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-data-access-panel>
      <Title order={2} size="h4" id={titleId}>
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(m.intro)}
      </Text>
      {content}
    </Card>
  );
}
