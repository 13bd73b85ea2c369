import { Center, Loader } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { appMessages } from './messages';

/** Shown while a page's chunk arrives; announced to screen readers as a status. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-label={intl.formatMessage(appMessages.loading)}>
      <Loader />
    </Center>
  );
}
