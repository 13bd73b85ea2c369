import { messageForError, type BillingConfig } from '@patrimo/shared';
import { loadStateOf } from '@patrimo/shared/query';
import { useToast } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddPaymentSource, usePaymentSources } from '../api/payment-sources';
import { CardField } from '../card-field/CardField';
import type { CardFieldHandle } from '../card-field/card-field';
import { errorCodeOf } from '../error-code';
import { billingMessages as m } from '../messages';

/** A new card through the same card field as the payment: tokenised at the provider, then saved as the default. */
function AddCard({ config, onDone }: { config: BillingConfig; onDone: () => void }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const card = useRef<CardFieldHandle>(null);
  const add = useAddPaymentSource();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async () => {
    const field = card.current;
    if (!field || busy) return;
    setRefusal(null);
    setBusy(true);
    try {
      if (!(await field.validate())) return;
      const outcome = await field.createToken();
      if (outcome.status === 'declined') {
        setRefusal(outcome.code);
        return;
      }
      await add.mutateAsync(outcome.token);
      showToast({ label: 'card-saved', message: t(m.cardSaved), color: 'green' });
      onDone();
    } catch (error) {
      setRefusal(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-add-card
    >
      <Stack gap="sm">
        <CardField config={config} ref={card} mode="setup" disabled={busy} />
        <div role="alert">
          {refusal && (
            <Alert color="red" title={t(m.cardRefused)} data-card-refused={refusal}>
              {messageForError(refusal)}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" loading={busy}>
            {t(m.saveCard)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The cards on file, masked, with their expiry and the default one; adding a card makes it the default. */
export function PaymentSources({ config }: { config: BillingConfig | undefined }) {
  const t = useIntl().formatMessage;
  const sources = usePaymentSources();
  const load = loadStateOf(sources);
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cards-title" data-payment-sources>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="cards-title">
            {t(m.cardsTitle)}
          </Title>
          {!adding && config && (
            <Button variant="light" size="sm" onClick={() => setAdding(true)} data-add-card-open>
              {t(m.addCard)}
            </Button>
          )}
        </Group>
        {load.state === 'loading' && <Text role="status">{t(m.loading)}</Text>}
        {load.state === 'failed' && <Alert color="red">{load.message}</Alert>}
        {load.state === 'ready' &&
          (load.data.length === 0 ? (
            <Text size="sm">{t(m.noCards)}</Text>
          ) : (
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {load.data.map((source) => (
                <Group component="li" key={source.id} gap="sm" data-card={source.last4} data-card-default={source.default}>
                  <Text fw={600}>{t(m.cardLine, { brand: source.brand.toUpperCase(), last4: source.last4 })}</Text>
                  <Text size="sm" c="dimmed">
                    {t(m.cardExpiry, { month: String(source.expMonth).padStart(2, '0'), year: source.expYear })}
                  </Text>
                  {source.default && (
                    <Badge variant="light" color="teal">
                      {t(m.cardDefault)}
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          ))}
        {adding && config && <AddCard config={config} onDone={() => setAdding(false)} />}
      </Stack>
    </Card>
  );
}
