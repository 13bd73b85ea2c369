import type { Interaction, InteractionInput, InteractionKind } from '@patrimo/shared';
import type { MessageDescriptor } from 'react-intl';
import { customerMessages as m } from './messages';

/** The interaction form as typed: every field a string, the date as an `<input type="datetime-local">` value. */
export interface EventFormValues extends Record<string, unknown> {
  kind: InteractionKind;
  /** Local date and time, `2026-03-14T09:30`. */
  occurredAt: string;
  content: string;
  phone: string;
  companyName: string;
  contactName: string;
  promoCode: string;
}

export type EventField = Exclude<keyof EventFormValues, number>;

/** The longest texts the contract accepts (`interactionInputSchema`). */
export const EVENT_MAX_LENGTHS = { content: 10_000, phone: 32, companyName: 120, contactName: 120, promoCode: 64 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a moment, or null when it is not one. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether the kind is a call: only calls carry a phone number. */
export function isCall(kind: InteractionKind): boolean {
  return kind !== 'note';
}

/** The form's values: a new note dated now, or the interaction being edited. */
export function eventFormValues(event: Interaction | null, now: Date): EventFormValues {
  if (event === null) return { kind: 'note', occurredAt: toLocalInput(now), content: '', phone: '', companyName: '', contactName: '', promoCode: '' };
  return {
    kind: event.kind,
    occurredAt: toLocalInput(new Date(event.occurredAt)),
    content: event.content,
    phone: event.phone ?? '',
    companyName: event.companyName ?? '',
    contactName: event.contactName ?? '',
    promoCode: event.promoCode ?? '',
  };
}

/** An optional text as the API takes it: trimmed, and null when nothing is left. */
function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The values as the API takes them (`{ event }` of POST /customers/{id}/events and PUT /events/{id}): texts
 * trimmed, empty ones null, no phone on a note, the local date and time as an ISO moment.
 */
export function eventInputOf(values: EventFormValues): InteractionInput {
  const occurredAt = fromLocalInput(values.occurredAt);
  return {
    kind: values.kind,
    content: values.content.trim(),
    phone: isCall(values.kind) ? optional(values.phone) : null,
    companyName: optional(values.companyName),
    contactName: optional(values.contactName),
    promoCode: optional(values.promoCode),
    // `checkEventForm` stops an invalid date before; sent as typed, the server would refuse it with `invalid`.
    occurredAt: occurredAt ? occurredAt.toISOString() : values.occurredAt,
  };
}

export interface EventFieldError {
  message: MessageDescriptor;
  values?: Record<string, number>;
}

/**
 * What is wrong with the form before anything is sent, field by field: a content and a date are needed, the
 * date may not be in the future (a minute's grace for the clock), texts within the contract's lengths.
 */
export function checkEventForm(values: EventFormValues, now: Date): Partial<Record<EventField, EventFieldError>> {
  const errors: Partial<Record<EventField, EventFieldError>> = {};
  if (values.content.trim() === '') errors.content = { message: m.errorContentBlank };
  if (values.occurredAt.trim() === '') errors.occurredAt = { message: m.errorDateBlank };
  else {
    const date = fromLocalInput(values.occurredAt);
    if (date === null) errors.occurredAt = { message: m.errorDateInvalid };
    else if (date.getTime() > now.getTime() + 60_000) errors.occurredAt = { message: m.errorDateFuture };
  }
  for (const field of Object.keys(EVENT_MAX_LENGTHS) as (keyof typeof EVENT_MAX_LENGTHS)[]) {
    if (field === 'phone' && !isCall(values.kind)) continue;
    const max = EVENT_MAX_LENGTHS[field];
    if (values[field].trim().length > max) errors[field] ??= { message: m.errorTooLong, values: { max } };
  }
  return errors;
}
