import { civilTitleLabels } from '@patrimo/shared';
import { FormGlobalErrors, useApiForm } from '@patrimo/shared/forms';
import { useToast } from '@patrimo/shared/react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Fieldset, NativeSelect, Textarea } from '@patrimo/shared/ui/controls';
import { useIntl } from 'react-intl';
import { useNavigate } from '@patrimo/shared/router';
import { useInviteCustomer } from '../api/invitations';
import { checkInvitationForm, EMPTY_INVITATION, INVITATION_FIELDS, invitationInputOf, type InvitationFormValues } from '../add-form';
import { addMessages as m, invitationSentToMessage } from '../add-messages';

/** « Inviter un client »: an invitation e-mail (POST /invitations), the customer's record created with it; then their overview. */
export function InviteCustomerForm() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const showToast = useToast();
  const { form, formRef, onSubmit, globalErrors, submitting } = useApiForm({
    initialValues: EMPTY_INVITATION,
    check: (values: InvitationFormValues) => checkInvitationForm(values),
    mutation: useInviteCustomer(),
    toVariables: invitationInputOf,
    errors: {
      fields: INVITATION_FIELDS,
      wrapper: 'invitation',
      globalToField: { already_customer: 'email', user_already_invited: 'email' },
    },
    onSuccess: (result, values) => {
      const invitation = result.invitations[0];
      showToast({ label: 'invitation-sent', message: t(invitationSentToMessage, { email: values.email.trim() }), color: 'green' });
      if (invitation) navigate(`../${invitation.customerId}/overview`);
    },
  });
  const choose = t(m.choose);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting} data-invite-customer-form>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t(m.requiredHint)}
        </Text>
        <FormGlobalErrors title={t(m.inviteFailed)} messages={globalErrors} />
        <Fieldset legend={t(m.identity)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...form.getInputProps('civilTitle')}
              label={t(m.civilTitle)}
              data={[{ value: '', label: choose }, ...Object.entries(civilTitleLabels).map(([value, label]) => ({ value, label }))]}
            />
            <TextInput {...form.getInputProps('email')} label={t(m.email)} type="email" required autoComplete="off" />
            <TextInput {...form.getInputProps('firstName')} label={t(m.firstName)} required autoComplete="off" maxLength={80} />
            <TextInput {...form.getInputProps('lastName')} label={t(m.lastName)} required autoComplete="off" maxLength={80} />
            <TextInput {...form.getInputProps('companyName')} label={t(m.companyName)} maxLength={120} />
            <TextInput {...form.getInputProps('contactName')} label={t(m.contactName)} maxLength={120} />
            <TextInput {...form.getInputProps('promoCode')} label={t(m.promoCode)} maxLength={64} />
          </SimpleGrid>
          <Textarea {...form.getInputProps('message')} label={t(m.message)} description={t(m.messageHelp)} mt="md" autosize minRows={3} maxLength={2000} />
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t(m.sendInvitation)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
