import type { CouponVerification, PremiumFeature } from '@patrimo/shared';
import { loadErrorMessage, useBillingState } from '@patrimo/shared/query';
import { usePageTitle } from '@patrimo/shared/react';
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@patrimo/shared/ui';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@patrimo/shared/router';
import { usePlans } from '../api/get-plans';
import { checkoutPath, readCheckout } from '../checkout';
import { billingMessages as m } from '../messages';
import { CouponField } from './CouponField';
import { PlanCard } from './PlanCard';

const FEATURE_LABELS: Record<PremiumFeature, MessageDescriptor> = {
  accounts: m.featureAccounts,
  arbitration: m.featureArbitration,
  realEstateEstimator: m.featureRealEstateEstimator,
  statements: m.featureStatements,
};

/** `/app/subscribe`: the two plans side by side, what Premium unlocks on this brand, the promo code, then the payment. */
export function SubscribeScreen() {
  const t = useIntl().formatMessage;
  usePageTitle(t(m.subscribeTitle));
  const plans = usePlans();
  const billing = useBillingState();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const carried = readCheckout(search);
  const [chosenId, setChosenId] = useState<string | null>(carried?.planId ?? null);
  const [coupon, setCoupon] = useState<CouponVerification | null>(null);

  const header = (
    <Stack gap={4}>
      <Title order={1}>{t(m.subscribeTitle)}</Title>
      <Text c="dimmed">{t(m.subscribeDescription)}</Text>
    </Stack>
  );
  if (plans.data === undefined) {
    return (
      <Stack gap="lg" maw={960}>
        {header}
        {plans.isError ? (
          <Alert color="red" role="alert">
            {loadErrorMessage(plans.error)}
          </Alert>
        ) : (
          <Text role="status">{t(m.loading)}</Text>
        )}
      </Stack>
    );
  }
  if (plans.data.length === 0) {
    return (
      <Stack gap="lg" maw={960}>
        {header}
        <Alert color="blue">{t(m.firmPays)}</Alert>
      </Stack>
    );
  }
  const chosen = plans.data.find((plan) => plan.id === chosenId) ?? plans.data[0];
  if (!chosen) return null;
  const features = chosen.features;

  return (
    <Stack gap="lg" maw={960} data-subscribe>
      {header}
      {billing.data?.premium && (
        <Alert color="teal" data-already-premium>
          <Group gap="sm">
            <Text size="sm">{t(m.alreadyPremium)}</Text>
            <Button component={Link} to="/app/user/payment" size="xs" variant="light">
              {t(m.seeMySubscription)}
            </Button>
          </Group>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="group" aria-label={t(m.plansLabel)}>
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} chosen={plan.id === chosen.id} onChoose={() => setChosenId(plan.id)} />
        ))}
      </SimpleGrid>
      {features.length > 0 && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="premium-unlocks">
          <Title order={2} size="h4" id="premium-unlocks" mb="xs">
            {t(m.unlocksTitle)}
          </Title>
          <List spacing={4} data-premium-features>
            {features.map((feature) => (
              <List.Item key={feature}>{t(FEATURE_LABELS[feature])}</List.Item>
            ))}
          </List>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg">
        <CouponField plan={chosen} onChange={setCoupon} {...(carried?.coupon ? { initialCode: carried.coupon } : {})} />
      </Card>
      <Group justify="flex-end">
        <Button
          size="md"
          disabled={billing.data?.premium === true}
          onClick={() => void navigate(checkoutPath({ planId: chosen.id, ...(coupon ? { coupon: coupon.coupon.code } : {}) }))}
          data-continue
        >
          {t(m.continue)}
        </Button>
      </Group>
    </Stack>
  );
}
