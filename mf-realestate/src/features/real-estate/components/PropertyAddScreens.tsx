import { formErrorsFromApi, FormGlobalErrors, useFocusFirstError } from '@patrimo/shared/forms';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from '@patrimo/shared/router';
import { useRealEstate } from '../api/real-estate';
import { EstimateCard, EstimateMissing } from './EstimateCard';
import { useCreateRealEstate } from '../api/create-real-estate';
import { checkDraft, draftToInput, STEP_FIELDS, type DraftField, type FlowKind, type PropertyDraft } from '../draft';
import { EMPTY_FLOW, useFlowState } from '../draft-state';
import { fieldMessages as f } from '../field-messages';
import { ESTIMATOR_FLOW, MANUAL_FLOW, type FlowStep } from '../flows';
import { labelledMessage, propertyAddMessages as m } from '../add-messages';
import { AddFlowFrame } from './AddFlowFrame';
import { LoanLinker } from './LoanLinker';
import { PropertyFields } from './PropertyFields';

const propertyPath = (id: string) => `/app/contract-realestate/${encodeURIComponent(id)}/overview`;

interface StepProps {
  flowKind: FlowKind;
  flow: readonly FlowStep[];
  current: string;
  title: MessageDescriptor;
  lead: MessageDescriptor;
}

/** A step that asks for some fields: « Étape suivante » checks them first, the draft is kept as typed. */
function FieldsStep({ flowKind, flow, current, title, lead }: StepProps) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [state, setState] = useFlowState(flowKind);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [formRef, focusFirstError] = useFocusFirstError();
  const fields = STEP_FIELDS[`${flowKind}:${current}`] ?? [];
  const index = flow.findIndex((step) => step.path === current);
  const previous = flow[index - 1];
  const next = flow[index + 1];
  const update = (patch: Partial<PropertyDraft>) => {
    setState((old) => ({ ...old, draft: { ...old.draft, ...patch } }));
    setErrors((old) => {
      const cleared = { ...old };
      for (const key of Object.keys(patch)) delete cleared[key as DraftField];
      return cleared;
    });
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkDraft(state.draft, flowKind, fields, { chooseAddress: t(m.chooseAddress) });
    if (found) {
      setErrors(found.fields);
      focusFirstError();
      return;
    }
    if (next) void navigate(`../${next.path}`);
  };
  return (
    <AddFlowFrame flow={flow} current={current} title={title} lead={lead}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t(m.requiredHint)}
          </Text>
          <PropertyFields draft={state.draft} fields={fields} flow={flowKind} errors={errors} onChange={update} />
          <Group justify="space-between">
            {previous ? (
              <Button component={Link} to={`../${previous.path}`} variant="default">
                {t(m.linkPrevious)}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit">{t(m.linkNext)}</Button>
          </Group>
        </Stack>
      </form>
    </AddFlowFrame>
  );
}

