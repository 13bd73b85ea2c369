import { civilTitleLabels, formatDate, maritalStatusLabels, type Customer, type MaritalStatus } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { useToast } from '@patrimo/shared/react';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@patrimo/shared/ui';
import { NativeSelect } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAdvisorProfile } from '../api/get-advisor-profile';
import { useFirm } from '../api/get-firm';
import { useUpdateCustomer } from '../api/update-customer';
import { customerInputOf, identityFormValues, type IdentityFormValues } from '../identity-form';
import { customerMessages as m } from '../messages';

function IdentityForm({ customer, canReassign, onDone }: { customer: Customer; canReassign: boolean; onDone: () => void }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const firm = useFirm(canReassign);
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm<IdentityFormValues, ReturnType<typeof customerInputOf>>({
    initialValues: identityFormValues(customer),
    mutation: useUpdateCustomer(customer.id),
    toVariables: (values) => customerInputOf(values, canReassign),
    errors: { wrapper: 'customer' },
    onSuccess: () => {
      showToast({ label: 'customer-saved', message: t(m.saved), color: 'green' });
      onDone();
    },
  });
  const advisors = firm.data?.advisors ?? [];
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-identity-form>
      <Stack gap="sm">
        <FormGlobalErrors messages={globalErrors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t(m.fieldCivilTitle)}
            data={[{ value: '', label: t(m.noChoice) }, ...(['mr', 'mrs'] as const).map((value) => ({ value, label: civilTitleLabels[value] }))]}
            key={form.key('civilTitle')}
            {...form.getInputProps('civilTitle')}
          />
          <TextInput label={t(m.fieldClientId)} key={form.key('clientId')} {...form.getInputProps('clientId')} />
          <TextInput label={t(m.fieldFirstName)} required autoComplete="off" key={form.key('firstName')} {...form.getInputProps('firstName')} />
          <TextInput label={t(m.fieldLastName)} required autoComplete="off" key={form.key('lastName')} {...form.getInputProps('lastName')} />
          <TextInput label={t(m.fieldEmail)} type="email" autoComplete="off" key={form.key('email')} {...form.getInputProps('email')} />
          <TextInput label={t(m.fieldBirthDate)} type="date" key={form.key('birthDate')} {...form.getInputProps('birthDate')} />
          <TextInput label={t(m.fieldBirthplace)} key={form.key('birthplace')} {...form.getInputProps('birthplace')} />
          <NativeSelect
            label={t(m.fieldMaritalStatus)}
            data={[
              { value: '', label: t(m.noChoice) },
              ...Object.entries(maritalStatusLabels).map(([value, label]) => ({ value, label })),
            ]}
            key={form.key('maritalStatus')}
            {...form.getInputProps('maritalStatus')}
          />
          <TextInput label={t(m.fieldChildren)} inputMode="numeric" key={form.key('children')} {...form.getInputProps('children')} />
          {canReassign && (
            <NativeSelect
              label={t(m.fieldAdvisor)}
              data={[
                { value: '', label: t(m.followedByNobody) },
                ...advisors.map((advisor) => ({ value: advisor.id, label: `${advisor.firstName} ${advisor.lastName}` })),
                // The current advisor stays choosable while the firm loads.
                ...(customer.advisorId && !advisors.some((advisor) => advisor.id === customer.advisorId)
                  ? [{ value: customer.advisorId, label: customer.advisorName ?? '' }]
                  : []),
              ]}
              key={form.key('advisorId')}
              {...form.getInputProps('advisorId')}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" loading={submitting}>
            {t(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The customer's identity (spec §3 « Customer »), and its edit form. */
export function IdentityCard({ customer }: { customer: Customer }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const profile = useAdvisorProfile();
  const canReassign = profile.data?.roles.some((role) => role === 'manager' || role === 'admin') ?? false;
  const notSet = t(m.notSet);
  const rows: [string, string][] = [
    [t(m.fieldCivilTitle), customer.civilTitle ? civilTitleLabels[customer.civilTitle] : notSet],
    [t(m.fieldFirstName), customer.firstName],
    [t(m.fieldLastName), customer.lastName],
    [t(m.fieldEmail), customer.email ?? notSet],
    [t(m.fieldClientId), customer.clientId ?? notSet],
    [t(m.fieldBirthDate), customer.birthDate ? formatDate(customer.birthDate, 'long') : notSet],
    [t(m.fieldBirthplace), customer.birthplace ?? notSet],
    [t(m.fieldMaritalStatus), customer.maritalStatus === null ? notSet : maritalStatusLabels[customer.maritalStatus as MaritalStatus]],
    [t(m.fieldChildren), customer.children === null ? notSet : String(customer.children)],
    [t(m.fieldAdvisor), customer.advisorName ?? t(m.followedByNobody)],
    [t(m.fieldCreatedAt), formatDate(customer.createdAt, 'long')],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-identity>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={titleId}>
          {t(m.identityTitle)}
        </Title>
        {!editing && (
          <Button variant="light" size="xs" onClick={() => setEditing(true)} data-identity-edit>
            {t(m.edit)}
          </Button>
        )}
      </Group>
      {editing ? (
        <IdentityForm customer={customer} canReassign={canReassign} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid component="dl" cols={2} spacing={4} verticalSpacing={6} m={0}>
          {rows.map(([label, value]) => (
            <Stack key={label} gap={0} style={{ gridColumn: 'span 1' }}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
