import { verifyCoupon, type CouponVerification } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, subjectKeys, useApiMutation, useQuery } from '@patrimo/shared/query';

/** Checks a promo code against a plan (`POST /coupons/verify`): the schedule, or 404 `not_found` / 400 `invalid` / 400 `coupon_expired`. */
export function useVerifyCoupon() {
  return useApiMutation<{ coupon: string; planId: string }, CouponVerification>({
    mutationFn: (body) => callApi(verifyCoupon, { body }),
  });
}

/** The code carried to the payment step, checked again for its summary (the same call, read as a query). */
export function useCouponCheck(coupon: string | undefined, planId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...subjectKeys.billing('me'), 'coupon', planId, coupon ?? ''] as const,
      queryFn: () => callApi(verifyCoupon, { body: { coupon: coupon ?? '', planId } }),
      enabled: coupon !== undefined && planId !== '',
      retry: false,
    }),
  );
}
