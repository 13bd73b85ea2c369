import { saveFile } from '@patrimo/shared/client';
import { formatCurrency, formatDate, type Invoice, type InvoiceStatus } from '@patrimo/shared';
import { loadErrorMessage, loadStateOf } from '@patrimo/shared/query';
import { Alert, Button, Card, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDownloadInvoice, useInvoices } from '../api/invoices';
import { billingMessages as m } from '../messages';

const STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  paid: m.statusPaid,
  open: m.statusOpen,
  draft: m.statusDraft,
  uncollectible: m.statusUncollectible,
  void: m.statusVoid,
};

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const t = useIntl().formatMessage;
  const download = useDownloadInvoice();
  return (
    <Table.Tr data-invoice={invoice.number}>
      <Table.Th scope="row">{invoice.number}</Table.Th>
      <Table.Td>{formatDate(invoice.createdAt, 'long')}</Table.Td>
      <Table.Td>{formatCurrency(invoice.amountExclTax)}</Table.Td>
      <Table.Td>{formatCurrency(invoice.vatAmount)}</Table.Td>
      <Table.Td>{formatCurrency(invoice.amount)}</Table.Td>
      <Table.Td>{t(STATUS_LABELS[invoice.status])}</Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Button
            size="xs"
            variant="light"
            loading={download.isPending}
            aria-label={t(m.invoiceDownloadOf, { number: invoice.number })}
            onClick={() => download.mutate({ id: invoice.id, number: invoice.number }, { onSuccess: (file) => saveFile(file.blob, file.fileName) })}
            data-invoice-download
          >
            {t(m.invoiceDownload)}
          </Button>
          {download.isError && (
            <Text size="xs" c="red.8" role="alert">
              {`${t(m.invoiceDownloadFailed)}\u202f: ${loadErrorMessage(download.error)}`}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** The invoices, newest first: number, date, HT, TVA, TTC, status, and each one's PDF. */
export function Invoices() {
  const t = useIntl().formatMessage;
  const load = loadStateOf(useInvoices());
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invoices-title" data-invoices>
      <Stack gap="md">
        <Title order={2} size="h3" id="invoices-title">
          {t(m.invoicesTitle)}
        </Title>
        {load.state === 'loading' && <Text role="status">{t(m.loading)}</Text>}
        {load.state === 'failed' && <Alert color="red">{load.message}</Alert>}
        {load.state === 'ready' &&
          (load.data.length === 0 ? (
            <Text size="sm" data-no-invoices>
              {t(m.noInvoices)}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    {[m.invoiceNumber, m.invoiceDate, m.invoiceExclTax, m.invoiceVat, m.invoiceTotal, m.invoiceStatus, m.invoiceDownload].map((label) => (
                      <Table.Th key={label.id} scope="col">
                        {t(label)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {load.data.map((invoice) => (
                    <InvoiceRow key={invoice.id} invoice={invoice} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Stack>
    </Card>
  );
}
