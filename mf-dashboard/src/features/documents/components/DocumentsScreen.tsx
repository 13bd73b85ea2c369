import { saveFile } from '@patrimo/shared/client';
import { formatDate, type PortfolioDocument } from '@patrimo/shared';
import { loadErrorMessage, loadStateOf, usePremiumLocked } from '@patrimo/shared/query';
import { LoadState, PremiumLock } from '@patrimo/shared/react';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from '@patrimo/shared/router';
import '../../../lib/date-styles';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useDownloadPortfolioDocument, useDownloadPortfolioStatement } from '../api/download-files';
import { usePortfolioDocuments } from '../api/get-portfolio-documents';
import { documentsMessages as m } from '../messages';
import { checkPeriod, defaultPeriod, type PeriodError, type PeriodValues } from '../period';

function StatementForm({ portfolioId }: { portfolioId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const mutation = useDownloadPortfolioStatement(portfolioId);
  const [done, setDone] = useState(false);
  const locked = usePremiumLocked('statements');
  const messageOf = (field: 'from' | 'to', error: PeriodError | undefined): string | null => {
    if (error === undefined) return null;
    if (error === 'required') return t(field === 'from' ? m.fromRequired : m.toRequired);
    return t(error === 'inconsistent' ? m.inconsistent : m.outOfRange);
  };
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm<PeriodValues, { from: string; to: string }, Awaited<ReturnType<typeof mutation.mutateAsync>>>({
    initialValues: defaultPeriod(),
    validate: (values) => {
      const errors = checkPeriod(values);
      return { from: messageOf('from', errors.from), to: messageOf('to', errors.to) };
    },
    mutation,
    toVariables: (values) => ({ from: values.from as string, to: values.to as string }),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      setDone(true);
    },
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="statement-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="statement-title" size="h3">
            {t(m.statementTitle)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(m.statementDescription)}
          </Text>
        </Stack>
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {/* No min/max on the fields: a date typed outside spec §5's range reaches the check and its French message. */}
            <FormGlobalErrors messages={globalErrors} />
            <Group align="flex-start" gap="md" wrap="wrap">
              <FrenchDateInput label={t(m.from)} required {...form.getInputProps('from')} />
              <FrenchDateInput label={t(m.to)} required {...form.getInputProps('to')} />
            </Group>
            <Group>
              <PremiumLock locked={locked} label={t(m.download)} feature="statements" size="md">
                <Button type="submit" loading={submitting} onClick={() => setDone(false)}>
                  {t(m.download)}
                </Button>
              </PremiumLock>
            </Group>
            <div role="status" aria-live="polite">
              {done && (
                <Text size="sm" c="teal.8">
                  {t(m.downloaded)}
                </Text>
              )}
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

function DocumentRow({ portfolioId, document }: { portfolioId: string; document: PortfolioDocument }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const download = useDownloadPortfolioDocument(portfolioId);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py="xs" data-document={document.id}>
      <Stack gap={0}>
        <Text fw={600}>{document.name}</Text>
        <Text size="sm" c="dimmed">
          {formatDate(document.date, 'long')}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        <Button
          variant="light"
          size="sm"
          loading={download.isPending}
          aria-label={`${t(m.downloadOne)}\u00a0: ${document.name}`}
          onClick={() => download.mutate({ documentId: document.id }, { onSuccess: (file) => saveFile(file.blob, file.fileName) })}
        >
          {t(m.downloadOne)}
        </Button>
        {download.isError && (
          <Text size="sm" c="red.8" role="alert">
            {`${t(m.downloadFailed)}\u00a0: ${loadErrorMessage(download.error)}`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function InstitutionDocuments({ portfolioId }: { portfolioId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const documents = usePortfolioDocuments(portfolioId);
  const load = loadStateOf(documents);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bank-documents-title">
      <Stack gap="md">
        <Title order={2} id="bank-documents-title" size="h3">
          {t(m.bankTitle)}
        </Title>
        {load.state !== 'ready' ? (
          <LoadState load={load} loadingLabel={m.loading} />
        ) : load.data.source === 'manual' ? (
          <Text>{t(m.manual)}</Text>
        ) : load.data.source === 'unavailable' ? (
          <Alert color="yellow" variant="light">
            {t(m.unavailable)}
          </Alert>
        ) : load.data.documents.length === 0 ? (
          <Text>{t(m.none)}</Text>
        ) : (
          <Stack component="ul" gap={0} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {load.data.documents.map((document) => (
              <DocumentRow key={document.id} portfolioId={portfolioId} document={document} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** `contract/:contractId/documents`: the institution's documents and the PDF statement Patrimo writes. */
export function DocumentsScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { contractId = '' } = useParams();
  return (
    <Stack gap="xl" maw={960}>
      <ScreenHeader
        title={t(m.title)}
        description={t(m.description)}
        links={[
          { to: '../overview', label: t(m.linkOverview) },
          { to: '../investments', label: t(m.linkInvestments) },
        ]}
        linksLabel={t(m.linksLabel)}
      />
      <StatementForm portfolioId={contractId} />
      <InstitutionDocuments portfolioId={contractId} />
    </Stack>
  );
}
