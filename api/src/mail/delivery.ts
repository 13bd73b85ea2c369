import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * What the routes call to send a mail: a mail that cannot be sent never turns into a 500 on its own. The
 * failure is logged (kind and transport error code only: the message text of an SMTP error may quote the
 * recipient's address) and reported to the caller, which decides what the user is told.
 */

/** Which mail it is, for the logs. */
export type MailKind = 'confirmation_code' | 'password_reset' | 'password_changed' | 'account_deletion' | 'invitation';

function failureDetails(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { error: typeof error };
  const { name, code, responseCode, command } = error as { name?: unknown; code?: unknown; responseCode?: unknown; command?: unknown };
  return { errorName: name, errorCode: code, responseCode, command };
}

/** Sends now; resolves to whether the mail was handed over. Never rejects. */
export async function deliverMail(mailer: Mailer, log: FastifyBaseLogger, kind: MailKind, message: MailMessage): Promise<boolean> {
  try {
    await mailer.send(message);
    log.info({ mail: kind, transport: mailer.kind }, 'e-mail sent');
    return true;
  } catch (error) {
    log.error({ mail: kind, transport: mailer.kind, ...failureDetails(error) }, 'e-mail could not be sent');
    return false;
  }
}

/**
 * Mails sent after the answer. Used where waiting would tell something: the password reset request answers the
 * same, as fast, whether the address has an account, which an SMTP round trip only for known addresses would
 * betray. The server waits for them when it closes, so none is cut off (nor writes to a closed database).
 */
export class PendingMail {
  readonly #pending = new Set<Promise<unknown>>();

  /** Sends in the background; a failure is logged by `deliverMail`. */
  deliverLater(mailer: Mailer, log: FastifyBaseLogger, kind: MailKind, message: MailMessage): void {
    const task = deliverMail(mailer, log, kind, message);
    this.#pending.add(task);
    void task.finally(() => this.#pending.delete(task));
  }

  /** Resolves once every mail started so far has been sent or has failed. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
