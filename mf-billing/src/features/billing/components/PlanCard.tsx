import { formatCurrency, type Plan } from '@patrimo/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { billingMessages as m } from '../messages';
import { annualSaving, perInterval, vatText } from '../price-text';

export interface PlanCardProps {
  plan: Plan;
  /** Whether this is the plan the saver picked. */
  chosen: boolean;
  onChoose: () => void;
}

/** One plan: its price TTC and the VAT inside it, and for the annual plan « −10 % », what it saves and its monthly equivalent. */
export function PlanCard({ plan, chosen, onChoose }: PlanCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const saving = annualSaving(plan);
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-plan={plan.interval}
      data-plan-chosen={chosen}
      style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {plan.name}
          </Title>
          {saving && (
            <Badge color="teal" variant="light" size="lg" data-plan-discount>
              {t(m.annualBadge, { percent: saving.percent })}
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Group gap="xs" align="baseline">
            <Text size="xl" fw={700} data-plan-price>
              {perInterval(plan.amount, plan.interval, t)}
            </Text>
            <Text size="sm">{t(m.taxIncluded)}</Text>
          </Group>
          <Text size="sm" c="dimmed" data-plan-vat>
            {vatText(plan, t)}
          </Text>
        </Stack>
        {saving && (
          <Stack gap={2}>
            <Text size="sm" data-plan-monthly>
              {t(m.monthlyEquivalent, { amount: formatCurrency(plan.monthlyEquivalent) })}
            </Text>
            <Text size="sm" fw={600} c="var(--mantine-color-success)" data-plan-saving>
              {t(m.annualSaves, { amount: formatCurrency(saving.amount) })}
            </Text>
          </Stack>
        )}
        <Button variant={chosen ? 'filled' : 'default'} aria-pressed={chosen} aria-describedby={titleId} onClick={onChoose} data-choose-plan={plan.id}>
          {t(chosen ? m.chosenPlan : m.choosePlan)}
        </Button>
      </Stack>
    </Card>
  );
}
