import { formatCurrency, kindDetailLabels, MASKED_AMOUNT, type Portfolio, type RealEstate } from '@patrimo/shared';
import { formErrorsFromApi, FormGlobalErrors } from '@patrimo/shared/forms';
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoans } from '../api/get-loans';
import { useLinkLoan, useUnlinkLoan } from '../api/link-loan';
import { parseFrenchNumber } from '../draft';
import { loanRemainingMessage, loanTitleMessage, propertyAddMessages as m } from '../add-messages';

const today = () => new Date().toISOString().slice(0, 10);

/** One loan, with the part that financed the property and when, and its link button. */
function LoanRow({ loan, property, masked, readOnly }: { loan: Portfolio; property: RealEstate; masked: boolean; readOnly: boolean }) {
  const t = useIntl().formatMessage;
  const link = useLinkLoan(property.id);
  const unlink = useUnlinkLoan();
  const linked = property.loans.some((item) => item.portfolioId === loan.id);
  // Spec §5: a loan that finances another property cannot be linked here before it is detached there.
  const elsewhere = !linked && (loan.loan?.realEstates ?? []).some((item) => item.realEstateId !== property.id);
  const [amount, setAmount] = useState(loan.loan?.totalAmount === null || loan.loan?.totalAmount === undefined ? '' : String(loan.loan.totalAmount));
  const [date, setDate] = useState(loan.loan?.signatureDate ?? today());
  const [errors, setErrors] = useState<{ global: string[]; fields: Partial<Record<'realEstateAmount' | 'realEstateDate' | 'realEstateId', string>> }>({ global: [], fields: {} });
  const euros = (value: number) => (masked ? MASKED_AMOUNT : formatCurrency(value, { concise: true }));
  const submit = async () => {
    setErrors({ global: [], fields: {} });
    const parsed = parseFrenchNumber(amount);
    try {
      await link.mutateAsync({ loanId: loan.id, amount: parsed ?? Number.NaN, date });
    } catch (error) {
      const found = formErrorsFromApi(error, { fields: ['realEstateAmount', 'realEstateDate', 'realEstateId'], wrapper: 'portfolio' });
      // A refusal about the loan itself (`loan_zero`, `loan_already_connected`) reads above the row.
      const { realEstateId, ...fields } = found.fields;
      setErrors({ global: [...found.global, ...(realEstateId ? [realEstateId] : [])], fields });
    }
  };
  const detach = async () => {
    setErrors({ global: [], fields: {} });
    try {
      await unlink.mutateAsync({ loanId: loan.id });
    } catch (error) {
      setErrors({ global: formErrorsFromApi(error, { fields: [], wrapper: 'portfolio' }).global, fields: {} });
    }
  };
  const name = t(loanTitleMessage, { name: loan.name, bank: loan.bankName ?? '—' });
  return (
    <Card withBorder component="li" data-loan={loan.id} aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{name}</Text>
          {linked && (
            <Badge color="green" variant="light" data-loan-linked>
              {t(m.loanLinked)}
            </Badge>
          )}
        </Group>
        {loan.kindDetail !== null && (
          <Text size="sm" data-loan-kind={loan.kindDetail}>
            {kindDetailLabels[loan.kindDetail]}
          </Text>
        )}
        {loan.loan?.remainingAmount !== null && loan.loan?.remainingAmount !== undefined && (
          <Text size="sm" c="dimmed">
            {t(loanRemainingMessage, { amount: euros(Math.abs(loan.loan.remainingAmount)) })}
          </Text>
        )}
        {elsewhere && (
          <Text size="sm" data-loan-elsewhere>
            {t(m.loanElsewhere)}
          </Text>
        )}
        <FormGlobalErrors title={t(m.loanFailed)} messages={errors.global} />
        {linked && !readOnly && (
          <Group>
            <Button variant="default" onClick={() => void detach()} loading={unlink.isPending} data-unlink-loan>
              {t(m.loanUnlink)}
            </Button>
          </Group>
        )}
        {!linked && !readOnly && (
          <Group align="flex-end">
            <TextInput
              label={t(m.loanAmount)}
              name={`loan-amount-${loan.id}`}
              inputMode="decimal"
              value={amount}
              error={errors.fields.realEstateAmount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <TextInput
              label={t(m.loanDate)}
              name={`loan-date-${loan.id}`}
              type="date"
              value={date}
              error={errors.fields.realEstateDate}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            <Button onClick={() => void submit()} loading={link.isPending} data-link-loan>
              {t(m.loanLink)}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The subject's loans, each linkable to the property (spec §4 optional step, §5 and §8 refusals). */
export function LoanLinker({ property, masked = false, readOnly = false }: { property: RealEstate; masked?: boolean; readOnly?: boolean }) {
  const t = useIntl().formatMessage;
  const loans = useLoans();
  const list = (loans.data ?? []).filter((loan) => loan.kind === 'loan' || loan.loan !== null);
  if (loans.isPending) return null;
  if (list.length === 0) return <Text size="sm">{t(m.noLoans)}</Text>;
  return (
    <Stack gap="sm" component="ul" aria-label={t(m.loansListLabel)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((loan) => (
        <LoanRow key={loan.id} loan={loan} property={property} masked={masked} readOnly={readOnly} />
      ))}
    </Stack>
  );
}
