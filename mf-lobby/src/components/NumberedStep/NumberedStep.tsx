import { Group, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';

export interface NumberedStepProps {
  /** Position of the step, from 1. */
  index: number;
  title: string;
  description: string;
  /** Heading level of the title. @default 3 */
  order?: TitleOrder;
}

/** One step of a numbered sequence (the five analysis steps, the connection flow). */
export function NumberedStep({ index, title, description, order = 3 }: NumberedStepProps) {
  const intl = useIntl();
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="xl" variant="filled">
        <Text fw={700} size="md" c="inherit">
          {intl.formatNumber(index)}
        </Text>
      </ThemeIcon>
      <Stack gap={4}>
        <Title order={order} size="h5">
          {title}
        </Title>
        <Text c="dimmed" size="sm" lh={1.6}>
          {description}
        </Text>
      </Stack>
    </Group>
  );
}
