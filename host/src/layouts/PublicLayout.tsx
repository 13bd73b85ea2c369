import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@patrimo/shared/ui';
import { useDisclosure } from '@patrimo/shared/ui';
import { sessionKindAtom } from '@patrimo/shared/client';
import { useBrand } from '@patrimo/shared/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from '@patrimo/shared/router';
import { useHydrated } from '../lib/use-hydrated';
import { footerClaim, hostMessages } from '../messages';
import { BrandMark } from './BrandMark';
import { MAIN_ID, SkipLink } from './SkipLink/SkipLink';

// The mobile menu (a drawer) loads when it is first opened.
const Drawer = lazy(() => import('@patrimo/shared/ui/controls').then((m) => ({ default: m.Drawer })));

/** Marketing frame: header with navigation and session-aware calls to action, footer with legal links. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const brand = useBrand();
  // The pre-rendered HTML is the anonymous visitor's: a session (known to this browser only) shows once hydrated.
  const session = useAtomValue(sessionKindAtom);
  const kind = useHydrated() ? session : null;
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = [
    { to: '/features', label: intl.formatMessage(hostMessages.navFeatures) },
    { to: '/commitments', label: intl.formatMessage(hostMessages.navCommitments) },
    { to: '/for-advisors', label: intl.formatMessage(hostMessages.navPros) },
  ];
  const actions =
    kind === null ? (
      <>
        <Button component={Link} to="/app/login" variant="default">
          {intl.formatMessage(hostMessages.navLogin)}
        </Button>
        <Button component={Link} to="/app/register">
          {intl.formatMessage(hostMessages.navRegister)}
        </Button>
      </>
    ) : (
      <Button component={Link} to={kind === 'advisor' ? '/advisory' : '/app'}>
        {intl.formatMessage(hostMessages.navApp)}
      </Button>
    );
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <BrandMark />
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label={intl.formatMessage(hostMessages.navMain)}>
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} c="dimmed" fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="sm" visibleFrom="sm">
              {actions}
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={intl.formatMessage(hostMessages.openMenu)} />
          </Group>
        </Container>
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <Drawer opened={opened} onClose={close} hiddenFrom="sm" title={brand.name}>
            <Stack onClick={close}>
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to}>
                  {link.label}
                </Anchor>
              ))}
              {actions}
            </Stack>
          </Drawer>
        </Suspense>
      )}
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Text size="sm" c="dimmed">
              {intl.formatMessage(footerClaim, { brand: brand.name, count: brand.institutionsClaim })}
            </Text>
            <Group gap="md" component="nav" aria-label={intl.formatMessage(hostMessages.navLegal)}>
              <Anchor component={Link} to="/cgu" size="sm">
                {intl.formatMessage(hostMessages.footerCgu)}
              </Anchor>
              <Anchor component={Link} to="/mentions-legales" size="sm">
                {intl.formatMessage(hostMessages.footerLegal)}
              </Anchor>
              <Anchor component={Link} to="/advisory/login" size="sm">
                {intl.formatMessage(hostMessages.footerAdvisors)}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
