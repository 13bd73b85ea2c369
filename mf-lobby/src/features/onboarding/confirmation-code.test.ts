import { ApiHttpError } from '@patrimo/shared/client';
import { formErrorsFromApi } from '@patrimo/shared/forms';
import {
  codeCheckMessage,
  codeFromPaste,
  CONFIRMATION_ERROR_OPTIONS,
  isLockedOut,
  normaliseConfirmationCode,
  validateConfirmationCode,
} from './confirmation-code';

/** What the confirmation screen shows of a refusal, and whether it blocks the button. */
const confirmationErrorsOf = (error: unknown) => ({ ...formErrorsFromApi(error, CONFIRMATION_ERROR_OPTIONS), blocked: isLockedOut(error) });

describe('the confirmation code input', () => {
  it('keeps upper-cased letters and digits only, 8 at most', () => {
    expect(normaliseConfirmationCode('abcd-1234')).toBe('ABCD1234');
    expect(normaliseConfirmationCode(' ab cd 12 34 ')).toBe('ABCD1234');
    expect(normaliseConfirmationCode('abcd12345')).toBe('ABCD1234');
    expect(normaliseConfirmationCode('é')).toBe('');
  });

  it('finds the code in a pasted line of the e-mail', () => {
    expect(codeFromPaste('Votre code de confirmation : K7PX2QAB')).toBe('K7PX2QAB');
    expect(codeFromPaste('abcd efgh')).toBe('ABCDEFGH');
    expect(codeFromPaste('Code : ABCD-EFGH (valable 24 heures)')).toBe('ABCDEFGH');
    // An 8-letter word of the sentence loses against the code printed in capitals.
    expect(codeFromPaste('Bonjour Dupontel, votre code : Q2W3E4R5')).toBe('Q2W3E4R5');
    expect(codeFromPaste('rien')).toBe('RIEN');
  });

  it('checks presence and length before sending', () => {
    expect(validateConfirmationCode('')).toEqual({ ok: false, reason: 'blank' });
    expect(validateConfirmationCode('abc')).toEqual({ ok: false, reason: 'length' });
    expect(validateConfirmationCode('abcd1234')).toEqual({ ok: true, code: 'ABCD1234' });
    expect(codeCheckMessage('blank', 'huit')).toBe('Veuillez saisir le code reçu par e-mail');
    expect(codeCheckMessage('length', 'huit')).toBe('huit');
  });
});

describe('the confirmation answers', () => {
  it('puts a wrong code under the input, wherever the server puts the code', () => {
    const expected = { global: [], fields: { token: 'Le code saisi est incorrect' }, blocked: false };
    expect(confirmationErrorsOf(new ApiHttpError(400, ['wrong_token'], {}))).toEqual(expected);
    expect(confirmationErrorsOf(new ApiHttpError(422, ['validation'], { token: ['wrong_token'] }))).toEqual(expected);
  });

  it('says the 30-minute block above the form and blocks the button', () => {
    expect(confirmationErrorsOf(new ApiHttpError(429, ['too_many_attempts'], {}))).toEqual({
      global: ['Trop de tentatives : votre compte est bloqué pendant 30 minutes.'],
      fields: {},
      blocked: true,
    });
  });
});
