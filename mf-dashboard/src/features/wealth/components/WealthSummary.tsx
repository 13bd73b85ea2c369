import { formatCurrency } from '@patrimo/shared';
import { Amount } from '@patrimo/shared/react';
import { Card, SimpleGrid, Stack, Text } from '@patrimo/shared/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSaverFrame } from '../../../lib/saver-frame';
import type { WealthTotals } from '../contracts';
import { wealthMessages as m } from '../messages';

const formatEuro = (value: number) => formatCurrency(value, { concise: true });

function Figure({ label, value, main = false, name }: { label: MessageDescriptor; value: number; main?: boolean; name: string }) {
  const intl = useIntl();
  const { area } = useSaverFrame();
  return (
    <Card withBorder radius="md" padding="lg" data-wealth-figure={name}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(label)}
        </Text>
        <Amount value={value} format={formatEuro} area={area} fw={700} size={main ? '2rem' : 'xl'} lh={1.2} />
      </Stack>
    </Card>
  );
}

/** Net wealth, then what it is made of: assets and debts. */
export function WealthSummary({ totals }: { totals: WealthTotals }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Figure label={m.summaryNet} value={totals.net} main name="net" />
      <Figure label={m.summaryAssets} value={totals.assets} name="assets" />
      <Figure label={m.summaryDebts} value={totals.debts} name="debts" />
    </SimpleGrid>
  );
}
