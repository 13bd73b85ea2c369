import { SimpleGrid, Stack, TextInput } from '@patrimo/shared/ui';
import { Checkbox, Fieldset, NativeSelect } from '@patrimo/shared/ui/controls';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CONDITION_SUBJECTS, FEATURES, requiredFields, type DraftField, type FlowKind, type PropertyDraft } from '../draft';
import { fieldMessages as f } from '../field-messages';
import { AddressField } from './AddressField';

export interface PropertyFieldsProps {
  draft: PropertyDraft;
  fields: readonly DraftField[];
  flow: FlowKind;
  errors: Partial<Record<DraftField, string>>;
  onChange: (patch: Partial<PropertyDraft>) => void;
  readOnly?: boolean;
}

const NUMBER_FIELDS = {
  surface: f.surface,
  gardenSurface: f.gardenSurface,
  constructionYear: f.constructionYear,
  purchaseYear: f.purchaseYear,
  amount: f.amount,
  purchaseAmount: f.purchaseAmount,
  notaryCosts: f.notaryCosts,
  rentReceived: f.rentReceived,
  bathrooms: f.bathrooms,
} as const satisfies Partial<Record<DraftField, MessageDescriptor>>;

const isNumberField = (field: DraftField): field is keyof typeof NUMBER_FIELDS => field in NUMBER_FIELDS;

/** The fields of a property (spec §3) that a step asks for, with their French labels and their errors. */
export function PropertyFields({ draft, fields, flow, errors, onChange, readOnly = false }: PropertyFieldsProps) {
  const t = useIntl().formatMessage;
  const required = requiredFields(flow);
  const choose = { value: '', label: t(f.choose) };
  const zeroToFive = (zero: MessageDescriptor | null) =>
    [0, 1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 5 ? t(f.fiveAndMore) : n === 0 && zero ? t(zero) : String(n) }));

  const render = (field: DraftField): ReactNode => {
    const common = { name: field, required: !readOnly && required.includes(field), error: errors[field] };
    if (isNumberField(field)) {
      const isYear = field === 'constructionYear' || field === 'purchaseYear';
      return (
        <TextInput
          key={field}
          {...common}
          label={t(NUMBER_FIELDS[field])}
          {...(field === 'rentReceived' ? { description: t(f.rentHint) } : {})}
          inputMode={isYear || field === 'bathrooms' ? 'numeric' : 'decimal'}
          readOnly={readOnly}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.currentTarget.value })}
        />
      );
    }
    switch (field) {
      case 'name':
        return (
          <TextInput
            key={field}
            {...common}
            label={t(f.name)}
            description={t(f.nameHint)}
            readOnly={readOnly}
            value={draft.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
          />
        );
      case 'address':
        return (
          <AddressField
            key={field}
            value={draft.address}
            location={draft.location}
            error={errors.address}
            required={common.required}
            readOnly={readOnly}
            onType={(address) => onChange({ address, location: null })}
            onChoose={(address) => {
              const { label, ...location } = address;
              onChange({ address: label, location });
            }}
          />
        );
      case 'kind':
        return (
          <NativeSelect
            key={field}
            {...common}
            label={t(f.kind)}
            disabled={readOnly}
            value={draft.kind}
            data={[choose, { value: 'appartment', label: t(f.kindAppartment) }, { value: 'house', label: t(f.kindHouse) }]}
            onChange={(event) => onChange({ kind: event.currentTarget.value as PropertyDraft['kind'] })}
          />
        );
      case 'usage':
        return (
          <NativeSelect
            key={field}
            {...common}
            label={t(f.usage)}
            disabled={readOnly}
            value={draft.usage}
            data={[
              choose,
              { value: 'principal_residence', label: t(f.usagePrincipal) },
              { value: 'secondary_residence', label: t(f.usageSecondary) },
              { value: 'rental_investment', label: t(f.usageRental) },
            ]}
            onChange={(event) => onChange({ usage: event.currentTarget.value as PropertyDraft['usage'] })}
          />
        );
      case 'state':
        return (
          <NativeSelect
            key={field}
            {...common}
            label={t(f.state)}
            disabled={readOnly}
            value={draft.state}
            data={[choose, { value: '0', label: t(f.stateOld) }, { value: '1', label: t(f.stateNew) }]}
            onChange={(event) => onChange({ state: event.currentTarget.value as PropertyDraft['state'] })}
          />
        );
      case 'floor':
      case 'rooms':
        return (
          <NativeSelect
            key={field}
            {...common}
            label={t(field === 'floor' ? f.floor : f.rooms)}
            disabled={readOnly}
            value={draft[field]}
            data={[choose, ...zeroToFive(field === 'floor' ? f.groundFloor : null)]}
            onChange={(event) => onChange({ [field]: event.currentTarget.value })}
          />
        );
      case 'features':
        return (
          <Fieldset key={field} legend={t(f.features)} data-field="features">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {FEATURES.map((feature) => (
                <Checkbox
                  key={feature}
                  name={`feature-${feature}`}
                  label={t(f[feature])}
                  disabled={readOnly}
                  checked={draft.features.includes(feature)}
                  onChange={(event) =>
                    onChange({
                      features: event.currentTarget.checked
                        ? [...draft.features.filter((item) => item !== feature), feature]
                        : draft.features.filter((item) => item !== feature),
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      case 'conditions':
        return (
          <Fieldset key={field} legend={t(f.conditions)} data-field="conditions">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {CONDITION_SUBJECTS.map((subject) => (
                <NativeSelect
                  key={subject}
                  name={`condition-${subject}`}
                  label={t(f[subject])}
                  disabled={readOnly}
                  value={draft.conditions[subject]}
                  data={[
                    { value: '', label: t(f.levelUnknown) },
                    { value: '1', label: t(f.level1) },
                    { value: '2', label: t(f.level2) },
                    { value: '3', label: t(f.level3) },
                  ]}
                  onChange={(event) =>
                    onChange({ conditions: { ...draft.conditions, [subject]: event.currentTarget.value as '' | '1' | '2' | '3' } })
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      default:
        return null;
    }
  };

  const isWide = (field: DraftField) => field === 'name' || field === 'address' || field === 'features' || field === 'conditions';
  const wide = fields.filter(isWide);
  const narrow = fields.filter((field) => !isWide(field));
  return (
    <Stack gap="md">
      {wide.filter((field) => field === 'name' || field === 'address').map(render)}
      {narrow.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2 }}>{narrow.map(render)}</SimpleGrid>}
      {wide.filter((field) => field === 'features' || field === 'conditions').map(render)}
    </Stack>
  );
}
