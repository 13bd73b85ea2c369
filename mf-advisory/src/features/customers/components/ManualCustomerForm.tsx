import '@mantine/dates/styles.css';
import { civilTitleLabels, maritalStatusLabels, parisDay } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { useToast } from '@patrimo/shared/react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { FrenchDateInput } from '@patrimo/shared/ui/dates';
import { Fieldset, NativeSelect } from '@patrimo/shared/ui/controls';
import { useIntl } from 'react-intl';
import { useNavigate } from '@patrimo/shared/router';
import { useCreateCustomer } from '../api/create-customer';
import { checkCustomerForm, customerInputOf, CUSTOMER_FIELDS, EMPTY_CUSTOMER, type CustomerFormValues } from '../add-form';
import { addMessages as m } from '../add-messages';

/** « Saisir un client »: a customer's record typed by the advisor (POST /customers), then their overview. */
export function ManualCustomerForm() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const showToast = useToast();
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: EMPTY_CUSTOMER,
    check: (values: CustomerFormValues) => checkCustomerForm(values),
    mutation: useCreateCustomer(),
    toVariables: customerInputOf,
    errors: { fields: CUSTOMER_FIELDS, wrapper: 'customer', globalToField: { already_customer: 'email' } },
    onSuccess: (customer) => {
      showToast({ label: 'customer-added', message: t(m.customerAdded), color: 'green' });
      navigate(`../${customer.id}/overview`);
    },
  });
  const choose = t(m.choose);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting} data-manual-customer-form>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t(m.requiredHint)}
        </Text>
        <FormGlobalErrors title={t(m.saveFailed)} messages={globalErrors} />
        <Fieldset legend={t(m.identity)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...form.getInputProps('civilTitle')}
              label={t(m.civilTitle)}
              data={[{ value: '', label: choose }, ...Object.entries(civilTitleLabels).map(([value, label]) => ({ value, label }))]}
            />
            <TextInput {...form.getInputProps('clientId')} label={t(m.clientId)} maxLength={64} />
            <TextInput {...form.getInputProps('firstName')} label={t(m.firstName)} required autoComplete="off" maxLength={80} />
            <TextInput {...form.getInputProps('lastName')} label={t(m.lastName)} required autoComplete="off" maxLength={80} />
            <TextInput {...form.getInputProps('email')} label={t(m.email)} description={t(m.emailOptional)} type="email" autoComplete="off" />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t(m.family)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FrenchDateInput
              name="birthDate"
              label={t(m.birthDate)}
              value={form.values.birthDate === '' ? null : form.values.birthDate}
              onChange={(value) => form.setFieldValue('birthDate', value ?? '')}
              error={form.errors['birthDate']}
              excludeDate={(date) => date > parisDay(new Date())}
              clearable
            />
            <TextInput {...form.getInputProps('birthplace')} label={t(m.birthplace)} maxLength={120} />
            <NativeSelect
              {...form.getInputProps('maritalStatus')}
              label={t(m.maritalStatus)}
              data={[{ value: '', label: choose }, ...Object.entries(maritalStatusLabels).map(([value, label]) => ({ value, label }))]}
            />
            <TextInput {...form.getInputProps('children')} label={t(m.children)} type="number" inputMode="numeric" min={0} max={30} step={1} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t(m.saveCustomer)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
