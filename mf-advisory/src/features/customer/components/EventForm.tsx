import { interactionKindLabels, INTERACTION_KINDS, type Interaction, type InteractionInput } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@patrimo/shared/ui';
import { NativeSelect, Textarea } from '@patrimo/shared/ui/controls';
import { useIntl } from 'react-intl';
import { useCreateEvent, useUpdateEvent } from '../api/customer-events';
import { checkEventForm, eventFormValues, eventInputOf, isCall, toLocalInput, type EventField, type EventFormValues } from '../event-form';
import { customerMessages as m } from '../messages';

export interface EventFormProps {
  customerId: string;
  /** The interaction being edited; null logs a new one. */
  event: Interaction | null;
  /** Once saved (or canceled, for an edit). */
  onDone: () => void;
}

/** Logs an interaction, or changes one: kind, date and time (not in the future), content, and who was reached. */
export function EventForm({ customerId, event, onDone }: EventFormProps) {
  const t = useIntl().formatMessage;
  const create = useCreateEvent(customerId);
  const update = useUpdateEvent(customerId);
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm<EventFormValues, InteractionInput, Interaction>({
    initialValues: eventFormValues(event, new Date()),
    check: (values) => {
      const problems = checkEventForm(values, new Date());
      const fields: Partial<Record<EventField, string>> = {};
      for (const [field, problem] of Object.entries(problems) as [EventField, NonNullable<(typeof problems)[EventField]>][]) {
        fields[field] = t(problem.message, problem.values);
      }
      return { global: [], fields };
    },
    mutation: event === null ? create : { mutateAsync: (input: InteractionInput) => update.mutateAsync({ id: event.id, event: input }), isPending: update.isPending },
    toVariables: eventInputOf,
    errors: { wrapper: 'event', overrides: { after_today: t(m.errorDateFuture) } },
    onSuccess: () => {
      if (event === null) form.setValues(eventFormValues(null, new Date()));
      onDone();
    },
  });
  const call = isCall(form.values.kind);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-event-form={event === null ? 'new' : event.id}>
      <Stack gap="sm">
        <FormGlobalErrors messages={globalErrors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t(m.fieldKind)}
            data={INTERACTION_KINDS.map((kind) => ({ value: kind, label: interactionKindLabels[kind] }))}
            key={form.key('kind')}
            {...form.getInputProps('kind')}
          />
          <TextInput
            label={t(m.fieldOccurredAt)}
            type="datetime-local"
            required
            max={toLocalInput(new Date())}
            key={form.key('occurredAt')}
            {...form.getInputProps('occurredAt')}
          />
        </SimpleGrid>
        <Textarea label={t(m.fieldContent)} required autosize minRows={3} maxRows={10} key={form.key('content')} {...form.getInputProps('content')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {call && <TextInput label={t(m.fieldPhone)} type="tel" autoComplete="off" key={form.key('phone')} {...form.getInputProps('phone')} />}
          <TextInput label={t(m.fieldCompany)} autoComplete="off" key={form.key('companyName')} {...form.getInputProps('companyName')} />
          <TextInput label={t(m.fieldContact)} autoComplete="off" key={form.key('contactName')} {...form.getInputProps('contactName')} />
          <TextInput label={t(m.fieldPromoCode)} autoComplete="off" key={form.key('promoCode')} {...form.getInputProps('promoCode')} />
        </SimpleGrid>
        <Group justify="flex-end">
          {event !== null && (
            <Button variant="default" onClick={onDone}>
              {t(m.cancel)}
            </Button>
          )}
          <Button type="submit" loading={submitting} data-event-submit>
            {event === null ? t(m.logSubmit) : t(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
