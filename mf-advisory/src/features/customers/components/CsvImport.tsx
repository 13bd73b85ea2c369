import {
  CSV_EXTENSION,
  CSV_MAX_BYTES,
  importRowStatusSchema,
  type CreateInvitationsResult,
  type ImportPreviewRow,
  type ImportRowStatus,
  type InvitationCsv,
  type InvitationImportPreview,
} from '@patrimo/shared';
import { saveFile } from '@patrimo/shared/client';
import { Alert, Anchor, Badge, Button, Center, Group, List, Stack, Text, Title, type MantineColor } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { Pagination } from '@patrimo/shared/ui/controls';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useImportInvitations, usePreviewImport } from '../api/invitations';
import {
  bytesToBase64,
  countOf,
  csvFailureMessage,
  csvFileProblem,
  csvFileProblemMessage,
  csvTemplate,
  IMPORT_STATUS_EXPLANATIONS,
  IMPORT_STATUS_LABELS,
  rowProblems,
  TEMPLATE_FILE_NAME,
} from '../csv-import';
import {
  addMessages as m,
  csvCountMessage,
  csvDetectedMessage,
  csvFileHelpMessage,
  csvSendMessage,
  csvSummaryMessage,
  delimiterMessages,
} from '../add-messages';
import { pageMessage, listMessages } from '../list-messages';

const ROWS_PER_PAGE = 50;
const STATUS_COLORS: Record<ImportRowStatus, MantineColor> = {
  ready: 'green',
  invalid: 'red',
  duplicate: 'orange',
  already_customer: 'gray',
  already_invited: 'gray',
};
const ENCODING_NAMES: Record<InvitationImportPreview['encoding'], string> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252 (Latin-1)' };
const DELIMITERS = { ';': delimiterMessages.semicolon, ',': delimiterMessages.comma, '\t': delimiterMessages.tab } as const;

function RowProblems({ row }: { row: ImportPreviewRow }) {
  const problems = rowProblems(row);
  if (problems.length === 0) {
    return row.status === 'ready' || row.status === 'invalid' ? null : <Text size="sm">{IMPORT_STATUS_EXPLANATIONS[row.status]}</Text>;
  }
  return (
    <List size="sm" spacing={2}>
      {problems.map((problem) => (
        <List.Item key={problem}>{problem}</List.Item>
      ))}
    </List>
  );
}

