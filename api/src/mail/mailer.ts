/**
 * Outgoing e-mail (confirmation codes, reset and deletion links, notices). Route code depends on this
 * interface only; `app.ts` picks the adapter: SMTP when SMTP_URL is set, the database outbox otherwise.
 */

/** One e-mail, already written (see `templates.ts`). */
export interface MailMessage {
  /** The recipient's address. */
  to: string;
  subject: string;
  /** Plain-text body: every mail has one, for clients that do not show HTML. */
  text: string;
  /** HTML body; every interpolated value escaped. */
  html: string;
  /** The account the mail is about, when there is one: the outbox deletes it with the account. */
  userId?: string;
  /** Display name of the sender, the brand's name (« Patrimo Conseil »); the address is MAIL_FROM. */
  senderName?: string;
}

export interface Mailer {
  /** Which adapter this is, for the logs. */
  readonly kind: 'smtp' | 'outbox' | 'custom';
  /** Sends (or stores) one mail. Rejects when the mail could not be handed over; callers decide what that means. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends (or stores) many mails at once, where the adapter can do better than one `send` each (the outbox
   * writes them in a few inserts). Callers fall back to `send` when it is absent (`sendAll`).
   */
  sendMany?(messages: readonly MailMessage[]): Promise<void>;
  /** Releases connections; called when the server closes. */
  close?(): Promise<void>;
}

/** Sends every message, in batch when the adapter can. Rejects at the first mail that could not be handed over. */
export async function sendAll(mailer: Mailer, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  if (mailer.sendMany) {
    await mailer.sendMany(messages);
    return;
  }
  for (const message of messages) await mailer.send(message);
}
