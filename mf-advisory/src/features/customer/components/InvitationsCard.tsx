import { formatDate, invitationStateLabels, type Customer, type Invitation } from '@patrimo/shared';
import { loadErrorMessage } from '@patrimo/shared/query';
import { useToast } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { customerName } from '../access';
import { useCancelInvitation, useResendInvitation } from '../api/invitation-actions';
import { useWithdrawAccess } from '../api/withdraw-access';
import { customerMessages as m } from '../messages';

const STATE_COLORS: Record<Invitation['state'], string> = { sent: 'blue', read: 'cyan', accepted: 'teal', canceled: 'gray' };

function InvitationLine({ customerId, invitation }: { customerId: string; invitation: Invitation }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const resend = useResendInvitation(customerId);
  const cancel = useCancelInvitation(customerId);
  const pending = invitation.state === 'sent' || invitation.state === 'read';
  const failure = resend.error ?? cancel.error;
  const dates = [
    invitation.readAt && t(m.invitationReadAt, { date: formatDate(invitation.readAt, 'short') }),
    invitation.acceptedAt && t(m.invitationAcceptedAt, { date: formatDate(invitation.acceptedAt, 'short') }),
    invitation.canceledAt && t(m.invitationCanceledAt, { date: formatDate(invitation.canceledAt, 'short') }),
  ].filter(Boolean);
  return (
    <Stack component="li" gap={4} data-invitation={invitation.state}>
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Badge color={STATE_COLORS[invitation.state]} variant="light">
            {invitationStateLabels[invitation.state]}
          </Badge>
          <Text size="sm">
            {t(m.invitationLine, { date: formatDate(invitation.invitedAt, 'short'), email: invitation.email })}
            {invitation.advisorName ? ` ${t(m.invitationBy, { advisor: invitation.advisorName })}` : ''}
          </Text>
        </Group>
        {pending && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => showToast({ label: 'invitation-resent', message: t(m.resent, { email: invitation.email }), color: 'green' }),
                })
              }
              data-invitation-resend
            >
              {t(m.resend)}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(invitation.id, { onSuccess: () => showToast({ label: 'invitation-canceled', message: t(m.canceled), color: 'green' }) })}
              data-invitation-cancel
            >
              {t(m.cancelInvitation)}
            </Button>
          </Group>
        )}
      </Group>
      {dates.length > 0 && (
        <Text size="xs" c="dimmed">
          {dates.join(' · ')}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {loadErrorMessage(failure)}
        </Alert>
      )}
    </Stack>
  );
}

/** The invitations sent to the customer, with resend and cancel, and the firm's way to give up its access. */
export function InvitationsCard({ customer, readable }: { customer: Customer; readable: boolean }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const showToast = useToast();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawAccess(customer.id, customer.userId);
  const name = customerName(customer);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-invitations>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={titleId}>
          {t(m.invitationsTitle)}
        </Title>
        {readable && (
          <Button size="xs" variant="outline" color="red" onClick={() => setConfirming(true)} data-withdraw-open>
            {t(m.withdrawAccess)}
          </Button>
        )}
      </Group>
      {customer.invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(m.invitationsEmpty)}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {customer.invitations.map((invitation) => (
            <InvitationLine key={invitation.id} customerId={customer.id} invitation={invitation} />
          ))}
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(m.withdrawTitle, { name })} centered>
        <Stack gap="md">
          <Text size="sm">{t(m.withdrawBody)}</Text>
          {withdraw.isError && (
            <Alert color="red" variant="light" role="alert">
              {loadErrorMessage(withdraw.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(m.keep)}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    showToast({ label: 'access-withdrawn', message: t(m.withdrawDone, { name }), color: 'green' });
                  },
                })
              }
              data-withdraw-confirm
            >
              {t(m.withdrawConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
