/**
 * A real SMTP server for the end-to-end suites: the product sends its e-mails over SMTP exactly as in
 * production (nodemailer, `SMTP_URL`), and the tests read what arrived through a small HTTP endpoint:
 *
 *   GET    /messages?to=<address>   the messages received for that address, newest first
 *   DELETE /messages                forgets everything
 *
 * Messages are parsed with postal-mime (MIME, quoted-printable, UTF-8), so the tests see the French
 * text as a reader would.
 */
import http from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * Starts both servers on loopback.
 * @param {{ smtpPort: number, httpPort: number }} ports
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort, httpPort }) {
  /** @type {{ to: string[], from: string, subject: string, text: string, html: string, receivedAt: string }[]} */
  let messages = [];

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to manage, and nodemailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.unshift({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: email.from?.address ?? '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error) => callback(error));
      });
    },
  });

  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'DELETE') {
      messages = [];
      response.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(found));
  });

  await new Promise((resolve, reject) => smtp.listen(smtpPort, '127.0.0.1', resolve).once('error', reject));
  await new Promise((resolve, reject) => api.listen(httpPort, '127.0.0.1', resolve).once('error', reject));
  return {
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => api.close(resolve))]).then(() => undefined),
  };
}
