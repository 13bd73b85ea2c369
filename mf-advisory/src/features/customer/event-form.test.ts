import type { Interaction } from '@patrimo/shared';
import { checkEventForm, eventFormValues, eventInputOf, fromLocalInput, toLocalInput } from './event-form';
import { customerMessages as m } from './messages';

const now = new Date(2026, 2, 14, 10, 30);
const blank = eventFormValues(null, now);

describe('the interaction form’s values', () => {
  it('starts as a note dated now', () => {
    expect(blank).toEqual({ kind: 'note', occurredAt: '2026-03-14T10:30', content: '', phone: '', companyName: '', contactName: '', promoCode: '' });
  });

  it('reads an interaction being edited, its date in local time', () => {
    const occurred = new Date(2026, 0, 5, 16, 45);
    const event: Interaction = {
      id: '7a0c5e1d-2b3f-4c5d-8e9f-0a1b2c3d4e5f',
      customerId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
      kind: 'inbound_call',
      content: 'Question sur le PEA',
      phone: '06 12 34 56 78',
      companyName: null,
      contactName: 'Mme Durand',
      promoCode: null,
      occurredAt: occurred.toISOString(),
      advisorId: null,
      advisorName: 'Julien Moreau',
      createdAt: occurred.toISOString(),
      updatedAt: occurred.toISOString(),
    };
    expect(eventFormValues(event, now)).toEqual({
      kind: 'inbound_call',
      occurredAt: '2026-01-05T16:45',
      content: 'Question sur le PEA',
      phone: '06 12 34 56 78',
      companyName: '',
      contactName: 'Mme Durand',
      promoCode: '',
    });
  });

  it('round-trips a local date and time, and refuses what is not one', () => {
    expect(toLocalInput(fromLocalInput('2025-12-31T23:59') as Date)).toBe('2025-12-31T23:59');
    expect(fromLocalInput('31/12/2025 23:59')).toBeNull();
    expect(fromLocalInput('2025-13-45T99:99')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('the interaction sent to the API', () => {
  it('trims texts, turns empty ones into null and sends the moment as ISO', () => {
    const input = eventInputOf({ ...blank, kind: 'outbound_call', content: '  Rappel pour l’arbitrage  ', phone: ' 01 23 45 67 89 ', companyName: ' ', promoCode: 'BIENVENUE' });
    expect(input).toEqual({
      kind: 'outbound_call',
      content: 'Rappel pour l’arbitrage',
      phone: '01 23 45 67 89',
      companyName: null,
      contactName: null,
      promoCode: 'BIENVENUE',
      occurredAt: now.toISOString(),
    });
  });

  it('drops the phone number of a note', () => {
    expect(eventInputOf({ ...blank, content: 'Note', phone: '0600000000' }).phone).toBeNull();
  });
});

describe('checking the form before sending', () => {
  it('accepts a complete note', () => {
    expect(checkEventForm({ ...blank, content: 'Point annuel' }, now)).toEqual({});
  });

  it('asks for a content and a date', () => {
    const errors = checkEventForm({ ...blank, content: '   ', occurredAt: '' }, now);
    expect(errors.content?.message).toBe(m.errorContentBlank);
    expect(errors.occurredAt?.message).toBe(m.errorDateBlank);
  });

  it('refuses a date in the future, and one that is not a date', () => {
    expect(checkEventForm({ ...blank, content: 'x', occurredAt: '2026-03-14T10:35' }, now).occurredAt?.message).toBe(m.errorDateFuture);
    expect(checkEventForm({ ...blank, content: 'x', occurredAt: '2026-03-14T10:31' }, now).occurredAt).toBeUndefined();
    expect(checkEventForm({ ...blank, content: 'x', occurredAt: 'demain' }, now).occurredAt?.message).toBe(m.errorDateInvalid);
  });

  it('refuses texts longer than the contract allows, with the limit', () => {
    const errors = checkEventForm({ ...blank, kind: 'inbound_call', content: 'x', phone: '1'.repeat(33), promoCode: 'P'.repeat(65) }, now);
    expect(errors.phone).toEqual({ message: m.errorTooLong, values: { max: 32 } });
    expect(errors.promoCode).toEqual({ message: m.errorTooLong, values: { max: 64 } });
    // A note's phone is not sent, so not checked.
    expect(checkEventForm({ ...blank, content: 'x', phone: '1'.repeat(33) }, now).phone).toBeUndefined();
  });
});
