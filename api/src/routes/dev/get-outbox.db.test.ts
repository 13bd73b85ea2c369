import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { createTestApp, describeDb, json, type TestApp } from '../../../test/helpers/test-app';

const PASSWORD = 'Velo-Ardoise-Pivoine-92';

interface WireOutbox {
  emails: { id: string; to: string; subject: string; text: string; html: string; created_at: string }[];
}

describeDb('outbox mailer and GET /api/dev/outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    // No SMTP_URL: the outbox adapter.
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const outbox = (to: string) => t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });

  it('writes the mails to outbox_emails, tied to the account, and lists them newest first', async () => {
    const payload = { user: { email: 'outbox@example.fr', password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Léo', last_name: 'Faure', terms: true } };
    const registered = await t.request({ method: 'POST', url: '/api/users', payload });
    expect(registered.statusCode).toBe(201);
    const userId = json<{ id: string }>(registered).id;
    await t.request({ method: 'POST', url: '/api/users/password/reset_password', payload: { user: { email: 'outbox@example.fr' } } });

    // The reset mail is sent after the answer: wait for it.
    let listed: WireOutbox = { emails: [] };
    for (let i = 0; i < 50 && listed.emails.length < 2; i += 1) {
      listed = json<WireOutbox>(await outbox('OUTBOX@example.fr'));
      if (listed.emails.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listed.emails.map((mail) => mail.subject)).toEqual(['Réinitialisation de votre mot de passe Patrimo', 'Votre code de confirmation Patrimo']);
    const [reset, code] = listed.emails;
    expect(code?.to).toBe('outbox@example.fr');
    expect(code?.text).toMatch(/^\s{4}[A-Z0-9]{8}$/m);
    expect(code?.html).toContain('<html lang="fr">');
    expect(reset?.text).toContain('https://app.patrimo.test/app/password-reset?token=');

    const rows = await t.database.handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'outbox@example.fr'));
    expect(rows.every((row) => row.userId === userId)).toBe(true);
  });

  it('lists nothing for an address without mail, and refuses a missing or malformed address', async () => {
    expect(json(await outbox('nobody@example.fr'))).toEqual({ emails: [] });
    const missing = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ errors: { to: ['required'] } });
    expect(json(await outbox('nope'))).toEqual({ errors: { to: ['invalid'] } });
    expect((await t.request({ method: 'GET', url: '/api/dev/outbox?to=a&to=b' })).statusCode).toBe(400);
  });
});

describeDb('GET /api/dev/outbox in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { nodeEnv: 'production', mailOutboxReadable: false } });
  });
  afterAll(() => t?.close());

  it('does not exist: 404 route_not_found', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/outbox?to=demo@patrimo.fr' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'route_not_found' });
  });
});
