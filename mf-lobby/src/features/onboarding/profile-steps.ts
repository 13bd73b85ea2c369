import type { Profile } from '@patrimo/shared';

/**
 * The investor profile of the onboarding (`/app/profile/…`, spec §2) in three steps, in the order a saver
 * lives them: the situation first (the questionnaire requires it, spec §5), then the questionnaire, then
 * its result. The routes keep `risk` as the default step: whoever lands there without their situation is
 * sent to fill it first, then comes back.
 */

export const PROFILE_STEPS = ['infos', 'risk', 'result'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/** Where the onboarding profile hangs (host route table: `/app/profile`, lobby layout). */
export const PROFILE_BASE_PATH = '/app/profile';

/** What the steps need to know of the profile. */
export interface ProfileProgress {
  /** The base profile information is filled (`profile.infos`). */
  infos: boolean;
  /** The questionnaire has been answered and assessed (`profile.riskAssessment`). */
  assessed: boolean;
}

/** The progress of a stored profile; no profile yet means nothing done. */
export function profileProgressOf(profile: Profile | null): ProfileProgress {
  return { infos: profile?.infos ?? false, assessed: (profile?.riskAssessment ?? null) !== null };
}

/** The query parameter that brings the saver back where they came from once the profile is complete. */
export const RETURN_PARAM = 'redirect';

/**
 * The page to come back to, from the address's query (`?redirect=/app/contract/7/analyse/risk/5`): only a path of
 * the saver app, never another site nor a protocol-relative address.
 */
export function returnToOf(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (value === null || !value.startsWith('/app/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The absolute path of a step, keeping the way back when there is one. */
export function profileStepPath(step: ProfileStep, returnTo: string | null = null): string {
  const path = `${PROFILE_BASE_PATH}/${step}`;
  return returnTo === null ? path : `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * The step to go to instead of the one asked for, or null to show it: the questionnaire waits for the
 * situation, the result for the questionnaire.
 *
 * @example
 * redirectForStep('risk', { infos: false, assessed: false }); // 'infos'
 */
export function redirectForStep(step: ProfileStep, progress: ProfileProgress): ProfileStep | null {
  switch (step) {
    case 'infos':
      return null;
    case 'risk':
      return progress.infos ? null : 'infos';
    case 'result':
      if (progress.assessed) return null;
      return progress.infos ? 'risk' : 'infos';
  }
}

/** After the situation is saved: back to the questionnaire, or to the result when it was already answered. */
export function stepAfterInfos(progress: ProfileProgress): ProfileStep {
  if (!progress.infos) return 'infos';
  return progress.assessed ? 'result' : 'risk';
}

/** Whether the stepper lets the saver jump to a step: only to one that would not send them elsewhere. */
export function isStepReachable(step: ProfileStep, progress: ProfileProgress): boolean {
  return redirectForStep(step, progress) === null;
}
