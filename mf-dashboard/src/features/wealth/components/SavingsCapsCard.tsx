import { Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { Table } from '@patrimo/shared/ui/extra';
import { formatCurrency, SAVINGS_CAPS, type SavingsCap } from '@patrimo/shared';
import { Amount, type PrivateArea } from '@patrimo/shared/react';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { capsAgesMessage, wealthMessages as m } from '../messages';

type SavingsKind = keyof typeof SAVINGS_CAPS;

/** Ceilings are round sums: euros without cents, as on the official help texts. */
const formatEuro = (value: number) => formatCurrency(value, { concise: true });

/** Display order and names of the regulated accounts; the figures all come from `SAVINGS_CAPS`. */
const ACCOUNTS: readonly { kind: SavingsKind; name: MessageDescriptor; detail?: MessageDescriptor; association?: MessageDescriptor }[] = [
  { kind: 'livret_a', name: m.capsLivretA, association: m.capsLivretAAssociation },
  { kind: 'ldd', name: m.capsLdds, detail: m.capsLddsDetail },
  { kind: 'pel', name: m.capsPel, detail: m.capsPelDetail },
  { kind: 'cel', name: m.capsCel, detail: m.capsCelDetail },
  { kind: 'livret_jeune', name: m.capsLivretJeune },
  { kind: 'lep', name: m.capsLep, detail: m.capsLepDetail },
];

interface CapRowProps {
  name: string;
  detail: string | null;
  cap: SavingsCap;
  /** Which ceiling of `cap` the row shows. */
  amount: number;
  area: PrivateArea;
  /** Shows the loan the plan opens the right to, when it has one. */
  withLoan: boolean;
}

function CapRow({ name, detail, cap, amount, area, withLoan }: CapRowProps) {
  const intl = useIntl();
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          {detail !== null && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
          {withLoan && cap.maxLoan !== undefined && (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.capsLoanUpTo)}
              </Text>
              <Amount value={cap.maxLoan} format={formatEuro} area={area} size="xs" c="dimmed" />
            </Group>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <Amount value={amount} format={formatEuro} area={area} fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} />
      </Table.Td>
    </Table.Tr>
  );
}

export interface SavingsCapsCardProps {
  /** Private mode whose toggle masks the ceilings. */
  area: PrivateArea;
}

/** « Repères »: the deposit ceilings of the regulated savings accounts (spec §9), masked in private mode like any amount. */
export function SavingsCapsCard({ area }: SavingsCapsCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const rows = ACCOUNTS.flatMap(({ kind, name, detail, association }) => {
    const cap = SAVINGS_CAPS[kind];
    const ages = cap.ages ? intl.formatMessage(capsAgesMessage, { min: cap.ages.min, max: cap.ages.max }) : null;
    const own = (
      <CapRow
        key={kind}
        name={intl.formatMessage(name)}
        detail={detail ? intl.formatMessage(detail) : ages}
        cap={cap}
        amount={cap.cap}
        area={area}
        withLoan
      />
    );
    if (association === undefined || cap.associationCap === undefined) return [own];
    return [
      own,
      <CapRow
        key={`${kind}-association`}
        name={intl.formatMessage(association)}
        detail={null}
        cap={cap}
        amount={cap.associationCap}
        area={area}
        withLoan={false}
      />,
    ];
  });
  return (
    <Card withBorder radius="md" padding="lg" maw={880} component="section" aria-labelledby={titleId} data-savings-caps>
      <Title order={2} size="h4" id={titleId}>
        {intl.formatMessage(m.capsTitle)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {intl.formatMessage(m.capsLead)}
      </Text>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.capsProduct)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(m.capsCeiling)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        {intl.formatMessage(m.capsFootnote)}
      </Text>
    </Card>
  );
}
