import { Center, Loader } from '@patrimo/shared/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from '@patrimo/shared/router';
import { sharedMessages } from '../messages';

/** Shown while a screen's chunk arrives; announced to screen readers as a status. */
export function ScreenLoading() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-label={intl.formatMessage(sharedMessages.screenLoading)}>
      <Loader />
    </Center>
  );
}

/**
 * Layout route around the lazily loaded screens of a mount: a screen's chunk loads with a spinner in
 * the page, whether the remote runs in the host, alone, or embedded in another remote.
 *
 * @example
 * export const mounts = defineMounts({ stats: [{ element: <ScreenSuspense />, children: [{ index: true, element: <Stats /> }] }] });
 */
export function ScreenSuspense() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}
