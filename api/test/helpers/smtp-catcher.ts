import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests: the API sends through nodemailer exactly as in production, and the suite reads
 * what arrived. Listens on a free loopback port; no TLS (STARTTLS disabled, so nodemailer does not try to upgrade
 * to a certificate it cannot verify) and no authentication.
 */

/** One message as received: the SMTP envelope plus the parsed MIME message. */
export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  /** Envelope sender. */
  from: string;
  /** Display name and address of the From header. */
  fromHeader: { name: string; address: string } | undefined;
  subject: string;
  text: string;
  html: string;
  parsed: Email;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: CaughtMail[];
  /**
   * The first message (oldest first, including those already received) for `to` that satisfies `predicate`;
   * waits for it up to `timeoutMs`, then rejects with what did arrive.
   */
  waitFor(to: string, predicate?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Messages received for an address. */
  messagesTo(to: string): CaughtMail[];
  /** Forgets the messages received so far. */
  clear(): void;
  stop(): Promise<void>;
}

function envelopeAddress(address: false | { address: string }): string {
  return address === false ? '' : address.address;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // smtp-server prints a notice on stderr for a server without TLS; tests know.
    hideSTARTTLS: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            const from = parsed.from && 'address' in parsed.from && typeof parsed.from.address === 'string' ? parsed.from : undefined;
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: envelopeAddress(session.envelope.mailFrom),
              fromHeader: from ? { name: from.name, address: from.address ?? '' } : undefined,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              parsed,
            });
            for (const wake of [...waiters]) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const messagesTo = (to: string): CaughtMail[] => messages.filter((mail) => mail.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messagesTo,
    waitFor(to, predicate = () => true, timeoutMs = 10_000) {
      return new Promise<CaughtMail>((resolve, reject) => {
        const look = (): boolean => {
          const found = messagesTo(to).find(predicate);
          if (!found) return false;
          resolve(found);
          return true;
        };
        if (look()) return;
        const wake = (): void => {
          if (look()) {
            waiters.delete(wake);
            clearTimeout(timer);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = messagesTo(to).map((mail) => mail.subject);
          reject(new Error(`no matching mail for ${to} within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    clear() {
      messages.length = 0;
    },
    stop() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The 8-character confirmation code of a mail (the only line of the text that is the code, indented). */
export function confirmationCodeOf(mail: Pick<CaughtMail, 'text'>): string {
  const match = /^\s{4}([A-Z0-9]{8})\s*$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no confirmation code in: ${mail.text}`);
  return match[1];
}

/** The `token` query parameter of the first link in a mail's text that starts with `base`. */
export function linkTokenOf(mail: Pick<CaughtMail, 'text'>, base: string): string {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no link ${base}?token=… in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
