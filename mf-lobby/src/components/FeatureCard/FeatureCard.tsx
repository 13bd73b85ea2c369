import { Badge, Card, Group, Text, ThemeIcon, Title, type TitleOrder } from '@patrimo/shared/ui';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';

export interface FeatureCardProps {
  /** Pictogram shown in the tinted square. */
  icon: IconName;
  title: string;
  /** Body text of the card. */
  children: ReactNode;
  /** Short status shown in the corner (e.g. « Bientôt disponible »). */
  badge?: string;
  /** Heading level of the title, to keep the page outline right. @default 3 */
  order?: TitleOrder;
}

/** A bordered card: icon, title and a few lines of text. The building brick of the marketing grids. */
export function FeatureCard({ icon, title, children, badge, order = 3 }: FeatureCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon name={icon} />
        </ThemeIcon>
        {badge !== undefined && (
          <Badge variant="light" color="gray">
            {badge}
          </Badge>
        )}
      </Group>
      <Title order={order} size="h4" mb="xs">
        {title}
      </Title>
      <Text c="dimmed" size="sm" lh={1.6}>
        {children}
      </Text>
    </Card>
  );
}
