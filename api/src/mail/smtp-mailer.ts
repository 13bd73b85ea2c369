import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

export interface SmtpMailerOptions {
  /** `smtp://` or `smtps://` URL, credentials included. */
  url: string;
  /** Sender address (MAIL_FROM). */
  from: string;
}

/**
 * Sends through an SMTP server with nodemailer. Timeouts are short on purpose: mails are sent while a request
 * waits (or while the server closes), and nodemailer's defaults would hold it for minutes on a dead server.
 * One connection per mail: the volume is a handful of mails per user, a pool would only hold idle sockets.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({
        from: message.senderName ? { name: message.senderName, address: options.from } : options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
