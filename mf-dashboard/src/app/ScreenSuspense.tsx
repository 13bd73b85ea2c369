import { Center, Loader } from '@patrimo/shared/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { appMessages } from './messages';

function ScreenLoading() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-label={intl.formatMessage(appMessages.loading)}>
      <Loader />
    </Center>
  );
}

/**
 * Layout route around every lazily loaded screen of this remote: the screen's chunk loads with a
 * spinner in the page, whether the remote runs in the host, alone, or embedded in another remote.
 */
export function ScreenSuspense() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}
