import { messageForError } from '@patrimo/shared';
import {
  checkCustomerForm,
  checkInvitationForm,
  customerInputOf,
  EMPTY_CUSTOMER,
  EMPTY_INVITATION,
  invitationInputOf,
} from './add-form';

describe('the customer form', () => {
  const filled = {
    ...EMPTY_CUSTOMER,
    civilTitle: 'mrs' as const,
    firstName: ' Élodie ',
    lastName: 'Marchand',
    email: ' elodie@example.fr ',
    clientId: 'C-0042',
    birthDate: '1980-04-12',
    birthplace: 'Lyon',
    maritalStatus: '2',
    children: '3',
  };

  it('sends what was typed, trimmed, numbers read', () => {
    expect(customerInputOf(filled)).toEqual({
      civilTitle: 'mrs',
      firstName: 'Élodie',
      lastName: 'Marchand',
      email: 'elodie@example.fr',
      clientId: 'C-0042',
      birthDate: '1980-04-12',
      birthplace: 'Lyon',
      maritalStatus: 2,
      children: 3,
    });
    expect(checkCustomerForm(filled)).toBeNull();
  });

  it('sends null for what was left empty', () => {
    const minimal = { ...EMPTY_CUSTOMER, firstName: 'Jean', lastName: 'Roux' };
    expect(customerInputOf(minimal)).toEqual({
      civilTitle: null,
      firstName: 'Jean',
      lastName: 'Roux',
      email: null,
      clientId: null,
      birthDate: null,
      birthplace: null,
      maritalStatus: null,
      children: null,
    });
    expect(checkCustomerForm(minimal)).toBeNull();
  });

  it('refuses in French: names missing, a bad address, a birth date to come, children not a count', () => {
    const errors = checkCustomerForm({ ...EMPTY_CUSTOMER, firstName: '  ', email: 'pas-une-adresse', birthDate: '2999-01-01', children: '2,5' });
    expect(errors?.fields).toEqual({
      firstName: messageForError('blank', 'firstName'),
      lastName: messageForError('blank', 'lastName'),
      email: messageForError('invalid', 'email'),
      birthDate: expect.any(String),
      children: expect.any(String),
    });
    expect(errors?.fields.birthDate).not.toBe(messageForError('unknown'));
    expect(checkCustomerForm({ ...filled, children: '-1' })?.fields.children).toBeDefined();
    expect(checkCustomerForm({ ...filled, maritalStatus: '42' })?.fields.maritalStatus).toBeDefined();
  });
});

describe('the invitation form', () => {
  it('sends the invitation, blanks as null', () => {
    const values = { ...EMPTY_INVITATION, civilTitle: 'mr' as const, firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', promoCode: ' BIENVENUE ' };
    expect(invitationInputOf(values)).toEqual({
      civilTitle: 'mr',
      firstName: 'Paul',
      lastName: 'Durand',
      email: 'paul@example.fr',
      message: null,
      companyName: null,
      contactName: null,
      promoCode: 'BIENVENUE',
    });
    expect(checkInvitationForm(values)).toBeNull();
  });

  it('requires the names and an address', () => {
    const errors = checkInvitationForm(EMPTY_INVITATION);
    expect(Object.keys(errors?.fields ?? {}).sort()).toEqual(['email', 'firstName', 'lastName']);
  });

  it('keeps a message to 2 000 characters', () => {
    const errors = checkInvitationForm({ ...EMPTY_INVITATION, firstName: 'A', lastName: 'B', email: 'a@b.fr', message: 'x'.repeat(2001) });
    expect(errors?.fields.message).toBe(messageForError('too_long', 'message'));
  });
});
