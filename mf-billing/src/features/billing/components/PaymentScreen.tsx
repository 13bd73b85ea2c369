import { formatDate, type BillingState } from '@patrimo/shared';
import { loadErrorMessage, useBillingState } from '@patrimo/shared/query';
import { usePageTitle } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useBillingConfig } from '../api/get-billing-config';
import { useCancelRenewal, useResumeRenewal } from '../api/update-subscription';
import { billingMessages as m } from '../messages';
import { Invoices } from './Invoices';
import { PaymentSources } from './PaymentSources';

/** Premium until when, renewing or not, and the button that stops or resumes the renewal. */
function PremiumState({ billing }: { billing: BillingState }) {
  const t = useIntl().formatMessage;
  const cancel = useCancelRenewal();
  const resume = useResumeRenewal();
  const subscription = billing.subscription;
  const until = billing.premiumUntil ? formatDate(billing.premiumUntil, 'long') : null;
  const failed = cancel.error ?? resume.error;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="state-title" data-premium-state={billing.premium ? 'premium' : 'free'}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="state-title">
          {t(m.stateTitle)}
        </Title>
        {!billing.premium ? (
          <Stack gap="xs" align="flex-start">
            <Text>{t(m.notPremium)}</Text>
            <Button component={Link} to="/app/subscribe" data-see-plans>
              {t(m.seePlans)}
            </Button>
          </Stack>
        ) : subscription?.complimentary ? (
          <Group gap="xs">
            <Badge color="yellow">{t(m.premiumComplimentary)}</Badge>
          </Group>
        ) : (
          <Stack gap="xs" align="flex-start">
            {until && (
              <Text fw={600} data-premium-until>
                {t(m.premiumUntil, { date: until })}
              </Text>
            )}
            {until && (
              <Text size="sm" data-renewing={billing.renewing}>
                {t(billing.renewing ? m.renewing : m.notRenewing, { date: until })}
              </Text>
            )}
            {subscription &&
              (billing.renewing ? (
                <Button variant="default" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate(subscription.id)} data-stop-renewal>
                  {t(m.stopRenewal)}
                </Button>
              ) : (
                <Button size="sm" loading={resume.isPending} onClick={() => resume.mutate(subscription.id)} data-resume-renewal>
                  {t(m.resumeRenewal)}
                </Button>
              ))}
            {failed && (
              <Alert color="red" role="alert">
                {loadErrorMessage(failed)}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** `/app/user/payment`: the premium state, the cards on file and the invoices. */
export function PaymentScreen() {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.paymentTitle));
  const billing = useBillingState();
  const config = useBillingConfig();
  return (
    <Stack gap="lg" maw={960} data-payment>
      <Title order={1}>{t(m.paymentTitle)}</Title>
      {config.data?.billsSavers === false ? (
        <Alert color="blue">{t(m.firmPays)}</Alert>
      ) : (
        <>
          {billing.data ? (
            <PremiumState billing={billing.data} />
          ) : billing.isError ? (
            <Alert color="red" role="alert">
              {loadErrorMessage(billing.error)}
            </Alert>
          ) : (
            <Text role="status">{t(m.loading)}</Text>
          )}
          <PaymentSources config={config.data} />
          <Invoices />
        </>
      )}
    </Stack>
  );
}
