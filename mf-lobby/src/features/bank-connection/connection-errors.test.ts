import { ERROR_MESSAGES, type BankField, type Connection } from '@patrimo/shared';
import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import {
  accountStateMessage,
  addAccountsPayload,
  connectionAwaitingAction,
  connectionErrorsOf,
  connectionStateErrors,
  emptyValues,
  fieldValuesToSend,
  validateBankFields,
  valuesAfterFailure,
} from './connection-errors';

const fields: BankField[] = [
  { name: 'login', label: 'Identifiant', type: 'text', required: true, values: [] },
  { name: 'password', label: 'Mot de passe', type: 'password', required: true, values: [] },
  { name: 'birthday', label: 'Date de naissance', type: 'date', required: true, values: [] },
  {
    name: 'website',
    label: 'Espace',
    type: 'list',
    required: true,
    values: [
      { value: 'par', label: 'Particuliers' },
      { value: 'pro', label: 'Professionnels' },
    ],
  },
];

const filled = { login: ' jean ', password: ' secret ', birthday: '1980-02-01', website: 'par' };

describe('validateBankFields', () => {
  it('asks for every field, blank included', () => {
    expect(validateBankFields(fields, { ...emptyValues(fields), login: '   ' })).toEqual({
      login: 'Ce champ est obligatoire.',
      password: 'Ce champ est obligatoire.',
      birthday: 'Ce champ est obligatoire.',
      website: 'Ce champ est obligatoire.',
    });
  });

  it('accepts a complete form', () => {
    expect(validateBankFields(fields, filled)).toEqual({});
  });
});

describe('field values', () => {
  it('sends the form fields only, trimmed except passwords', () => {
    expect(fieldValuesToSend(fields, { ...filled, other: 'x' })).toEqual({
      login: 'jean',
      password: ' secret ',
      birthday: '1980-02-01',
      website: 'par',
    });
  });

  it('keeps what was typed after a refusal, except passwords', () => {
    expect(valuesAfterFailure(fields, filled)).toEqual({ ...filled, password: '' });
  });
});

describe('connectionErrorsOf', () => {
  it('shows a wrong password above the form and under the password', () => {
    expect(connectionErrorsOf(new ApiHttpError(400, ['wrongpass'], {}), fields)).toEqual({
      global: [ERROR_MESSAGES.wrongpass],
      fields: { password: ERROR_MESSAGES.wrongpass },
    });
  });

  it.each(['actionNeeded', 'websiteUnavailable', 'bug', 'scrapping_failed'] as const)('words %s in French', (code) => {
    expect(connectionErrorsOf(new ApiHttpError(400, [code], {}), fields)).toEqual({ global: [ERROR_MESSAGES[code]], fields: {} });
  });

  it('shows the bank’s own message for an action to take on its website, when it sent one', () => {
    const message = 'Connectez-vous au site de votre banque pour accepter les nouvelles conditions.';
    const withMessage = ApiHttpError.fromBody(400, { error: 'actionNeeded', connectionId: 'c1', message });
    expect(connectionErrorsOf(withMessage, fields)).toEqual({ global: [message], fields: {} });
    expect(connectionAwaitingAction(withMessage)).toBe('c1');
    const without = ApiHttpError.fromBody(400, { error: 'actionNeeded', connectionId: 'c1' });
    expect(connectionErrorsOf(without, fields).global).toEqual([ERROR_MESSAGES.actionNeeded]);
    // Another refusal's message is not the bank's instruction, and leaves nothing to confirm.
    const wrongpass = ApiHttpError.fromBody(400, { error: 'wrongpass', connectionId: 'c2', message: 'Mot de passe expiré' });
    expect(connectionErrorsOf(wrongpass, fields).global).toEqual([ERROR_MESSAGES.wrongpass]);
    expect(connectionAwaitingAction(wrongpass)).toBeNull();
    expect(connectionAwaitingAction(new ApiNetworkError({ cause: null }))).toBeNull();
  });

  it('puts missing fields under their field', () => {
    expect(connectionErrorsOf(new ApiHttpError(400, ['missing_fields'], { login: ['blank'] }), fields)).toEqual({
      global: [ERROR_MESSAGES.missing_fields],
      fields: { login: 'Ce champ est obligatoire.' },
    });
  });

  it('falls back on a generic message', () => {
    expect(connectionErrorsOf(new ApiNetworkError({ cause: null }), fields).global).toEqual([ERROR_MESSAGES.network_error]);
    expect(connectionErrorsOf(new Error('boom'), fields).global).toEqual([ERROR_MESSAGES.unknown]);
  });
});

describe('connection states', () => {
  it('words a failed state like the error code', () => {
    expect(connectionStateErrors('wrongPass', fields)).toEqual({
      global: [ERROR_MESSAGES.wrongpass],
      fields: { password: ERROR_MESSAGES.wrongpass },
    });
    expect(connectionStateErrors('none', fields)).toEqual({ global: [], fields: {} });
    expect(accountStateMessage('websiteUnavailable')).toBe(ERROR_MESSAGES.websiteUnavailable);
    expect(accountStateMessage('none')).toBeNull();
  });
});

describe('addAccountsPayload', () => {
  const connection: Connection = {
    id: 'c1',
    idBank: 'b1',
    state: 'none',
    fields: [],
    accounts: [
      { externalId: 'a1', name: 'Compte courant', number: '123', amount: 1200, kind: 'checking', kindDetail: null, currency: 'EUR' },
      { externalId: 'a2', name: 'Assurance vie', number: null, amount: 35000, kind: 'lifeinsurance', kindDetail: null, currency: 'EUR' },
    ],
  };

  it('keeps the checked accounts, without their number', () => {
    expect(addAccountsPayload('b1', connection, new Set(['a2']))).toEqual({
      accounts: [
        {
          bankId: 'b1',
          connectionId: 'c1',
          contracts: [{ externalId: 'a2', name: 'Assurance vie', amount: 35000, kind: 'lifeinsurance', kindDetail: null, currency: 'EUR' }],
        },
      ],
    });
  });

  it('sends nothing when nothing is checked', () => {
    expect(addAccountsPayload('b1', connection, new Set())).toEqual({ accounts: [] });
  });
});
