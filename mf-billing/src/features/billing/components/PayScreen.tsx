import { formatCurrency, messageForError, type Plan } from '@patrimo/shared';
import { loadErrorMessage, useBillingState } from '@patrimo/shared/query';
import { usePageTitle } from '@patrimo/shared/react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@patrimo/shared/router';
import { useBillingConfig } from '../api/get-billing-config';
import { usePlans } from '../api/get-plans';
import { useCouponCheck } from '../api/verify-coupon';
import { CardField } from '../card-field/CardField';
import type { CardFieldHandle } from '../card-field/card-field';
import { readCheckout, type Checkout } from '../checkout';
import { couponErrorMessage } from '../error-code';
import { usePay } from '../hooks/use-pay';
import { billingMessages as m } from '../messages';
import { perInterval, scheduleText, vatText } from '../price-text';

function Frame({ children }: { children: React.ReactNode }) {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.payTitle));
  return (
    <Stack gap="lg" maw={720} data-pay>
      <Stack gap={4}>
        <Title order={1}>{t(m.payTitle)}</Title>
        <Text c="dimmed">{t(m.payDescription)}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

function BackToPlans({ message }: { message: string }) {
  const t = useIntl().formatMessage;
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to="/app/subscribe" size="xs" variant="light">
          {t(m.backToPlans)}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The payment form once the plan, the code and the provider are known. */
function Payment({ plan, checkout, dueToday, schedule }: { plan: Plan; checkout: Checkout; dueToday: number; schedule: string | null }) {
  const t = useIntl().formatMessage;
  const config = useBillingConfig();
  const card = useRef<CardFieldHandle>(null);
  const { state, pay } = usePay(card, checkout);
  const busy = state.step === 'paying' || state.step === 'activating';
  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pay-summary" data-pay-summary>
        <Stack gap={4}>
          <Title order={2} size="h4" id="pay-summary">
            {t(m.summaryTitle)}
          </Title>
          <Text fw={600}>{plan.name}</Text>
          <Text size="sm">{perInterval(plan.amount, plan.interval, t)}</Text>
          <Text size="sm" c="dimmed">
            {vatText(plan, t)}
          </Text>
          {checkout.coupon && schedule && (
            <Text size="sm" data-pay-coupon>
              {`${t(m.summaryCoupon, { code: checkout.coupon })} · ${schedule}`}
            </Text>
          )}
          <Text fw={700} data-pay-today>
            {t(m.summaryToday, { amount: formatCurrency(dueToday) })}
          </Text>
        </Stack>
      </Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pay();
        }}
      >
        <Stack gap="md">
          {config.data === undefined ? (
            <Text role="status">{config.isError ? loadErrorMessage(config.error) : t(m.loading)}</Text>
          ) : (
            <CardField config={config.data} ref={card} mode={dueToday === 0 ? 'setup' : 'payment'} amount={dueToday} disabled={busy} />
          )}
          <div role="alert" data-pay-alert>
            {state.step === 'refused' && (
              <Alert color="red" title={t(m.payRefused)} data-pay-refused={state.code}>
                <Text size="sm">{messageForError(state.code)}</Text>
                <Text size="sm">{t(m.payNothingCharged)}</Text>
              </Alert>
            )}
            {state.step === 'late' && <Alert color="yellow">{t(m.payLate)}</Alert>}
          </div>
          <div role="status" aria-live="polite">
            {state.step === 'activating' && <Text size="sm">{t(m.payWaiting)}</Text>}
          </div>
          <Group justify="space-between">
            <Button component={Link} to={`/app/subscribe?${new URLSearchParams({ plan: plan.id, ...(checkout.coupon ? { coupon: checkout.coupon } : {}) }).toString()}`} variant="default">
              {t(m.backToPlans)}
            </Button>
            <Button type="submit" size="md" loading={busy} disabled={config.data === undefined || state.step === 'late'} data-pay-submit>
              {t(m.pay, { amount: formatCurrency(dueToday) })}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** `/app/pay`: the summary of the plan and the code, then the card field of the provider, then the payment. */
export function PayScreen() {
  const t = useIntl().formatMessage;
  const [search] = useSearchParams();
  const checkout = readCheckout(search);
  const plans = usePlans();
  const billing = useBillingState();
  const coupon = useCouponCheck(checkout?.coupon, checkout?.planId ?? '');
  if (!checkout) {
    return (
      <Frame>
        <BackToPlans message={t(m.noPlan)} />
      </Frame>
    );
  }
  if (plans.data === undefined || (checkout.coupon && coupon.isPending)) {
    return (
      <Frame>
        {plans.isError ? <Alert color="red" role="alert">{loadErrorMessage(plans.error)}</Alert> : <Text role="status">{t(m.loading)}</Text>}
      </Frame>
    );
  }
  const plan = plans.data.find((candidate) => candidate.id === checkout.planId);
  if (!plan) {
    return (
      <Frame>
        <BackToPlans message={t(m.noPlan)} />
      </Frame>
    );
  }
  if (checkout.coupon && coupon.isError) {
    return (
      <Frame>
        <BackToPlans message={couponErrorMessage(coupon.error)} />
      </Frame>
    );
  }
  if (billing.data?.premium) {
    return (
      <Frame>
        <Alert color="teal">
          <Group gap="sm">
            <Text size="sm">{t(m.alreadyPremium)}</Text>
            <Button component={Link} to="/app/user/payment" size="xs" variant="light">
              {t(m.seeMySubscription)}
            </Button>
          </Group>
        </Alert>
      </Frame>
    );
  }
  const verification = checkout.coupon ? coupon.data : undefined;
  return (
    <Frame>
      <Payment
        plan={plan}
        checkout={checkout}
        dueToday={verification?.discountedAmount ?? plan.amount}
        schedule={verification ? scheduleText(verification.schedule, plan.interval, t) : null}
      />
    </Frame>
  );
}
