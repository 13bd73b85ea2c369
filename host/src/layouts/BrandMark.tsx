import { Anchor, Group, Text, ThemeIcon } from '@patrimo/shared/ui';
import { useBrand } from '@patrimo/shared/react';
import { Link } from '@patrimo/shared/router';

/** The brand's name drawn as a coloured initial and a word mark (no logo files). */
export function BrandMark({ to = '/' }: { to?: string }) {
  const brand = useBrand();
  return (
    // The link's name is the brand's name as written (the initial is decoration): what is seen is what is said.
    <Anchor component={Link} to={to} underline="never" c="inherit">
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
