import { formatCurrency, formatDate, formatPercent, MASKED_AMOUNT, type RealEstate } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import { formErrorsFromApi, FormGlobalErrors, useFocusFirstError } from '@patrimo/shared/forms';
import { usePageTitle, usePrivateMode, useSubject, useToast } from '@patrimo/shared/react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { Checkbox } from '@patrimo/shared/ui/controls';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from '@patrimo/shared/router';
import { checkDraft, draftOf, draftToInput, STEP_FIELDS, type DraftField, type PropertyDraft } from '../draft';
import { propertyAddMessages } from '../add-messages';
import { LoanLinker } from './LoanLinker';
import { PropertyFields } from './PropertyFields';
import { EstimateCard, EstimateMissing } from './EstimateCard';
import { useDeleteRealEstate, useEstimateRealEstate, useRealEstate, useUpdateRealEstate } from '../api/real-estate';
import { pageTitleMessage, propertyMessages as m } from '../property-messages';

type Tab = 'overview' | 'settings';

/** The frame of both pages: the property loaded once, its title, the two tabs; a foreign or unknown id is the 404 page. */
function PropertyFrame({ tab, children }: { tab: Tab; children: (property: RealEstate, view: { masked: boolean; readOnly: boolean }) => ReactNode }) {
  const t = useIntl().formatMessage;
  const { contractId = '' } = useParams();
  const query = useRealEstate(contractId);
  const subject = useSubject();
  const readOnly = subject !== 'me';
  const [masked] = usePrivateMode(readOnly ? 'advisory' : 'app');
  const tabLabel = t(tab === 'overview' ? m.overviewTab : m.settingsTab);
  usePageTitle(query.data ? t(pageTitleMessage, { tab: tabLabel, name: query.data.name }) : tabLabel);
  if (isApiHttpError(query.error) && (query.error.status === 404 || query.error.status === 400 || query.error.status === 403)) return <Navigate to="/404" replace />;
  if (query.data === undefined) {
    return (
      <Stack gap="lg">
        <Title order={1}>{tabLabel}</Title>
        <Text role="status">{t(query.isError ? m.loadFailed : m.loading)}</Text>
      </Stack>
    );
  }
  const property = query.data;
  return (
    <Stack gap="lg" maw={960} data-property={property.id} data-property-tab={tab}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {property.address}
        </Text>
        <Title order={1}>{t(pageTitleMessage, { tab: tabLabel, name: property.name })}</Title>
      </Stack>
      <Group component="nav" aria-label={t(m.tabsLabel)} gap="xs">
        {(['overview', 'settings'] as const).map((name) => (
          <Button
            key={name}
            component={Link}
            to={`../${name}`}
            size="xs"
            variant={name === tab ? 'filled' : 'default'}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(name === 'overview' ? m.overviewTab : m.settingsTab)}
          </Button>
        ))}
      </Group>
      {readOnly && (
        <Alert color="blue" variant="light" data-read-only>
          {t(m.readOnly)}
        </Alert>
      )}
      {children(property, { masked, readOnly })}
    </Stack>
  );
}

function Figure({ label, value, hint, name }: { label: MessageDescriptor; value: string; hint?: MessageDescriptor; name: string }) {
  const t = useIntl().formatMessage;
  return (
    <Card withBorder data-figure={name}>
      <Text size="sm" c="dimmed">
        {t(label)}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {t(hint)}
        </Text>
      )}
    </Card>
  );
}

function Section({ title, children, name }: { title: MessageDescriptor; children: ReactNode; name: string }) {
  const t = useIntl().formatMessage;
  return (
    <Stack gap="sm" component="section" data-section={name}>
      <Title order={2} size="h4">
        {t(title)}
      </Title>
      {children}
    </Stack>
  );
}

/** `contract-realestate/{id}/overview`: value, estimate and its history, linked loans, net equity, rental yield. */
export function PropertyOverview() {
  const t = useIntl().formatMessage;
  return (
    <PropertyFrame tab="overview">
      {(property, { masked }) => {
        const euros = (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true }));
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: property.grossRentalYield === null ? 2 : 3 }}>
              <Figure name="value" label={m.value} value={euros(property.currentAmount)} />
              <Figure name="net-equity" label={m.netEquity} value={euros(property.netEquity)} hint={m.netEquityHint} />
              {property.grossRentalYield !== null && (
                <Figure name="rental-yield" label={m.rentalYield} value={formatPercent(property.grossRentalYield)} hint={m.rentalYieldHint} />
              )}
            </SimpleGrid>
            <Section title={m.reestimateTitle} name="estimate">
              {property.estimate ? <EstimateCard estimate={property.estimate} masked={masked} /> : <EstimateMissing property={property} />}
            </Section>
            <Section title={m.loansTitle} name="loans">
              {property.loans.length === 0 ? (
                <Text size="sm">{t(m.noLoans)}</Text>
              ) : (
                <Table withTableBorder striped data-property-loans>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t(m.loanColumn)}</Table.Th>
                      <Table.Th scope="col">{t(m.loanAmountColumn)}</Table.Th>
                      <Table.Th scope="col">{t(m.loanDateColumn)}</Table.Th>
                      <Table.Th scope="col">{t(m.loanRemainingColumn)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {property.loans.map((loan) => (
                      <Table.Tr key={loan.portfolioId}>
                        <Table.Th scope="row">{loan.name}</Table.Th>
                        <Table.Td>{euros(loan.amount)}</Table.Td>
                        <Table.Td>{formatDate(loan.date, 'long')}</Table.Td>
                        <Table.Td>{loan.remainingAmount === null ? t(m.unknown) : euros(Math.abs(loan.remainingAmount))}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
          </>
        );
      }}
    </PropertyFrame>
  );
}

