import { Anchor, Button, Group, Paper, Text } from '@patrimo/shared/ui';
import { cookiesAcceptedAtom } from '@patrimo/shared/client';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useHydrated } from '../../lib/use-hydrated';
import { hostMessages } from '../../messages';

/**
 * Stays until accepted; the acceptance is persisted (spec §2, §3). Only this browser knows whether it was: the
 * banner (fixed, over the page) comes once the page is hydrated, never in a pre-rendered page's HTML.
 */
export function CookieBanner() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [accepted, setAccepted] = useAtom(cookiesAcceptedAtom);
  if (accepted || !hydrated) return null;
  return (
    <Paper
      role="region"
      aria-label={intl.formatMessage(hostMessages.cookieRegion)}
      data-cookie-banner
      shadow="lg"
      p="md"
      withBorder
      style={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 900, maxWidth: 720, margin: '0 auto' }}
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {intl.formatMessage(hostMessages.cookieText)}{' '}
          <Anchor component={Link} to="/cgu">
            {intl.formatMessage(hostMessages.cookieLink)}
          </Anchor>
        </Text>
        <Button onClick={() => setAccepted(true)}>{intl.formatMessage(hostMessages.cookieAccept)}</Button>
      </Group>
    </Paper>
  );
}
