import { Box, Center, Container, Paper } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';

/** Centred card for the lobby: login, registration, onboarding, bank connection, subscription. */
export function LobbyLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" py="xl" bg="var(--mantine-color-default-hover)">
      <Container size="md">
        <Center mb="lg">
          <BrandMark />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
