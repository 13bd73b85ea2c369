import type { Brand } from '@patrimo/shared';
import type { AppConfig } from '../config/env';
import type { MailMessage } from '../mail/mailer';
import {
  accountDeletionLink,
  accountDeletionMail,
  confirmationCodeMail,
  passwordChangedMail,
  passwordResetLink,
  passwordResetMail,
  type WrittenMail,
} from '../mail/templates';

/** The recipient of an identity mail. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

function addressed(brand: Brand, to: Recipient, mail: WrittenMail): MailMessage {
  return { to: to.email, userId: to.id, senderName: brand.name, ...mail };
}

/** The confirmation code mail. */
export function confirmationCodeMessage(brand: Brand, to: Recipient, code: string): MailMessage {
  return addressed(brand, to, confirmationCodeMail(brand, { firstName: to.firstName, code }));
}

/** The password reset mail, its link built on PUBLIC_URL. */
export function passwordResetMessage(brand: Brand, config: Pick<AppConfig, 'publicUrl' | 'passwordResetTtlMinutes'>, to: Recipient, token: string): MailMessage {
  const link = passwordResetLink(config.publicUrl, token);
  return addressed(brand, to, passwordResetMail(brand, { firstName: to.firstName, link, ttlMinutes: config.passwordResetTtlMinutes }));
}

/** The account deletion mail, its link built on PUBLIC_URL. */
export function accountDeletionMessage(brand: Brand, config: Pick<AppConfig, 'publicUrl' | 'accountDeletionTtlHours'>, to: Recipient, token: string): MailMessage {
  const link = accountDeletionLink(config.publicUrl, token);
  return addressed(brand, to, accountDeletionMail(brand, { firstName: to.firstName, link, ttlHours: config.accountDeletionTtlHours }));
}

/** The « your password was changed » notice, pointing to the reset screen in case it was not them. */
export function passwordChangedMessage(brand: Brand, config: Pick<AppConfig, 'publicUrl'>, to: Recipient, changedAt: Date): MailMessage {
  const resetLink = `${config.publicUrl}/app/password-reset`;
  return addressed(brand, to, passwordChangedMail(brand, { firstName: to.firstName, changedAt, resetLink }));
}
