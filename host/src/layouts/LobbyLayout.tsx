import { Box, Button, Container, Group, Paper } from '@patrimo/shared/ui';
import { useSession } from '@patrimo/shared/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@patrimo/shared/router';
import { hostMessages } from '../messages';
import { BrandMark } from './BrandMark';
import { MAIN_ID, SkipLink } from './SkipLink/SkipLink';

/**
 * Centred card for the lobby: login, registration, onboarding, bank connection, subscription. A signed-in
 * saver (confirming their e-mail, answering the questionnaire…) can always sign out from here.
 */
export function LobbyLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { kind, logout } = useSession();
  return (
    <Box mih="100vh" py="xl" bg="var(--mantine-color-default-hover)">
      <SkipLink />
      <Container size="md">
        <Group component="nav" aria-label={intl.formatMessage(hostMessages.navMain)} mb="lg" justify={kind === null ? 'center' : 'space-between'}>
          <BrandMark />
          {kind !== null && (
            <Button variant="subtle" size="compact-sm" onClick={() => void logout().then(() => navigate(kind === 'advisor' ? '/advisory/login' : '/app/login', { replace: true }))}>
              {intl.formatMessage(hostMessages.logout)}
            </Button>
          )}
        </Group>
        <Paper component="main" id={MAIN_ID} tabIndex={-1} withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ outline: 'none' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
