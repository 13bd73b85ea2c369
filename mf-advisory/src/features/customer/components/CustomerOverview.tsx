import { formatDate } from '@patrimo/shared';
import { Alert, SimpleGrid, Stack } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { noAccessReason } from '../access';
import { useCustomerContext } from '../hooks/use-customer-context';
import { customerMessages as m } from '../messages';
import { AccountsCard, AlertsCard, RiskCard, WealthCard } from './CustomerWealth';
import { IdentityCard } from './IdentityCard';
import { InvitationsCard } from './InvitationsCard';
import { NotesCard } from './NotesCard';

/**
 * `customers/:customerId/overview`: the identity, the notes and the invitations always; the wealth, its split,
 * the risk, the alerts and the accounts only while the customer grants access — otherwise one sentence says why.
 */
export function CustomerOverview() {
  const t = useIntl().formatMessage;
  const { customer, readable, withdrawnLive } = useCustomerContext();
  const withdrawnAt = customer.accessWithdrawnAt ?? new Date().toISOString();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-customer-overview>
      <Stack gap="lg">
        {readable && customer.userId !== null ? (
          <>
            <WealthCard userId={customer.userId} />
            <RiskCard userId={customer.userId} />
            <AlertsCard customerId={customer.id} />
            <AccountsCard userId={customer.userId} />
          </>
        ) : (
          <Alert color="gray" variant="light" title={t(m.noAccessTitle)} data-no-access={customer.access}>
            {t(noAccessReason(customer.access, withdrawnLive), { date: formatDate(withdrawnAt, 'long') })}
          </Alert>
        )}
      </Stack>
      <Stack gap="lg">
        <IdentityCard customer={customer} />
        <NotesCard customerId={customer.id} notes={customer.advisorNotes} />
        <InvitationsCard customer={customer} readable={readable} />
      </Stack>
    </SimpleGrid>
  );
}