const EDIT_FIELDS: readonly DraftField[] = [
  ...(STEP_FIELDS['manual:description'] ?? []),
  ...(STEP_FIELDS['estimator:characteristics'] ?? []).filter((field) => !['purchaseYear', 'purchaseAmount', 'notaryCosts'].includes(field)),
  ...(STEP_FIELDS['estimator:condition'] ?? []).filter((field) => field !== 'rentReceived'),
];

/** The edit form: the same fields as the add flows, sent with PUT /real_estates/{id}; refusals under their fields. */
function EditForm({ property }: { property: RealEstate }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const update = useUpdateRealEstate(property.id);
  const [draft, setDraft] = useState<PropertyDraft>(() => draftOf(property));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [globalErrors, setGlobalErrors] = useState<string[]>([]);
  const [formRef, focusFirstError] = useFocusFirstError();
  const flow = property.amount === null ? 'estimator' : 'manual';
  useEffect(() => setDraft(draftOf(property)), [property]);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setGlobalErrors([]);
    const found = checkDraft(draft, flow, EDIT_FIELDS, { chooseAddress: t(propertyAddMessages.chooseAddress) });
    if (found) {
      setErrors(found.fields);
      focusFirstError();
      return;
    }
    try {
      const { amount, ...rest } = draftToInput(draft);
      await update.mutateAsync({ ...rest, ...(amount === undefined ? {} : { amount }) });
      setErrors({});
      showToast({ label: 'real-estate-saved', message: t(m.saved), color: 'green' });
    } catch (error) {
      const mapped = formErrorsFromApi(error, { fields: EDIT_FIELDS, wrapper: 'realEstate' });
      setErrors(mapped.fields);
      setGlobalErrors(mapped.global);
      focusFirstError();
    }
  };
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} data-edit-property>
      <Stack gap="md">
        <FormGlobalErrors title={t(m.saveFailed)} messages={globalErrors} />
        <PropertyFields
          draft={draft}
          fields={EDIT_FIELDS}
          flow={flow}
          errors={errors}
          onChange={(patch) => {
            setDraft((old) => ({ ...old, ...patch }));
            setErrors((old) => {
              const cleared = { ...old };
              for (const key of Object.keys(patch)) delete cleared[key as DraftField];
              return cleared;
            });
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Reestimate({ property }: { property: RealEstate }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const estimate = useEstimateRealEstate(property.id);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <Stack gap="sm">
      <Text size="sm">{t(m.reestimateHint)}</Text>
      <FormGlobalErrors title={t(m.reestimateFailed)} messages={errors} />
      <Group>
        <Button
          variant="light"
          loading={estimate.isPending}
          data-reestimate
          onClick={() => {
            setErrors([]);
            estimate.mutateAsync().then(
              () => showToast({ label: 'real-estate-estimated', message: t(m.reestimated), color: 'green' }),
              (error: unknown) => {
                const mapped = formErrorsFromApi(error, { fields: [] });
                setErrors(mapped.global);
              },
            );
          }}
        >
          {t(m.reestimate)}
        </Button>
      </Group>
    </Stack>
  );
}

function DeleteProperty({ property }: { property: RealEstate }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const remove = useDeleteRealEstate(property.id, () => void navigate('/app/user/goods'));
  return (
    <Stack gap="sm">
      <Text size="sm">{t(m.deleteHint)}</Text>
      <FormGlobalErrors title={t(m.deleteFailed)} messages={errors} />
      <Checkbox label={t(m.deleteConfirm)} checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} name="confirm-delete" />
      <Group>
        <Button
          color="red"
          disabled={!confirmed}
          loading={remove.isPending}
          data-delete-property
          onClick={() => remove.mutateAsync().catch((error: unknown) => setErrors(formErrorsFromApi(error, { fields: [] }).global))}
        >
          {t(m.delete)}
        </Button>
      </Group>
    </Stack>
  );
}

/** `contract-realestate/{id}/settings`: edit, estimate again, link loans, delete (« Bien immobilier supprimé »). */
export function PropertySettings() {
  return (
    <PropertyFrame tab="settings">
      {(property, { masked, readOnly }) =>
        readOnly ? (
          <Stack gap="md" data-read-only-settings>
            <PropertyFields draft={draftOf(property)} fields={EDIT_FIELDS} flow="manual" errors={{}} onChange={() => undefined} readOnly />
          </Stack>
        ) : (
          <>
            <Section title={m.editTitle} name="edit">
              <EditForm property={property} />
            </Section>
            {property.location !== null && (
              <Section title={m.reestimateTitle} name="reestimate">
                <Reestimate property={property} />
              </Section>
            )}
            <Section title={m.linkLoansTitle} name="link-loans">
              <LoanLinker property={property} masked={masked} />
            </Section>
            <Section title={m.deleteTitle} name="delete">
              <DeleteProperty property={property} />
            </Section>
          </>
        )
      }
    </PropertyFrame>
  );
}
