import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { NavLink } from '@patrimo/shared/router';
import { sharedMessages } from './messages';

export interface ScreenPlaceholderProps {
  /** Screen title (French). */
  title: string;
  /** One or two sentences saying what the screen is for. */
  description: string;
  /** What the screen will show, one item each. */
  upcoming: string[];
  /** Sibling or child screens to move between, relative or absolute paths. */
  links?: { to: string; label: string }[];
}

/**
 * A real, styled page for a route whose capability comes in a later issue: it says plainly what
 * will be there, so the route table can be walked end to end today.
 */
export function ScreenPlaceholder({ title, description, upcoming, links = [] }: ScreenPlaceholderProps) {
  const intl = useIntl();
  return (
    <Stack gap="lg" maw={880} data-screen-placeholder>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color="gray">
          {intl.formatMessage(sharedMessages.comingBadge)}
        </Badge>
      </Group>
      <Text size="lg" c="dimmed">
        {description}
      </Text>
      {links.length > 0 && (
        <Group gap="md" component="nav">
          {links.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} end>
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {intl.formatMessage(sharedMessages.comingTitle)}
        </Title>
        <List spacing="xs">
          {upcoming.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
