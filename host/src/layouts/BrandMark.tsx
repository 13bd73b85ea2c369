import { Anchor, Group, Text, ThemeIcon } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { Link } from 'react-router-dom';

/** The brand's name drawn as a coloured initial and a word mark (no logo files). */
export function BrandMark({ to = '/' }: { to?: string }) {
  const brand = useBrand();
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={brand.name}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon radius="xl" size="lg" variant="filled">
          <Text fw={800} c="white" aria-hidden>
            {brand.name.charAt(0)}
          </Text>
        </ThemeIcon>
        <Text fw={700} size="lg">
          {brand.name}
        </Text>
      </Group>
    </Anchor>
  );
}
