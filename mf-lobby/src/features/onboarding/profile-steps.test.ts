import { type Profile } from '@patrimo/shared';
import { EXAMPLE_RESPONSES } from '@patrimo/shared/examples';
import { isStepReachable, profileProgressOf, profileStepPath, redirectForStep, returnToOf, stepAfterInfos } from './profile-steps';

const complete: Profile = EXAMPLE_RESPONSES.getMyProfile;
const infosOnly: Profile = { ...complete, riskSurvey: null, riskAssessment: null };
const nothing: Profile = { ...infosOnly, infos: false, birthdate: null };

describe('the onboarding profile steps', () => {
  it('reads the progress from the infos flag and the assessment', () => {
    expect(profileProgressOf(null)).toEqual({ infos: false, assessed: false });
    expect(profileProgressOf(nothing)).toEqual({ infos: false, assessed: false });
    expect(profileProgressOf(infosOnly)).toEqual({ infos: true, assessed: false });
    expect(profileProgressOf(complete)).toEqual({ infos: true, assessed: true });
  });

  it('sends a saver without their situation from the questionnaire to the situation first', () => {
    expect(redirectForStep('risk', profileProgressOf(nothing))).toBe('infos');
    expect(redirectForStep('risk', profileProgressOf(infosOnly))).toBeNull();
    expect(redirectForStep('risk', profileProgressOf(complete))).toBeNull();
  });

  it('shows the result only once the questionnaire is assessed', () => {
    expect(redirectForStep('result', profileProgressOf(nothing))).toBe('infos');
    expect(redirectForStep('result', profileProgressOf(infosOnly))).toBe('risk');
    expect(redirectForStep('result', profileProgressOf(complete))).toBeNull();
  });

  it('always lets the saver see and change their situation', () => {
    for (const profile of [null, nothing, infosOnly, complete]) {
      expect(redirectForStep('infos', profileProgressOf(profile))).toBeNull();
    }
  });

  it('goes back to the questionnaire after the situation, or to the result when it is already answered', () => {
    expect(stepAfterInfos(profileProgressOf(infosOnly))).toBe('risk');
    expect(stepAfterInfos(profileProgressOf(complete))).toBe('result');
    expect(stepAfterInfos(profileProgressOf(nothing))).toBe('infos');
  });

  it('lets the stepper reach only the steps that would show', () => {
    const progress = profileProgressOf(infosOnly);
    expect(['infos', 'risk', 'result'].filter((step) => isStepReachable(step as 'infos', progress))).toEqual(['infos', 'risk']);
    expect(profileStepPath('result')).toBe('/app/profile/result');
  });
});

describe('the way back after the profile', () => {
  it('keeps a path of the saver app and carries it from step to step', () => {
    expect(returnToOf('?redirect=%2Fapp%2Fcontract%2F7%2Fanalyse%2Frisk%2F5')).toBe('/app/contract/7/analyse/risk/5');
    expect(profileStepPath('result', '/app/contract/7/analyse/risk/5')).toBe('/app/profile/result?redirect=%2Fapp%2Fcontract%2F7%2Fanalyse%2Frisk%2F5');
    expect(profileStepPath('risk')).toBe('/app/profile/risk');
  });

  it('refuses anything that could lead off the app', () => {
    for (const value of ['https://example.org/app/', '//example.org/app/x', '/advisory/customers', '/app\\\\evil', 'app/dashboard']) {
      expect(returnToOf(`?redirect=${encodeURIComponent(value)}`)).toBeNull();
    }
    expect(returnToOf('')).toBeNull();
  });
});
