import { z } from 'zod';
import { mustNotBeBlank, requiredText } from './common';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants/auth';

/**
 * Authentication (spec §3 "Authentication", §5 validation rules): OAuth tokens, registration,
 * passwords and the e-mail confirmation code.
 */

/** An e-mail address; a missing one reads « blank », a malformed one « invalid ». */
export const emailSchema = z
  .string('blank')
  .trim()
  .toLowerCase()
  .min(1, mustNotBeBlank)
  .max(254, 'too_long')
  .pipe(z.email('invalid'));

/** A new password: at least 8 characters (spec §9); strength is scored separately. */
export const newPasswordSchema = z
  .string('blank')
  .min(1, mustNotBeBlank)
  .min(PASSWORD_MIN_LENGTH, 'too_short')
  .max(128, 'too_long');

/** A password typed to sign in or to confirm an operation: only required. */
export const passwordSchema = z.string('blank').min(1, mustNotBeBlank).max(128, 'too_long');

/** POST /oauth/token: a password grant or a refresh grant. */
export const tokenRequestSchema = z.discriminatedUnion('grantType', [
  z.object({
    grantType: z.literal('password'),
    username: emailSchema,
    password: passwordSchema,
  }),
  z.object({
    grantType: z.literal('refresh_token'),
    refreshToken: z.string().min(1, mustNotBeBlank),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** POST /oauth/token answer. Access tokens are short-lived; refresh tokens rotate on every use. */
export const tokenResponseSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  tokenType: z.literal('Bearer'),
  /** Lifetime of the access token, in seconds. */
  expiresIn: z.number().int().positive(),
  /** When the token was issued, in Unix seconds. */
  createdAt: z.number().int().nonnegative(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /oauth/revoke: revokes an access or a refresh token; answers `{}` even if already revoked. */
export const revokeTokenInputSchema = z.object({ token: z.string().min(1, mustNotBeBlank) });
export type RevokeTokenInput = z.infer<typeof revokeTokenInputSchema>;

function passwordsMatch(value: { password: string; passwordConfirmation: string }): boolean {
  return value.password === value.passwordConfirmation;
}
const confirmationMustMatch = { message: 'match_error', path: ['passwordConfirmation'] };

/** The user part of POST /users `{ user }` (spec §5: terms accepted, invited where the brand requires it). */
export const registrationSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string('blank').min(1, mustNotBeBlank),
    firstName: requiredText(80),
    lastName: requiredText(80),
    /** Must be ticked: the terms of use are accepted. */
    terms: z.literal(true, 'not_accepted'),
    /** The invitation the saver follows, required by advisory brands. */
    invitationToken: z.string().min(1).optional(),
    coupon: z.string().trim().min(1).max(64, 'too_long').optional(),
  })
  .refine(passwordsMatch, confirmationMustMatch);
export type Registration = z.infer<typeof registrationSchema>;

export const registrationInputSchema = z.object({ user: registrationSchema });
export type RegistrationInput = z.infer<typeof registrationInputSchema>;

/** POST /users/me/password `{ credentials }`: change the password knowing the current one. */
export const passwordChangeInputSchema = z.object({
  credentials: z
    .object({
      currentPassword: passwordSchema,
      password: newPasswordSchema,
      passwordConfirmation: z.string('blank').min(1, mustNotBeBlank),
    })
    .refine(passwordsMatch, confirmationMustMatch),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** POST /users/password/reset_password `{ user: { email } }`: always `{}`, known address or not. */
export const passwordResetRequestInputSchema = z.object({ user: z.object({ email: emailSchema }) });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInputSchema>;

/** PUT /users/password `{ user }`: set a new password with the token received by e-mail. */
export const passwordResetInputSchema = z.object({
  user: z
    .object({
      resetPasswordToken: z.string().min(1, 'wrong_token'),
      password: newPasswordSchema,
      passwordConfirmation: z.string('blank').min(1, mustNotBeBlank),
    })
    .refine(passwordsMatch, confirmationMustMatch),
});
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/** The 8-character code e-mailed to confirm an address (spec §4); case and spaces do not matter. */
export const verificationCodeSchema = z
  .string('blank')
  .trim()
  .toUpperCase()
  .min(1, mustNotBeBlank)
  .length(VERIFICATION_CODE_LENGTH, 'wrong_token')
  .regex(/^[A-Z0-9]+$/, 'wrong_token');

/** POST /users/confirmations `{ token }`. */
export const confirmationInputSchema = z.object({ token: verificationCodeSchema });
export type ConfirmationInput = z.infer<typeof confirmationInputSchema>;

/**
 * Password strength score, -1 when nothing is typed, then 0 very weak … 4 excellent (spec §5).
 * The same scorer (`@patrimo/shared/password-strength`) drives the meter in the browser and the server's
 * `not_secure` refusal.
 */
export const PASSWORD_STRENGTHS = [-1, 0, 1, 2, 3, 4] as const;
export const passwordStrengthSchema = z.literal(PASSWORD_STRENGTHS);
export type PasswordStrength = z.infer<typeof passwordStrengthSchema>;

/** GET /users/{token}/deletion_validity. */
export const deletionValiditySchema = z.object({ valid: z.boolean() });
export type DeletionValidity = z.infer<typeof deletionValiditySchema>;
