import { ERROR_MESSAGES, FIELD_ERROR_MESSAGES } from '@patrimo/shared';
import { ApiHttpError, ApiNetworkError } from '../client/errors';
import { isMistypedDate, parseFrenchDate } from '../ui/french-date';
import { firstErrorTarget, GLOBAL_ERRORS_ATTRIBUTE } from './focus-first-error';
import { fieldNameOf, formErrorsFromApi, formErrorsFromCodes } from './form-errors';
import { submitToApi } from './submit';

const PASSWORD_FIELDS = ['current', 'password', 'confirmation'] as const;

describe('form errors from the API', () => {
  it('turn a single error field into the global error list (spec §8)', () => {
    const errors = formErrorsFromApi(new ApiHttpError(429, ['rate_limited'], {}), { fields: PASSWORD_FIELDS });
    expect(errors).toEqual({ global: [ERROR_MESSAGES.rate_limited], fields: {} });
  });

  it('put field codes under their fields, in the field’s own wording when it has one', () => {
    const errors = formErrorsFromApi(
      new ApiHttpError(422, ['validation'], { 'profile.birthdate': ['after_today'], 'profile.mobile': ['invalid'] }),
      { fields: ['birthdate', 'mobile'], wrapper: 'profile' },
    );
    expect(errors.fields.birthdate).toBe(FIELD_ERROR_MESSAGES.birthdate.after_today);
    expect(errors.fields.mobile).toBeDefined();
    // « Certains champs sont invalides » adds nothing when the fields say which ones…
    expect(errors.global).toEqual([]);
    // …unless a long form asks to keep it.
    const long = formErrorsFromCodes(
      { global: ['validation'], fields: { birthdate: ['after_today'] } },
      { fields: ['birthdate'], keepValidationSummary: true },
    );
    expect(long.global).toEqual([ERROR_MESSAGES.validation]);
  });

  it('never lose a code about a field the form does not show: it joins the global list', () => {
    const errors = formErrorsFromApi(new ApiHttpError(422, [], { nickname: ['too_long'], base: ['duplicate'] }), { fields: PASSWORD_FIELDS });
    expect(errors.fields).toEqual({});
    expect(errors.global).toEqual([ERROR_MESSAGES.too_long, ERROR_MESSAGES.duplicate]);
  });

  it('move a global code about one field under it, and read aliased and snake_case names', () => {
    const errors = formErrorsFromApi(new ApiHttpError(400, ['wrong_password'], { 'user.first_name': ['blank'], username: ['taken'] }), {
      fields: ['current', 'firstName', 'email'],
      globalToField: { wrong_password: 'current' },
      aliases: { username: 'email' },
    });
    expect(errors.global).toEqual([]);
    expect(errors.fields.current).toBe(ERROR_MESSAGES.wrong_password);
    expect(errors.fields.firstName).toBeDefined();
    expect(errors.fields.email).toBeDefined();
  });

  it('say why when the server never answered, and never come back empty', () => {
    expect(formErrorsFromApi(new ApiNetworkError({ cause: null }), { fields: PASSWORD_FIELDS }).global).toEqual([ERROR_MESSAGES.network_error]);
    expect(formErrorsFromApi(new Error('boom'), { fields: PASSWORD_FIELDS }).global).toEqual([ERROR_MESSAGES.unknown]);
    expect(formErrorsFromApi(new ApiHttpError(400, [], {}), { fields: PASSWORD_FIELDS }).global).toEqual([ERROR_MESSAGES.unknown]);
  });

  it('name fields from server paths', () => {
    expect(fieldNameOf('user.first_name')).toBe('firstName');
    expect(fieldNameOf('profile.investable_assets', new Set(['investableAssets']), 'profile')).toBe('investableAssets');
    expect(fieldNameOf('address.zip_code', new Set(['address.zipCode']))).toBe('address.zipCode');
    expect(fieldNameOf('first_name')).toBe('firstName');
  });
});

describe('a submit to the API', () => {
  function target() {
    const seen = { fields: {} as Record<string, string | undefined>, global: ['stale'] as string[], focused: 0 };
    return {
      seen,
      target: {
        setFieldErrors: (fields: Record<string, string | undefined>) => {
          seen.fields = fields;
        },
        setGlobalErrors: (messages: string[]) => {
          seen.global = messages;
        },
        focusFirstError: () => {
          seen.focused += 1;
        },
      },
    };
  }

  it('clears the previous global errors and hands back the result when the call succeeds', async () => {
    const { seen, target: t } = target();
    const outcome = await submitToApi(async () => 42, t, { fields: PASSWORD_FIELDS });
    expect(outcome).toEqual({ ok: true, data: 42 });
    expect(seen.global).toEqual([]);
    expect(seen.focused).toBe(0);
  });

  it('shows a refusal on the form and moves the focus to it', async () => {
    const { seen, target: t } = target();
    const outcome = await submitToApi(
      async () => {
        throw new ApiHttpError(400, ['wrong_password'], { password: ['not_secure'] });
      },
      t,
      { fields: PASSWORD_FIELDS, globalToField: { wrong_password: 'current' } },
    );
    expect(outcome.ok).toBe(false);
    expect(seen.fields).toEqual({ current: ERROR_MESSAGES.wrong_password, password: expect.any(String) });
    expect(seen.global).toEqual([]);
    expect(seen.focused).toBe(1);
  });
});

describe('the focus after a refused submit', () => {
  const form = (present: Record<string, { id: string }>) => ({
    querySelector: (selector: string) => (present[selector] ?? null) as never,
  });

  it('goes to the first field in error, else to the global error list, else nowhere', () => {
    const field = { id: 'email' };
    const list = { id: 'list' };
    expect(firstErrorTarget(form({ '[aria-invalid="true"]': field, [`[${GLOBAL_ERRORS_ATTRIBUTE}]`]: list }))).toBe(field);
    expect(firstErrorTarget(form({ [`[${GLOBAL_ERRORS_ATTRIBUTE}]`]: list }))).toBe(list);
    expect(firstErrorTarget(form({}))).toBeNull();
  });
});

describe('dates typed the French way', () => {
  it('read jj/mm/aaaa as the ISO day the API takes', () => {
    expect(parseFrenchDate('05/03/1980')).toBe('1980-03-05');
    expect(parseFrenchDate('5/3/1980')).toBe('1980-03-05');
    expect(parseFrenchDate(' 29.02.2024 ')).toBe('2024-02-29');
    expect(parseFrenchDate('31-12-1999')).toBe('1999-12-31');
  });

  it('refuse what is not a day of the calendar, or not in the French order', () => {
    expect(parseFrenchDate('31/02/1980')).toBeNull();
    expect(parseFrenchDate('29/02/2023')).toBeNull();
    expect(parseFrenchDate('00/01/1980')).toBeNull();
    expect(parseFrenchDate('1980-03-05')).toBeNull();
    expect(parseFrenchDate('05/13/1980')).toBeNull();
    expect(parseFrenchDate('')).toBeNull();
  });
});

describe('isMistypedDate', () => {
  it('points out a text that is not a day of the calendar, never an empty field', () => {
    expect(isMistypedDate('31/02/1980')).toBe(true);
    expect(isMistypedDate('1980')).toBe(true);
    expect(isMistypedDate('5/3/1980')).toBe(false);
    expect(isMistypedDate('')).toBe(false);
    expect(isMistypedDate('   ')).toBe(false);
  });
});
