import { messageForError } from '@patrimo/shared';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useImperativeHandle, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardFieldProps, PaymentOutcome } from './card-field';
import { cardBrandOf, checkCard, formatCardNumber, formatCvc, formatExpiry, type CardFieldName, type ProviderCard } from './card-input';
import { cardMessages as m } from './card-messages';
import { answerChallenge, confirmWithCard, tokenize, type SandboxOutcome } from './sandbox-client';

const BRAND_LABELS = { visa: m.brandVisa, mastercard: m.brandMastercard, amex: m.brandAmex } as const;

type Errors = Partial<Record<CardFieldName, string>>;

/** Where a refusal of the provider shows: under the field it is about, or (null) in the step's alert. */
function fieldOfCode(code: string): CardFieldName | null {
  if (code === 'incorrect_number' || code === 'invalid_number') return 'number';
  if (code === 'invalid_expiry_month' || code === 'invalid_expiry_year') return 'expiry';
  if (code === 'invalid_cvc') return 'cvc';
  return null;
}

/**
 * The sandbox provider's card form, standing where Stripe's Payment Element stands and looking like it: number
 * with spaces and brand, expiry « MM / AA », security code. The card is posted only to the sandbox's own
 * endpoints; a 3-D Secure challenge opens the bank's window (a modal here) and the payment waits for its answer.
 */
export function SandboxCardElement({ ref, disabled = false }: CardFieldProps) {
  const t = useIntl().formatMessage;
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const answerRef = useRef<((result: 'approve' | 'fail') => void) | null>(null);
  const brand = cardBrandOf(values.number);

  const checked = (): ProviderCard | null => {
    const result = checkCard(values);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.card : null;
  };

  /** A refusal about one field shows under it, and is also the step's answer. */
  const settle = (outcome: SandboxOutcome): PaymentOutcome => {
    if (outcome.status === 'succeeded') return { status: 'succeeded' };
    const code = outcome.status === 'declined' ? outcome.code : 'processing_error';
    const field = fieldOfCode(code);
    if (field) setErrors({ [field]: code });
    return { status: 'declined', code };
  };

  /** Opens the bank's window and waits for the cardholder's choice. */
  const authenticate = (challengeId: string) =>
    new Promise<'approve' | 'fail'>((resolve) => {
      answerRef.current = resolve;
      setChallenge(challengeId);
    });

  useImperativeHandle(ref, () => ({
    validate: async () => checked() !== null,
    confirmPayment: async (clientSecret) => {
      const card = checked();
      if (!card) return { status: 'declined', code: 'invalid_number' };
      let outcome = await confirmWithCard(clientSecret, card);
      while (outcome.status === 'requires_action') {
        const result = await authenticate(outcome.challengeId);
        outcome = await answerChallenge(outcome.challengeId, result);
      }
      return settle(outcome);
    },
    createToken: async () => {
      const card = checked();
      if (!card) return { status: 'declined', code: 'invalid_number' };
      const outcome = await tokenize(card);
      if (outcome.status === 'token') return { status: 'token', token: outcome.token };
      const settled = settle(outcome);
      return settled.status === 'declined' ? settled : { status: 'declined', code: 'processing_error' };
    },
  }));

  const answer = (result: 'approve' | 'fail') => {
    answerRef.current?.(result);
    answerRef.current = null;
    setChallenge(null);
  };
  const change = (field: CardFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const errorOf = (field: CardFieldName) => (errors[field] ? messageForError(errors[field]) : undefined);

  return (
    <Paper withBorder radius="md" p="md" component="fieldset" data-card-field="sandbox" style={{ margin: 0 }}>
      <Stack gap="sm">
        <Text component="legend" fw={600} size="sm">
          {t(m.legend)}
        </Text>
        <TextInput
          label={t(m.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          disabled={disabled}
          error={errorOf('number')}
          onChange={(event) => change('number', formatCardNumber(event.currentTarget.value))}
          rightSectionWidth={140}
          rightSection={
            brand === 'unknown' ? null : (
              <Badge variant="light" data-card-brand={brand}>
                {t(BRAND_LABELS[brand])}
              </Badge>
            )
          }
        />
        <Group grow align="flex-start">
          <TextInput
            label={t(m.expiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / AA"
            value={values.expiry}
            disabled={disabled}
            error={errorOf('expiry')}
            onChange={(event) => change('expiry', formatExpiry(event.currentTarget.value, values.expiry))}
          />
          <TextInput
            label={t(m.cvc)}
            description={t(m.cvcHint)}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={values.cvc}
            disabled={disabled}
            error={errorOf('cvc')}
            onChange={(event) => change('cvc', formatCvc(event.currentTarget.value, values.number))}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t(m.sandboxNotice)}
        </Text>
      </Stack>
      <Modal
        opened={challenge !== null}
        onClose={() => answer('fail')}
        title={t(m.threeDsTitle)}
        closeButtonProps={{ 'aria-label': t(m.threeDsClose) }}
        centered
        data-three-ds
      >
        <Stack gap="md">
          <Text size="sm">{t(m.threeDsText)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer('fail')} data-three-ds-fail>
              {t(m.threeDsFail)}
            </Button>
            <Button onClick={() => answer('approve')} data-three-ds-approve>
              {t(m.threeDsApprove)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
