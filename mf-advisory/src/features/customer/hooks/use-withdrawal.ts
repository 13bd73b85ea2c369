import { subjectKeys, useQueryClient } from '@patrimo/shared/query';
import { useAccessWithdrawnLive } from '@patrimo/shared/react';
import { useEffect, useState } from 'react';
import { isAccessWithdrawnError, isCustomerQuery } from '../access';
import { customerKeys } from '../api/keys';

/**
 * Whether the customer's access was withdrawn while the advisor has their pages open: said by the live channel
 * (`customer_access_withdrawn`), or by any call about them refused with 403 `access_withdrawn`. Once it is, what
 * the page held of the customer's saver data is dropped from the cache and their record is read again (its badge
 * then says « Accès retiré »).
 */
export function useWithdrawal(customerId: string, userId: string | null): boolean {
  const queryClient = useQueryClient();
  const live = useAccessWithdrawnLive(customerId);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    setRefused(false);
    const cache = queryClient.getQueryCache();
    const seen = (query: { queryKey: readonly unknown[]; state: { error: unknown } }) =>
      isCustomerQuery(query.queryKey, customerId, userId) && isAccessWithdrawnError(query.state.error);
    if (cache.getAll().some(seen)) setRefused(true);
    return cache.subscribe((event) => {
      if (event.type === 'updated' && seen(event.query)) setRefused(true);
    });
  }, [queryClient, customerId, userId]);

  const withdrawn = live || refused;
  useEffect(() => {
    if (!withdrawn) return;
    void queryClient.cancelQueries({ queryKey: subjectKeys.all(userId ?? '') });
    if (userId !== null) queryClient.removeQueries({ queryKey: subjectKeys.all(userId) });
    queryClient.removeQueries({ queryKey: customerKeys.insights(customerId) });
    void queryClient.invalidateQueries({ queryKey: customerKeys.record(customerId) });
  }, [withdrawn, queryClient, customerId, userId]);
  return withdrawn;
}
