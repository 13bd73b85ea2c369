import {
  INVESTABLE_ASSETS,
  SOCIO_PROFESSIONAL_CATEGORIES,
  incomeRangeSchema,
  maritalStatusSchema,
  profileInputSchema,
  scpSchema,
  userSchema,
} from './user-profile';

const user = {
  id: '6f1c2a9e-1b2c-4d5e-8f90-123456789abc',
  email: 'claire.martin@example.fr',
  firstName: 'Claire',
  lastName: 'Martin',
  roles: ['saver'],
  features: { realEstate: true },
  coupon: null,
  recommendedRisk: null,
  confirmed: false,
  complete: false,
  profile: null,
};

describe('the user', () => {
  it('accepts a saver without a profile yet', () => {
    expect(userSchema.safeParse(user).success).toBe(true);
  });

  it('rejects a recommended risk outside 1 to 5', () => {
    expect(userSchema.safeParse({ ...user, recommendedRisk: 0 }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, recommendedRisk: 6 }).success).toBe(false);
  });

  it('rejects a malformed id or e-mail', () => {
    expect(userSchema.safeParse({ ...user, id: '42' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, email: 'claire' }).success).toBe(false);
  });
});

describe('profile enumerations', () => {
  it('are the numeric codes of spec §3', () => {
    expect(incomeRangeSchema.safeParse(5).success).toBe(true);
    expect(incomeRangeSchema.safeParse(6).success).toBe(false);
    expect(maritalStatusSchema.safeParse(6).success).toBe(true);
    expect(maritalStatusSchema.safeParse('2').success).toBe(false);
    expect(INVESTABLE_ASSETS).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('list 26 socio-professional codes, multiples of 100 from 1000 to 7700', () => {
    expect(SOCIO_PROFESSIONAL_CATEGORIES).toHaveLength(26);
    expect(SOCIO_PROFESSIONAL_CATEGORIES[0]).toBe(1000);
    expect(SOCIO_PROFESSIONAL_CATEGORIES.at(-1)).toBe(7700);
    for (const code of SOCIO_PROFESSIONAL_CATEGORIES) expect(code % 100).toBe(0);
    expect(scpSchema.safeParse(3800).success).toBe(true);
    expect(scpSchema.safeParse(3900).success).toBe(false);
  });
});

describe('a profile update', () => {
  it('accepts any subset of the answers', () => {
    expect(profileInputSchema.safeParse({}).success).toBe(true);
    expect(profileInputSchema.safeParse({ incomeRange: 2, children: 0, mobile: '+33 6 12 34 56 78' }).success).toBe(true);
  });

  it('refuses a birth date after today', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const issues = profileInputSchema.safeParse({ birthdate: tomorrow }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['birthdate', 'after_today']]);
    expect(profileInputSchema.safeParse({ birthdate: '1984-03-12' }).success).toBe(true);
  });

  it('refuses a negative number of children and a malformed mobile number', () => {
    expect(profileInputSchema.safeParse({ children: -1 }).error?.issues[0]?.message).toBe('must_be_positive');
    expect(profileInputSchema.safeParse({ mobile: 'appelez-moi' }).error?.issues[0]?.message).toBe('invalid');
  });
});
