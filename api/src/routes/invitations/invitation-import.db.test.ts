import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CSV_MAX_BYTES } from '@patrimo/shared';
import { advisoryCustomers, invitations, jobs, outboxEmails } from '../../db/schema';
import { SECOND_SAVER } from '../../db/seed-accounts';
import { INVITATION_MAILS_JOB, invitationMailsHandler } from '../../invitations/invitation-mails';
import { JobRunner } from '../../jobs/runner';
import { csvBody, generatedCustomersCsv, windows1252 } from '../../../test/helpers/customers-csv';
import { signInEveryRole, type RoleCast } from '../../../test/helpers/roles';
import { createTestApp, describeDb, injectAs, json, type TestApp } from '../../../test/helpers/test-app';

interface PreviewRow {
  line: number;
  civil_title: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  status: string;
  errors: Record<string, string[]>;
}
interface Preview {
  encoding: string;
  delimiter: string;
  rows: PreviewRow[];
  counts: { status: string; count: number }[];
}

describeDb('CSV import of customers: POST /invitations/import_preview and POST /invitations { csv }', () => {
  let t: TestApp;
  let cast: RoleCast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
  });
  afterAll(() => t?.close());

  const db = () => t.database.handle.db;
  const tag = () => randomBytes(4).toString('hex');
  const preview = (body: unknown, token = cast.tokens.firmAdvisor) => injectAs(t, token, { method: 'POST', url: '/api/invitations/import_preview', payload: body });
  const importFile = (body: unknown, token = cast.tokens.firmAdvisor) => injectAs(t, token, { method: 'POST', url: '/api/invitations', payload: body });
  const invitationsTo = (emails: string[]) => db().select().from(invitations).where(inArray(sql`lower(${invitations.email})`, emails));
  const countOf = (body: Preview) => Object.fromEntries(body.counts.map(({ status, count }) => [status, count]));

  /** Runs the queued invitation mail jobs, as the job runner does. */
  async function runMailJobs(): Promise<void> {
    const runner = new JobRunner({ db: db(), clock: t.clock, handlers: { [INVITATION_MAILS_JOB]: invitationMailsHandler({ db: db(), mailer: t.app.deps.mailer }) } });
    while (await runner.runOnce()) {
      /* next job */
    }
  }

  it('previews a French spreadsheet file without writing anything: each row with what becomes of it', async () => {
    const id = tag();
    const known = `deja.${id}@example.fr`;
    await importFile({ invitation: { first_name: 'Déjà', last_name: 'Invité', email: known } });
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(invitations);
    const file = [
      'Civilité;Prénom;Nom;E-mail;Message;Société;Contact;Code promo',
      `Mme;Hélène;Lefèvre;helene.${id}@example.fr;"Bonjour ; à bientôt";Lefèvre SARL;Paul;PROMO10`,
      `Monsieur;"François";"Garnier";francois.${id}@example.fr;"Ligne 1`,
      `Ligne 2";;;`,
      `Dr;;Roux;pas-une-adresse;;;;`,
      `M.;Zoé;Dupont;HELENE.${id}@example.fr;;;;`,
      `Mme;Déjà;Invitée;${known};;;;`,
      `M.;Paul;Durand;${SECOND_SAVER.email};;;;`,
    ].join('\r\n');
    const response = await preview(csvBody(file));
    expect(response.statusCode).toBe(200);
    const body = json<Preview>(response);
    expect(body.encoding).toBe('utf-8');
    expect(body.delimiter).toBe(';');
    expect(body.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'ready'],
      [3, 'ready'],
      [5, 'invalid'],
      [6, 'duplicate'],
      [7, 'already_invited'],
      [8, 'already_customer'],
    ]);
    expect(body.rows[0]).toEqual({ line: 2, civil_title: 'mrs', first_name: 'Hélène', last_name: 'Lefèvre', email: `helene.${id}@example.fr`, status: 'ready', errors: {} });
    expect(body.rows[2]?.errors).toEqual({ civil_title: ['invalid'], first_name: ['blank'], email: ['invalid'] });
    expect(countOf(body)).toEqual({ ready: 2, invalid: 1, duplicate: 1, already_customer: 1, already_invited: 1 });
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(invitations)).toEqual(before);
  });

  it('imports only the ready rows, in one go, with the mails queued and then sent', async () => {
    const id = tag();
    const emails = [`a.${id}@example.fr`, `b.${id}@example.fr`];
    const file = [
      'prenom,nom,email,message,societe',
      `Agathe,Lambert,${emails[0]},"Bonjour, Agathe",`,
      `Bruno,Faure,${emails[1]},,"Faure, père et fils"`,
      `Bruno,Faure,${(emails[1] as string).toUpperCase()},,`,
      `,,,,`,
      `Claire,,c.${id}@example.fr,,`,
    ].join('\n');
    const response = await importFile(csvBody(file));
    expect(response.statusCode).toBe(201);
    const body = json<{ invitations: Record<string, unknown>[]; rejected: unknown[] }>(response);
    expect(body.invitations.map((row) => [row.email, row.state, row.advisor_id])).toEqual([
      [emails[0], 'sent', cast.ids.firmAdvisor],
      [emails[1], 'sent', cast.ids.firmAdvisor],
    ]);
    expect(body.invitations[1]).toMatchObject({ company_name: 'Faure, père et fils', message: null });
    expect(body.rejected).toEqual([
      { line: 4, email: emails[1], status: 'duplicate', errors: ['duplicate'] },
      { line: 6, email: `c.${id}@example.fr`, status: 'invalid', errors: ['lastName: blank'] },
    ]);
    const stored = await invitationsTo(emails);
    expect(stored).toHaveLength(2);
    const records = await db().select().from(advisoryCustomers).where(inArray(advisoryCustomers.id, stored.map((row) => row.customerId)));
    expect(records.map((record) => record.advisorUserId)).toEqual([cast.ids.firmAdvisor, cast.ids.firmAdvisor]);

    // The mails wait in durable jobs, then go out with each one's own link.
    const queued = await db().select().from(jobs).where(eq(jobs.kind, INVITATION_MAILS_JOB));
    expect(queued.some((job) => (job.payload.invitationIds as string[]).includes(stored[0]?.id as string))).toBe(true);
    await runMailJobs();
    for (const invitation of stored) {
      const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, invitation.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`/app/register?invitation=${invitation.token}`);
    }
  });

  it('reads a Windows-1252 file (French Excel) and a UTF-8 file with a BOM, tabs and English headers', async () => {
    const id = tag();
    const latin = windows1252(`Prénom;Nom;Courriel\r\nHélène;Lefèvre;h.${id}@example.fr\r\nFrançois;Garnier;f.${id}@example.fr\r\n`);
    const previewed = json<Preview>(await preview(csvBody(latin)));
    expect(previewed.encoding).toBe('windows-1252');
    expect(previewed.rows.map((row) => `${row.first_name} ${row.last_name}`)).toEqual(['Hélène Lefèvre', 'François Garnier']);
    const imported = json<{ invitations: { first_name: string }[] }>(await importFile(csvBody(latin)));
    expect(imported.invitations.map((row) => row.first_name)).toEqual(['Hélène', 'François']);
    expect((await invitationsTo([`f.${id}@example.fr`]))[0]?.firstName).toBe('François');

    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`Title\tFirst name\tLast name\tEmail\r\nMrs\tJane\tDoe\tjane.${id}@example.com\r\n`)]);
    const english = json<Preview>(await preview(csvBody(bom)));
    expect(english).toMatchObject({ encoding: 'utf-8', delimiter: '\t' });
    expect(english.rows).toEqual([{ line: 2, civil_title: 'mrs', first_name: 'Jane', last_name: 'Doe', email: `jane.${id}@example.com`, status: 'ready', errors: {} }]);
  });

  it('keeps formula cells as text, exactly as typed', async () => {
    const id = tag();
    const file = `prenom;nom;email;societe\r\n"=HYPERLINK(""http://x"")";+33 1 23;f.${id}@example.fr;@SUM(A1)\r\n`;
    const response = await importFile(csvBody(file));
    expect(response.statusCode).toBe(201);
    const [created] = json<{ invitations: Record<string, unknown>[] }>(response).invitations;
    expect(created).toMatchObject({ first_name: '=HYPERLINK("http://x")', last_name: '+33 1 23', company_name: '@SUM(A1)' });
    expect((await invitationsTo([`f.${id}@example.fr`]))[0]).toMatchObject({ firstName: '=HYPERLINK("http://x")', companyName: '@SUM(A1)' });
  });

  it('accepts exactly 2 MB and refuses 2 MB and one byte with file_too_large', async () => {
    const { content, rows } = generatedCustomersCsv(tag());
    expect(content.length).toBe(CSV_MAX_BYTES);
    const ok = await preview(csvBody(content));
    expect(ok.statusCode).toBe(200);
    expect(countOf(json<Preview>(ok)).ready).toBe(rows);

    const tooLarge = await preview(csvBody(Buffer.concat([content, Buffer.from('\n')])));
    expect(tooLarge.statusCode).toBe(400);
    expect(json(tooLarge)).toEqual({ errors: { 'csv.content_base64': ['file_too_large'] } });
    const tooLargeImport = await importFile(csvBody(Buffer.concat([content, Buffer.from('\n')])));
    expect(json(tooLargeImport)).toEqual({ errors: { 'csv.content_base64': ['file_too_large'] } });
  });

  it('refuses a spreadsheet renamed .csv, files without the columns or rows, and other names: invalid_file', async () => {
    const invalid = { errors: { 'csv.content_base64': ['invalid_file'] } };
    // The first bytes of a real .xlsx: a zip whose first entry is [Content_Types].xml.
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]), Buffer.from('[Content_Types].xml'), randomBytes(200)]);
    for (const content of [xlsx, Buffer.from('nom;email\nRoux;r@example.fr\n'), Buffer.from('prenom;nom;email\n')]) {
      for (const call of [preview, importFile]) {
        const response = await call(csvBody(content));
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual(invalid);
      }
    }
    const xls = await preview(csvBody('prenom;nom;email\nA;B;a@b.fr\n', 'clients.xlsx'));
    expect(json(xls)).toEqual({ errors: { 'csv.file_name': ['invalid_file'] } });
    const notBase64 = await preview({ csv: { file_name: 'clients.csv', content_base64: '%%%' } });
    expect(json(notBase64)).toEqual({ errors: { 'csv.content_base64': ['invalid_file'] } });
  });

  it('answers every garbage input with a 400, never a crash, and is for advisors only', async () => {
    const garbage: unknown[] = [
      { csv: {} },
      { csv: { file_name: 'a.csv', content_base64: '' } },
      { csv: { file_name: 'a.csv', content_base64: 'AAAA' } },
      { csv: { file_name: 'a.csv', content_base64: Buffer.from('"\n"\n"').toString('base64') } },
      { csv: 'texte' },
      { invitation: {}, csv: {} },
      [],
    ];
    for (let seed = 0; seed < 8; seed += 1) garbage.push(csvBody(randomBytes(50 + seed * 300)));
    for (const body of garbage) {
      for (const call of [preview, importFile]) {
        const response = await call(body);
        expect(response.statusCode).toBe(400);
      }
    }
    expect((await preview(csvBody('prenom;nom;email\nA;B;a@b.fr\n'), cast.tokens.saver)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/invitations/import_preview', payload: csvBody('prenom;nom;email\n') })).statusCode).toBe(401);
  });
});