/** What was typed, field by field, before it is sent. */
function DraftSummary({ draft, flowKind }: { draft: PropertyDraft; flowKind: FlowKind }) {
  const t = useIntl().formatMessage;
  const fields = Object.entries(STEP_FIELDS)
    .filter(([key]) => key.startsWith(`${flowKind}:`))
    .flatMap(([, list]) => list);
  const shown = (field: DraftField): string => {
    const value = draft[field];
    if (field === 'features') return draft.features.length === 0 ? t(m.notGiven) : draft.features.map((feature) => t(f[feature])).join(', ');
    if (field === 'conditions') {
      const rated = Object.entries(draft.conditions).filter(([, level]) => level !== '');
      return rated.length === 0 ? t(m.notGiven) : rated.map(([subject, level]) => t(labelledMessage, { label: t(f[subject as keyof typeof draft.conditions]), value: t(f[`level${level}` as 'level1']) })).join(', ');
    }
    if (field === 'kind') return draft.kind === '' ? t(m.notGiven) : t(draft.kind === 'house' ? f.kindHouse : f.kindAppartment);
    if (field === 'usage') {
      const labels = { principal_residence: f.usagePrincipal, secondary_residence: f.usageSecondary, rental_investment: f.usageRental } as const;
      return draft.usage === '' ? t(m.notGiven) : t(labels[draft.usage]);
    }
    if (field === 'state') return draft.state === '' ? t(m.notGiven) : t(draft.state === '1' ? f.stateNew : f.stateOld);
    if ((field === 'floor' || field === 'rooms') && value === '5') return t(f.fiveAndMore);
    return typeof value === 'string' && value.trim() !== '' ? value : t(m.notGiven);
  };
  return (
    <Table withTableBorder striped data-draft-summary>
      <Table.Caption>{t(m.summaryTitle)}</Table.Caption>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field}>
            <Table.Th scope="row">{t(f[field])}</Table.Th>
            <Table.Td>{shown(field)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Once added: its first estimate (or why it has none), then the loans or the property's page. */
function Created({ id, flowKind, withLoansStep }: { id: string; flowKind: FlowKind; withLoansStep: boolean }) {
  const t = useIntl().formatMessage;
  const [, setState] = useFlowState(flowKind);
  const property = useRealEstate(id);
  const navigate = useNavigate();
  if (property.data === undefined) return property.isError ? null : <Loader aria-label={t(m.create)} />;
  return (
    <Stack gap="lg" data-created={id}>
      <Alert color="green" variant="light">
        {t(m.created)}
      </Alert>
      {property.data.estimate ? <EstimateCard estimate={property.data.estimate} /> : <EstimateMissing property={property.data} />}
      {!withLoansStep && (
        <Stack gap="sm" component="section">
          <Title order={2} size="h4">
            {t(m.loansTitle)}
          </Title>
          <LoanLinker property={property.data} />
        </Stack>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => {
            setState(EMPTY_FLOW);
            void navigate('../description');
          }}
        >
          {t(m.startOver)}
        </Button>
        {withLoansStep ? (
          <Button component={Link} to="../loans">
            {t(m.linkLoans)}
          </Button>
        ) : (
          <Button
            onClick={() => {
              setState(EMPTY_FLOW);
              void navigate(propertyPath(id));
            }}
          >
            {t(m.openProperty)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The summary, then « Ajouter ce bien »: the server's refusals show above, the draft is kept. */
function ConfirmStep({ flowKind, flow, current, title, lead }: StepProps) {
  const t = useIntl().formatMessage;
  const [state, setState] = useFlowState(flowKind);
  const create = useCreateRealEstate();
  const [globalErrors, setGlobalErrors] = useState<string[]>([]);
  const index = flow.findIndex((step) => step.path === current);
  const previous = flow[index - 1];
  const withLoansStep = flow.some((step) => step.path === 'loans');
  const submit = async () => {
    setGlobalErrors([]);
    const steps = Object.entries(STEP_FIELDS).filter(([key]) => key.startsWith(`${flowKind}:`));
    const found = checkDraft(state.draft, flowKind, steps.flatMap(([, fields]) => fields), { chooseAddress: t(m.chooseAddress) });
    if (found) {
      setGlobalErrors(Object.entries(found.fields).map(([field, message]) => t(labelledMessage, { label: t(f[field as DraftField]), value: message })));
      return;
    }
    try {
      const property = await create.mutateAsync(draftToInput(state.draft));
      setState((old) => ({ ...old, createdId: property.id }));
    } catch (error) {
      const fields = Object.keys(state.draft) as DraftField[];
      const found = formErrorsFromApi(error, { fields, wrapper: 'realEstate' });
      setGlobalErrors([
        ...found.global,
        ...Object.entries(found.fields).map(([field, message]) => t(labelledMessage, { label: field in f ? t(f[field as DraftField]) : field, value: message })),
      ]);
    }
  };
  return (
    <AddFlowFrame flow={flow} current={current} title={title} lead={lead}>
      {state.createdId ? (
        <Created id={state.createdId} flowKind={flowKind} withLoansStep={withLoansStep} />
      ) : (
        <Stack gap="lg">
          <FormGlobalErrors title={t(m.createFailed)} messages={globalErrors} />
          <DraftSummary draft={state.draft} flowKind={flowKind} />
          <Group justify="space-between">
            {previous ? (
              <Button component={Link} to={`../${previous.path}`} variant="default">
                {t(m.linkPrevious)}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => void submit()} loading={create.isPending} data-create-property>
              {t(m.create)}
            </Button>
          </Group>
        </Stack>
      )}
    </AddFlowFrame>
  );
}

export function EstimatorDescription() {
  return <FieldsStep flowKind="estimator" flow={ESTIMATOR_FLOW} current="description" title={m.estimatorDescriptionTitle} lead={m.estimatorDescriptionLead} />;
}

export function EstimatorCharacteristics() {
  return <FieldsStep flowKind="estimator" flow={ESTIMATOR_FLOW} current="characteristics" title={m.characteristicsTitle} lead={m.characteristicsLead} />;
}

export function EstimatorCondition() {
  return <FieldsStep flowKind="estimator" flow={ESTIMATOR_FLOW} current="condition" title={m.conditionTitle} lead={m.conditionLead} />;
}

export function EstimatorConfirmation() {
  return <ConfirmStep flowKind="estimator" flow={ESTIMATOR_FLOW} current="confirmation" title={m.confirmationTitle} lead={m.confirmationLead} />;
}

/** The optional last step: link the loans that financed the property just added. */
export function EstimatorLoans() {
  const t = useIntl().formatMessage;
  const [state, setState] = useFlowState('estimator');
  const navigate = useNavigate();
  const id = state.createdId;
  const property = useRealEstate(id ?? '');
  return (
    <AddFlowFrame flow={ESTIMATOR_FLOW} current="loans" title={m.loansTitle} lead={m.loansLead}>
      {id === null ? (
        <Stack gap="md">
          <Text>{t(m.notCreatedYet)}</Text>
          <Button component={Link} to="../confirmation" variant="default">
            {t(m.backToConfirmation)}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          {property.data && <LoanLinker property={property.data} />}
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setState(EMPTY_FLOW);
                void navigate(propertyPath(id));
              }}
              data-finish
            >
              {t(m.finish)}
            </Button>
          </Group>
        </Stack>
      )}
    </AddFlowFrame>
  );
}

export function ManualDescription() {
  return <FieldsStep flowKind="manual" flow={MANUAL_FLOW} current="description" title={m.manualDescriptionTitle} lead={m.manualDescriptionLead} />;
}

export function ManualConfirmation() {
  return <ConfirmStep flowKind="manual" flow={MANUAL_FLOW} current="confirmation" title={m.manualConfirmationTitle} lead={m.manualConfirmationLead} />;
}
