import { Anchor, Button, Card, Container, Group, Stack, Text } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { prosMessages as m } from '../messages';

/** Closing band of every professional page: the way into the advisory area, and whom to write to. */
export function ProsCallToAction() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Card radius="lg" padding="xl" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4}>
            <Text fw={600}>{intl.formatMessage(m.contact)}</Text>
            <Anchor href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</Anchor>
          </Stack>
          <Button component={Link} to="/advisory/login" size="md">
            {intl.formatMessage(m.ctaLogin)}
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