function PreviewTable({ rows }: { rows: readonly ImportPreviewRow[] }) {
  const t = useIntl().formatMessage;
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shown = rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder verticalSpacing="xs" data-csv-preview-table>
          <Table.Thead>
            <Table.Tr>
              {[m.csvLine, m.civilTitle, m.firstName, m.lastName, m.email, m.csvStatus, m.csvProblems].map((label) => (
                <Table.Th key={label.id} scope="col">
                  {t(label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.line} data-csv-line={row.line} data-csv-status={row.status}>
                <Table.Th scope="row">{row.line}</Table.Th>
                {/* Cells are text as typed: a cell that looks like a formula is shown, never evaluated. */}
                <Table.Td>{row.civilTitle ?? ''}</Table.Td>
                <Table.Td>{row.firstName ?? ''}</Table.Td>
                <Table.Td>{row.lastName ?? ''}</Table.Td>
                <Table.Td>{row.email ?? ''}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="light">
                    {IMPORT_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <RowProblems row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Center component="nav" aria-label={t(m.csvPreview)}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': t(pageMessage, { page: item }) })}
            getControlProps={(control) => ({
              'aria-label': t(
                { first: listMessages.firstPage, previous: listMessages.previousPage, next: listMessages.nextPage, last: listMessages.lastPage }[
                  control
                ],
              ),
            })}
          />
        </Center>
      )}
    </Stack>
  );
}

function ImportSummary({ result, onAnother }: { result: CreateInvitationsResult; onAnother: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <Alert color="green" variant="light" title={t(m.csvDone)} data-csv-summary>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(csvSummaryMessage, { sent: result.invitations.length, skipped: result.rejected.length })}</Text>
        <Group>
          <Button component={Link} to=".." size="xs">
            {t(m.csvToList)}
          </Button>
          <Button variant="light" size="xs" onClick={onAnother}>
            {t(m.csvAnother)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type Step =
  | { step: 'choose'; problem: string | null }
  | { step: 'preview'; csv: InvitationCsv; preview: InvitationImportPreview; sendError: string | null }
  | { step: 'done'; result: CreateInvitationsResult };

/**
 * « Importer un fichier CSV »: the file checked in the browser (`.csv`, 2 MB), read as bytes and previewed by the
 * server (every row with its fate and its problems, nothing sent), then the ready rows invited on confirmation.
 */
export function CsvImport() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewImport();
  const send = useImportInvitations();
  const [state, setState] = useState<Step>({ step: 'choose', problem: null });

  const restart = () => {
    if (input.current) input.current.value = '';
    setState({ step: 'choose', problem: null });
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    const problem = csvFileProblem(file);
    if (problem) {
      setState({ step: 'choose', problem: csvFileProblemMessage(problem) });
      return;
    }
    try {
      const csv = { fileName: file.name, contentBase64: bytesToBase64(new Uint8Array(await file.arrayBuffer())) };
      const answer = await preview.mutateAsync(csv);
      setState({ step: 'preview', csv, preview: answer, sendError: null });
    } catch (error) {
      setState({ step: 'choose', problem: csvFailureMessage(error) });
    }
  };

  const confirm = async (csv: InvitationCsv, shown: InvitationImportPreview) => {
    try {
      setState({ step: 'done', result: await send.mutateAsync(csv) });
    } catch (error) {
      setState({ step: 'preview', csv, preview: shown, sendError: csvFailureMessage(error) });
    }
  };

  const downloadTemplate = () => saveFile(new Blob([csvTemplate()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILE_NAME);
  const size = intl.formatNumber(CSV_MAX_BYTES / (1024 * 1024), { style: 'unit', unit: 'megabyte', unitDisplay: 'short' });

  if (state.step === 'done') return <ImportSummary result={state.result} onAnother={restart} />;

  return (
    <Stack gap="lg" data-csv-import>
      <Text size="sm">{t(m.csvIntro)}</Text>
      <Group>
        <Anchor component="button" type="button" size="sm" onClick={downloadTemplate} data-csv-template>
          {t(m.csvTemplate)}
        </Anchor>
      </Group>
      {state.step === 'choose' && (
        <Stack gap={4}>
          <Text component="label" htmlFor={inputId} fw={500} size="sm">
            {t(m.csvFile)}
          </Text>
          <Text id={helpId} size="xs" c="dimmed">
            {t(csvFileHelpMessage, { extension: CSV_EXTENSION, size })}
          </Text>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={helpId}
            aria-invalid={state.problem !== null}
            disabled={preview.isPending}
            onChange={(event) => void read(event.currentTarget.files?.[0])}
            data-csv-input
          />
          {preview.isPending && (
            <Text size="sm" role="status">
              {t(m.csvReading)}
            </Text>
          )}
          {state.problem !== null && (
            <Alert color="red" role="alert" title={t(m.csvFailed)} data-csv-error>
              {state.problem}
            </Alert>
          )}
        </Stack>
      )}
      {state.step === 'preview' && (
        <Stack gap="md" data-csv-preview>
          <Title order={2} size="h4">
            {t(m.csvPreview)}
          </Title>
          <Text size="sm" c="dimmed" data-csv-detected>
            {t(csvDetectedMessage, { encoding: ENCODING_NAMES[state.preview.encoding], delimiter: t(DELIMITERS[state.preview.delimiter]) })}
          </Text>
          <Group gap="xs" data-csv-counts>
            {importRowStatusSchema.options.map((status) => (
              <Badge key={status} color={STATUS_COLORS[status]} variant="light" data-csv-count={status}>
                {t(csvCountMessage, { label: IMPORT_STATUS_LABELS[status], count: countOf(state.preview.counts, status) })}
              </Badge>
            ))}
          </Group>
          <PreviewTable rows={state.preview.rows} />
          {state.sendError !== null && (
            <Alert color="red" role="alert" title={t(m.csvSendFailed)}>
              {state.sendError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={restart} disabled={send.isPending}>
              {t(m.csvCancel)}
            </Button>
            {countOf(state.preview.counts, 'ready') === 0 ? (
              <Text size="sm">{t(m.csvNothingReady)}</Text>
            ) : (
              <Button onClick={() => void confirm(state.csv, state.preview)} loading={send.isPending} data-csv-send>
                {t(csvSendMessage, { count: countOf(state.preview.counts, 'ready') })}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
