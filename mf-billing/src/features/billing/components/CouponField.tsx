import type { CouponVerification, Plan } from '@patrimo/shared';
import { Button, Group, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useVerifyCoupon } from '../api/verify-coupon';
import { couponErrorMessage } from '../error-code';
import { billingMessages as m } from '../messages';
import { scheduleText } from '../price-text';

export interface CouponFieldProps {
  plan: Plan;
  /** The code checked for this plan, or null (none, or not valid). */
  onChange: (verification: CouponVerification | null) => void;
  /** The code to check at once (carried back from the payment step). */
  initialCode?: string;
}

/**
 * The promo code and its states (spec §4 « loading, valid, invalid »): checking, « Code promo validé » with the
 * price stretch by stretch, one message for an invalid or unknown code, another for an expired one. Choosing
 * another plan checks the code again against it.
 */
export function CouponField({ plan, onChange, initialCode = '' }: CouponFieldProps) {
  const t = useIntl().formatMessage;
  const verify = useVerifyCoupon();
  const [code, setCode] = useState(initialCode);
  const [applied, setApplied] = useState(initialCode);
  const { mutate, reset } = verify;

  useEffect(() => {
    if (applied === '') {
      reset();
      onChange(null);
      return;
    }
    onChange(null);
    mutate({ coupon: applied, planId: plan.id }, { onSuccess: (verification) => onChange(verification) });
    // onChange is the parent's state setter (stable): the check runs again only for another code or another plan.
  }, [applied, plan.id, mutate, reset]);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = code.trim().toUpperCase();
    setCode(cleaned);
    if (cleaned === applied && cleaned !== '') mutate({ coupon: cleaned, planId: plan.id }, { onSuccess: (verification) => onChange(verification) });
    setApplied(cleaned);
  };
  const remove = () => {
    setCode('');
    setApplied('');
  };

  return (
    <form onSubmit={apply} noValidate data-coupon-form>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t(m.couponLabel)}
            value={code}
            autoComplete="off"
            maxLength={64}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={verify.isError ? couponErrorMessage(verify.error) : undefined}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" variant="default" loading={verify.isPending} disabled={code.trim() === ''}>
            {t(m.couponApply)}
          </Button>
          {applied !== '' && (
            <Button variant="subtle" onClick={remove}>
              {t(m.couponRemove)}
            </Button>
          )}
        </Group>
        <div role="status" aria-live="polite" data-coupon-state={verify.isPending ? 'loading' : verify.isSuccess ? 'valid' : verify.isError ? 'invalid' : 'idle'}>
          {verify.isPending && <Text size="sm">{t(m.couponChecking)}</Text>}
          {verify.isSuccess && (
            <Stack gap={2}>
              <Text size="sm" fw={700} c="var(--mantine-color-success)" data-coupon-valid>
                {t(m.couponValid)}
              </Text>
              <Text size="sm" data-coupon-schedule>
                {t(m.couponAfter, { schedule: scheduleText(verify.data.schedule, plan.interval, t) })}
              </Text>
            </Stack>
          )}
        </div>
      </Stack>
    </form>
  );
}
