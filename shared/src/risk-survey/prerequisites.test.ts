import { PROFILE_REQUIRED_FIELDS, hasProfileInfos, missingProfileFields } from '../constants/profile';
import { profileSchema } from '../schemas/user-profile';

/** The questionnaire needs the base profile information first (spec §5); this is that information. */
describe('the base profile information', () => {
  const filled = {
    birthdate: '1984-03-12',
    maritalStatus: 2,
    children: 0,
    scp: 3800,
    professionnalStatus: 0,
    incomeRange: 2,
    moneySource: 0,
    investableAssets: 1,
    annualSavings: 1,
    monthlyCharges: 2,
  };

  it('is the situation of the saver, identity details (mobile, birthplace, nationality, job title) being optional', () => {
    expect([...PROFILE_REQUIRED_FIELDS]).toEqual(Object.keys(filled));
    for (const field of PROFILE_REQUIRED_FIELDS) expect(Object.keys(profileSchema.shape)).toContain(field);
    for (const optional of ['mobile', 'birthplace', 'nationality', 'jobTitle']) expect(PROFILE_REQUIRED_FIELDS).not.toContain(optional);
  });

  it('is filled when every required field has a value, zero included', () => {
    expect(hasProfileInfos(filled)).toBe(true);
    expect(missingProfileFields(filled)).toEqual([]);
    // A whole profile, optional answers included, is what callers pass.
    const withOptionalAnswersEmpty = { ...filled, mobile: null, jobTitle: null };
    expect(hasProfileInfos(withOptionalAnswersEmpty)).toBe(true);
  });

  it('names the missing fields in form order, null or absent alike', () => {
    const { scp: _scp, ...withoutScp } = filled;
    expect(missingProfileFields({ ...withoutScp, birthdate: null })).toEqual(['birthdate', 'scp']);
    expect(hasProfileInfos({ ...filled, monthlyCharges: null })).toBe(false);
    expect(missingProfileFields({})).toEqual([...PROFILE_REQUIRED_FIELDS]);
  });
});
