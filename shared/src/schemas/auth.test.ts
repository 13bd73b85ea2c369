import {
  confirmationInputSchema,
  emailSchema,
  newPasswordSchema,
  registrationSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './auth';

const registration = {
  email: 'claire.martin@example.fr',
  password: 'un mot de passe sûr',
  passwordConfirmation: 'un mot de passe sûr',
  firstName: 'Claire',
  lastName: 'Martin',
  terms: true,
};

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('an e-mail address', () => {
  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Claire.Martin@Example.FR ')).toBe('claire.martin@example.fr');
  });

  it('reads blank when empty and invalid when malformed', () => {
    expect(messages(emailSchema.safeParse(''))).toEqual([['', 'blank']]);
    expect(messages(emailSchema.safeParse('claire@'))).toEqual([['', 'invalid']]);
  });
});

describe('a new password', () => {
  it('has at least 8 characters', () => {
    expect(messages(newPasswordSchema.safeParse('court'))).toEqual([['', 'too_short']]);
    expect(messages(newPasswordSchema.safeParse(''))).toEqual([['', 'blank']]);
    expect(newPasswordSchema.safeParse('huit car').success).toBe(true);
  });
});

describe('registration', () => {
  it('accepts a complete form', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
  });

  it('requires the terms to be accepted', () => {
    expect(messages(registrationSchema.safeParse({ ...registration, terms: false }))).toEqual([['terms', 'not_accepted']]);
  });

  it('requires the confirmation to match', () => {
    const result = registrationSchema.safeParse({ ...registration, passwordConfirmation: 'autre chose' });
    expect(messages(result)).toEqual([['passwordConfirmation', 'match_error']]);
  });
});

describe('tokens', () => {
  it('are requested by password or refresh grant only', () => {
    expect(tokenRequestSchema.safeParse({ grantType: 'refresh_token', refreshToken: 'rt' }).success).toBe(true);
    expect(tokenRequestSchema.safeParse({ grantType: 'refresh_token' }).success).toBe(false);
  });

  it('come back as a Bearer pair with a lifetime in seconds', () => {
    const tokens = { accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900, createdAt: 1_763_730_300 };
    expect(tokenResponseSchema.safeParse(tokens).success).toBe(true);
    expect(tokenResponseSchema.safeParse({ ...tokens, tokenType: 'bearer' }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ ...tokens, expiresIn: 0 }).success).toBe(false);
  });
});

describe('the confirmation code', () => {
  it('has 8 characters, case and surrounding spaces ignored', () => {
    expect(confirmationInputSchema.parse({ token: ' ab12cd34 ' })).toEqual({ token: 'AB12CD34' });
    expect(messages(confirmationInputSchema.safeParse({ token: 'AB12' }))).toEqual([['token', 'wrong_token']]);
    expect(messages(confirmationInputSchema.safeParse({ token: '' }))).toEqual([['token', 'blank']]);
  });
});
