import { Button, Container, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { hostMessages } from '../../messages';

function ErrorPage({ code, title, body }: { code: string; title: string; body: string }) {
  const intl = useIntl();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          {code}
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{body}</Text>
        <Button component={Link} to="/">
          {intl.formatMessage(hostMessages.backHome)}
        </Button>
      </Stack>
    </Container>
  );
}

/** /404 — every unknown path is sent here (spec §2). */
export function NotFoundPage() {
  const intl = useIntl();
  return <ErrorPage code="404" title={intl.formatMessage(hostMessages.notFoundTitle)} body={intl.formatMessage(hostMessages.notFoundBody)} />;
}

/** /500 — any 5xx answer of the API leads here (spec §2). */
export function ServerErrorPage() {
  const intl = useIntl();
  return (
    <ErrorPage code="500" title={intl.formatMessage(hostMessages.serverErrorTitle)} body={intl.formatMessage(hostMessages.serverErrorBody)} />
  );
}
