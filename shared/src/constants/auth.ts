/**
 * Authentication constants.
 */

/** Spec §9: lockout after too many wrong verification attempts, in minutes. */
export const LOCKOUT_MINUTES = 30;

/** Spec §5 and §9: the e-mailed verification code has 8 characters. */
export const VERIFICATION_CODE_LENGTH = 8;

/** Spec §5 "Password: too short": minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec §5 "must be sufficiently secure": lowest accepted strength score (2, « bon »). */
export const PASSWORD_MIN_STRENGTH = 2;
