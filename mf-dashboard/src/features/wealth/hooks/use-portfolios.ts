import { getPortfolios, type Portfolio } from '@patrimo/shared';
import { accountsRevisionAtom, callApi } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { useAtomValue } from 'jotai';
import { useLoad, type UseLoadReturnValue } from '../../../lib/use-load';

/** The contracts of whoever the dashboard shows, loaded again when a connection is fetched or deleted. */
export function usePortfolios(): UseLoadReturnValue<Portfolio[]> {
  const subject = useSubject();
  const revision = useAtomValue(accountsRevisionAtom);
  return useLoad((signal) => callApi(getPortfolios, { subject, signal }), [revision], subject);
}
