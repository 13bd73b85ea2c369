import { formatDate, interactionKindLabels, type Interaction, type InteractionKind } from '@patrimo/shared';
import { loadErrorMessage, loadStateOf } from '@patrimo/shared/query';
import { LoadState, useToast } from '@patrimo/shared/react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCustomerEvents, useDeleteEvent } from '../api/customer-events';
import { useCustomerContext } from '../hooks/use-customer-context';
import { customerMessages as m } from '../messages';
import { EventForm } from './EventForm';

const KIND_ICONS: Record<InteractionKind, { glyph: string; color: string }> = {
  note: { glyph: '✎', color: 'gray' },
  inbound_call: { glyph: '↙', color: 'teal' },
  outbound_call: { glyph: '↗', color: 'blue' },
};

const dateTime = (iso: string) => `${formatDate(iso, 'short')} ${formatDate(iso, 'time')}`;

function EventItem({ customerId, event, onDelete }: { customerId: string; event: Interaction; onDelete: (event: Interaction) => void }) {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const [editing, setEditing] = useState(false);
  const icon = KIND_ICONS[event.kind];
  const details = [
    event.phone && t(m.eventPhone, { phone: event.phone }),
    event.companyName && t(m.eventCompany, { company: event.companyName }),
    event.contactName && t(m.eventContact, { contact: event.contactName }),
    event.promoCode && t(m.eventPromo, { code: event.promoCode }),
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <Group component="li" align="flex-start" gap="md" wrap="nowrap" data-event={event.kind} data-event-id={event.id}>
      <ThemeIcon variant="light" color={icon.color} radius="xl" size="lg" aria-hidden>
        {icon.glyph}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1 }}>
        {editing ? (
          <EventForm
            customerId={customerId}
            event={event}
            onDone={() => {
              setEditing(false);
              showToast({ label: 'event-updated', message: t(m.updated), color: 'green' });
            }}
          />
        ) : (
          <>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {interactionKindLabels[event.kind]}
              </Text>
              <Group gap={4}>
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} aria-label={t(m.eventAction, { action: t(m.edit), kind: interactionKindLabels[event.kind], date: dateTime(event.occurredAt) })}>
                  {t(m.edit)}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(event)}
                  aria-label={t(m.eventAction, { action: t(m.deleteEvent), kind: interactionKindLabels[event.kind], date: dateTime(event.occurredAt) })}
                >
                  {t(m.deleteEvent)}
                </Button>
              </Group>
            </Group>
            <Text size="xs" c="dimmed">
              {t(m.eventMeta, { date: dateTime(event.occurredAt), advisor: event.advisorName })}
            </Text>
            {details.length > 0 && <Text size="xs">{details.join(' · ')}</Text>}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {event.content}
            </Text>
          </>
        )}
      </Stack>
    </Group>
  );
}

/** `customers/:customerId/interactions`: the timeline of notes and calls, most recent first, and the form to log one. */
export function CustomerInteractions() {
  const t = useIntl().formatMessage;
  const showToast = useToast();
  const listTitle = useId();
  const formTitle = useId();
  const { customer } = useCustomerContext();
  const events = useCustomerEvents(customer.id);
  const remove = useDeleteEvent(customer.id);
  const [deleting, setDeleting] = useState<Interaction | null>(null);
  const load = loadStateOf(events);
  const sorted = load.state === 'ready' ? [...load.data].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt)) : [];

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-customer-interactions>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={formTitle}>
        <Title order={2} size="h4" id={formTitle} mb="md">
          {t(m.logTitle)}
        </Title>
        <EventForm customerId={customer.id} event={null} onDone={() => showToast({ label: 'event-logged', message: t(m.logged), color: 'green' })} />
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={listTitle}>
        <Title order={2} size="h4" id={listTitle} mb="md">
          {t(m.interactionsTitle)}
        </Title>
        {load.state !== 'ready' && <LoadState load={load} loadingLabel={m.loadingInteractions} />}
        {load.state === 'ready' &&
          (sorted.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(m.interactionsEmpty)}
            </Text>
          ) : (
            <Stack component="ol" gap="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-timeline>
              {sorted.map((event) => (
                <EventItem key={event.id} customerId={customer.id} event={event} onDelete={setDeleting} />
              ))}
            </Stack>
          ))}
      </Card>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t(m.deleteTitle)} centered>
        {deleting && (
          <Stack gap="md">
            <Text size="sm">{t(m.deleteBody, { kind: interactionKindLabels[deleting.kind], date: dateTime(deleting.occurredAt) })}</Text>
            {remove.isError && (
              <Alert color="red" variant="light" role="alert">
                {loadErrorMessage(remove.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t(m.cancel)}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      setDeleting(null);
                      showToast({ label: 'event-deleted', message: t(m.deleted), color: 'green' });
                    },
                  })
                }
                data-event-delete-confirm
              >
                {t(m.deleteEvent)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </SimpleGrid>
  );
}
