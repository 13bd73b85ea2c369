import { ERROR_MESSAGES, FALLBACK_ERROR_MESSAGE, FIELD_ERROR_MESSAGES, messageForError } from './error-messages';
import { ERROR_CODES, isErrorCode } from '../errors/error-codes';

describe('the error message catalogue', () => {
  it.each(ERROR_CODES)('has a French message for %s', (code) => {
    expect(ERROR_MESSAGES[code].trim()).not.toBe('');
  });

  it('has no message for a code outside the vocabulary', () => {
    expect(Object.keys(ERROR_MESSAGES).filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('has field messages only for codes of the vocabulary', () => {
    for (const messages of Object.values(FIELD_ERROR_MESSAGES)) {
      for (const [code, message] of Object.entries(messages)) {
        expect(isErrorCode(code)).toBe(true);
        expect(message.trim()).not.toBe('');
      }
    }
  });

  it('uses the exact wording of spec §8', () => {
    expect(ERROR_MESSAGES.no_euro_fund).toBe('Ajoutez un fonds euro pour respecter votre profil de risque');
    expect(ERROR_MESSAGES.no_low_risk_fund).toBe('Ajoutez au moins un fonds SRRI < 4 pour respecter votre profil de risque');
    expect(ERROR_MESSAGES.optimisation_failed).toBe("Une erreur est survenue lors de l’optimisation de votre allocation");
    expect(ERROR_MESSAGES.recommendation_unavailable).toBe('Impossible de récupérer notre recommandation pour ce contrat');
    expect(ERROR_MESSAGES.csv_upload_failed).toBe("Une erreur est survenue lors de l’envoi du fichier");
    expect(ERROR_MESSAGES.deletion_link_invalid).toBe("Ce lien n’est pas / plus valide");
  });

  it('says the same thing for every way of getting the e-mail or password wrong', () => {
    expect(ERROR_MESSAGES.not_found_in_database).toBe(ERROR_MESSAGES.invalid_grant);
    expect(ERROR_MESSAGES.client_error).toBe(ERROR_MESSAGES.wrongpass);
    expect(ERROR_MESSAGES.config).toBe(ERROR_MESSAGES.wrongpass);
  });

  it('mentions the 30-minute lockout', () => {
    expect(ERROR_MESSAGES.too_many_attempts).toContain('30 minutes');
  });
});

describe('messageForError', () => {
  it('returns the message of a code', () => {
    expect(messageForError('demo_account')).toBe(ERROR_MESSAGES.demo_account);
  });

  it("prefers the field's own wording", () => {
    expect(messageForError('blank', 'email')).toBe('Veuillez saisir votre adresse e-mail');
    expect(messageForError('match_error', 'passwordConfirmation')).toBe('Les mots de passe ne correspondent pas');
    expect(messageForError('blank', 'user.email')).toBe('Veuillez saisir votre adresse e-mail');
  });

  it('falls back to the generic message of the code for a field without its own wording', () => {
    expect(messageForError('blank', 'jobTitle')).toBe(ERROR_MESSAGES.blank);
    expect(messageForError('blank', 'toString')).toBe(ERROR_MESSAGES.blank);
  });

  it('falls back to a generic French message for an unknown code', () => {
    expect(messageForError('something_new')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});
