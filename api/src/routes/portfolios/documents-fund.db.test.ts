import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { formatCurrency, formatDate } from '@patrimo/shared';
import { portfolioInvestments, portfolios, portfolioValues, transactions } from '../../db/schema';
import { fundUniverse } from '../../investments/universe';
import { asInPdf, pdfPageCount, pdfTextLines } from '../../../test/helpers/pdf-text';
import { describeDb, injectAs, json, repoRoot } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from './fixtures';

interface WireDocuments {
  source: string;
  documents: { id: string; name: string; kind: string; date: string; content_type: string }[];
}

interface WireFund {
  isin: string;
  holding: { amount: number; weight: number } | null;
  fund_history: [number, number][];
  index_history: [number, number][];
  windows: { years: number; from: string; fund_return: number; index_return: number; fund_annualised: number; index_annualised: number; outperformance: number }[];
  beats_index_five_years: boolean | null;
  risk: { volatility: number; srri: number; weeks: number; complete: boolean } | null;
  fees: { rate: number; estimated: boolean; active: boolean };
  regions: { key: string; share: number }[];
}

describeDb('a contract’s documents, PDF statement and fund sheets', () => {
  let s: SyncedSavers;
  /** Today in Paris on the test server's clock. */
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(s.t.clock.now());
  let lifeInsurance = '';
  let otherChecking = '';
  const db = () => s.t.database.handle.db;
  const get = (token: string, url: string) => injectAs(s.t, token, { method: 'GET', url });

  beforeAll(async () => {
    s = await syncedSavers();
    const [life] = await db()
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'lifeinsurance'), eq(portfolios.accountId, s.accounts['banque-populaire-aquitaine-centre-atlantique'] as string)));
    lifeInsurance = life?.id ?? '';
    const [checking] = await db().select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, s.otherId));
    otherChecking = checking?.id ?? '';
  }, 180_000);
  afterAll(async () => s?.t.close());

  describe('institution documents', () => {
    it('lists the sandbox institution’s terms and one annual statement per complete year since 2017 or the opening', async () => {
      const response = await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/documents`);
      expect(response.statusCode).toBe(200);
      const body = json<WireDocuments>(response);
      expect(body.source).toBe('provider');
      const [first] = await db().select({ date: portfolioValues.date }).from(portfolioValues).where(eq(portfolioValues.portfolioId, lifeInsurance)).orderBy(asc(portfolioValues.date)).limit(1);
      const firstYear = Math.max(2017, Number(first?.date.slice(0, 4)));
      const lastYear = Number(today().slice(0, 4)) - 1;
      const annual = body.documents.filter((document) => document.kind === 'annual_statement').map((document) => document.name);
      expect(annual).toEqual(Array.from({ length: lastYear - firstYear + 1 }, (_, index) => `Relevé annuel ${lastYear - index}`));
      expect(body.documents.filter((document) => document.kind === 'contract_terms')).toHaveLength(1);
      expect(body.documents.every((document) => document.content_type === 'application/pdf')).toBe(true);
    });

    it('downloads one as a PDF attachment whose text is the contract’s year', async () => {
      const { documents } = json<WireDocuments>(await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/documents`));
      const statement = documents.find((document) => document.kind === 'annual_statement');
      if (!statement) throw new Error('no annual statement');
      const response = await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/documents/${statement.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="releve-annuel-\d{4}-[^"]+\.pdf"/);
      const raw = response.raw as Buffer;
      expect(raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfTextLines(raw).join('\n');
      const [contract] = await db().select({ name: portfolios.name }).from(portfolios).where(eq(portfolios.id, lifeInsurance));
      expect(text).toContain(`${statement.name} — ${contract?.name}`);
    });

    it('answers 404 for a document the contract does not list, and for another saver’s contract', async () => {
      expect((await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/documents/not-a-document`)).statusCode).toBe(404);
      const foreign = await get(s.saver, `/api/users/me/portfolios/${otherChecking}/documents`);
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign)).toEqual({ error: 'not_found' });
      expect((await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/documents/bad%20id`)).statusCode).toBe(400);
    });

    it('lets the advisor of a customer read them, and nobody else', async () => {
      const response = await get(s.advisor, `/api/users/${s.otherId}/portfolios/${otherChecking}/documents`);
      expect(response.statusCode).toBe(200);
      expect(json<WireDocuments>(response).source).toBe('provider');
      expect((await get(s.loneAdvisor, `/api/users/${s.otherId}/portfolios/${otherChecking}/documents`)).statusCode).toBe(403);
    });
  });

  describe('the PDF statement', () => {
    it('writes the contract’s name, its value at the end of the period and a movement of the period, checked against SQL', async () => {
      const from = '2024-01-01';
      const to = '2024-12-31';
      const response = await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/statement?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="releve-[a-z0-9-]+-${from}-${to}\\.pdf"`));
      const raw = response.raw as Buffer;
      expect(raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfPageCount(raw)).toBeGreaterThanOrEqual(1);
      const text = pdfTextLines(raw).join('\n');

      const [contract] = await db().select({ name: portfolios.name }).from(portfolios).where(eq(portfolios.id, lifeInsurance));
      expect(text).toContain(`Relevé du contrat « ${contract?.name} »`);
      expect(text).toContain('Patrimo');
      expect(text).toContain(`du ${formatDate(from)} au ${formatDate(to)}`);
      const [end] = await db()
        .select({ date: portfolioValues.date, value: portfolioValues.value })
        .from(portfolioValues)
        .where(and(eq(portfolioValues.portfolioId, lifeInsurance), lte(portfolioValues.date, to)))
        .orderBy(desc(portfolioValues.date))
        .limit(1);
      expect(text).toContain(asInPdf(`Valeur au ${formatDate(end?.date ?? '')}`));
      expect(text).toContain(asInPdf(formatCurrency(end?.value ?? NaN)));
      const moves = await db()
        .select({ date: transactions.date, label: transactions.label, amount: transactions.amount })
        .from(transactions)
        .where(and(eq(transactions.portfolioId, lifeInsurance), gte(transactions.date, from), lte(transactions.date, to)));
      expect(moves.length).toBeGreaterThan(0);
      const move = moves[moves.length - 1];
      expect(text).toContain(move?.label);
      expect(text).toContain(asInPdf(formatCurrency(move?.amount ?? NaN, { signed: true })));
      expect(text).toContain('Frais estimés sur les 12 prochains mois');
      expect(text).toContain('Répartition par classe d’actifs');
    });

    it('refuses a bad period with a French message per field, and another saver’s contract with 404', async () => {
      const url = (query: string) => `/api/users/me/portfolios/${lifeInsurance}/statement?${query}`;
      const early = await get(s.saver, url('from=2016-12-31&to=2017-06-30'));
      expect(early.statusCode).toBe(400);
      expect(json(early)).toEqual({ errors: { from: ['out_of_range'] } });
      const late = await get(s.saver, url('from=2024-01-01&to=2999-01-01'));
      expect(late.statusCode).toBe(400);
      expect(json(late)).toEqual({ errors: { to: ['out_of_range'] } });
      const reversed = await get(s.saver, url('from=2024-06-01&to=2024-01-01'));
      expect(json(reversed)).toEqual({ errors: { to: ['inconsistent'] } });
      const garbage = await get(s.saver, url('from=31/12/2024'));
      expect(json(garbage)).toEqual({ errors: { from: ['invalid'] } });
      expect((await get(s.saver, `/api/users/me/portfolios/${otherChecking}/statement`)).statusCode).toBe(404);
      // The default period (the last 12 months) needs no query.
      expect((await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/statement`)).statusCode).toBe(200);
    });
  });

  describe('the fund sheet', () => {
    /** Close on or before a date in a shipped CSV, read without the product's code. */
    function csv(ticker: string): { dates: string[]; closes: number[] } {
      const rows = readFileSync(path.join(repoRoot, 'api', 'data', 'market', `${ticker}.csv`), 'utf8').trim().split('\n').slice(1);
      return { dates: rows.map((row) => row.split(',')[0] as string), closes: rows.map((row) => Number(row.split(',')[1])) };
    }
    const onOrBefore = (series: { dates: string[]; closes: number[] }, date: string) => {
      let index = -1;
      for (let i = 0; i < series.dates.length && (series.dates[i] as string) <= date; i++) index = i;
      return { date: series.dates[index] as string, close: series.closes[index] as number };
    };
    const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
    const days = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

    it('compares a CAC 40 fund with its index over 1, 3 and 5 years as an independent reading of the series file does', async () => {
      const fund = fundUniverse(repoRoot).funds.find((item) => item.classification.proxy === 'FCHI' && item.classification.assetClass === 'stockFrance');
      if (!fund) throw new Error('no CAC 40 fund in the universe');
      const response = await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/funds/${fund.isin}`);
      expect(response.statusCode).toBe(200);
      const sheet = json<WireFund>(response);
      const held = await db().select({ id: portfolioInvestments.id }).from(portfolioInvestments).where(and(eq(portfolioInvestments.portfolioId, lifeInsurance), eq(portfolioInvestments.isin, fund.isin)));
      expect(sheet.holding === null).toBe(held.length === 0);
      expect(sheet.fees).toEqual({ rate: 0.003, estimated: true, active: false });

      const index = csv('FCHI');
      const end = index.dates[index.dates.length - 1] as string;
      const first = index.dates[0] as string;
      expect(sheet.windows.map((window) => window.years)).toEqual([1, 3, 5]);
      for (const window of sheet.windows) {
        const start = onOrBefore(index, yearsBefore(end, window.years));
        const last = onOrBefore(index, end);
        const indexReturn = last.close / start.close - 1;
        // The fund is the index net of 0,3 % a year accrued daily from the series' first day.
        const net = (point: { date: string; close: number }) => point.close * 0.997 ** (days(first, point.date) / 365);
        const fundReturn = net(last) / net(start) - 1;
        expect(window.from).toBe(yearsBefore(end, window.years));
        expect(window.index_return).toBeCloseTo(indexReturn, 9);
        expect(window.fund_return).toBeCloseTo(fundReturn, 9);
        const yearly = (total: number) => (1 + total) ** (1 / window.years) - 1;
        expect(window.outperformance).toBeCloseTo(yearly(fundReturn) - yearly(indexReturn) - 0.005, 9);
      }
      // Base 100 on the first day of the 5-year window, both curves.
      expect(sheet.index_history[0]?.[1]).toBeCloseTo(100, 9);
      expect(sheet.fund_history[0]?.[1]).toBeCloseTo(100, 9);
      const lastPoint = sheet.index_history[sheet.index_history.length - 1];
      const fiveYears = onOrBefore(index, yearsBefore(end, 5));
      expect(lastPoint?.[1]).toBeCloseTo((100 * (onOrBefore(index, end).close as number)) / fiveYears.close, 6);
      expect(sheet.risk?.weeks).toBeGreaterThanOrEqual(250);
      expect(sheet.risk?.srri).toBeGreaterThanOrEqual(4);
      // Costing 0,3 % a year, the fund never beats its index by the 0,5 % hurdle.
      expect(sheet.beats_index_five_years).toBe(false);
      expect(sheet.regions).toEqual([{ key: 'europe', share: 1 }]);
    });

    it('shows a fund the contract holds with its amount and weight from the stored lines', async () => {
      const universe = fundUniverse(repoRoot);
      const lines = await db()
        .select({ isin: portfolioInvestments.isin, valuation: portfolioInvestments.valuation })
        .from(portfolioInvestments)
        .where(and(eq(portfolioInvestments.portfolioId, lifeInsurance), isNotNull(portfolioInvestments.isin)));
      const line = lines.find((item) => item.isin !== null && universe.byIsin.has(item.isin));
      if (!line?.isin) throw new Error('the life insurance holds no fund of the universe');
      const [contract] = await db().select({ amount: portfolios.amount }).from(portfolios).where(eq(portfolios.id, lifeInsurance));
      const sheet = json<WireFund>(await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/funds/${line.isin}`));
      const total = lines.filter((item) => item.isin === line.isin).reduce((sum, item) => sum + item.valuation, 0);
      expect(sheet.holding?.amount).toBeCloseTo(total, 2);
      expect(sheet.holding?.weight).toBeCloseTo(total / (contract?.amount ?? NaN), 9);
    });

    it('answers 404 for an ISIN outside the universe or another saver’s contract, 400 for a malformed one', async () => {
      expect((await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/funds/US0000000000`)).statusCode).toBe(404);
      expect((await get(s.saver, `/api/users/me/portfolios/${otherChecking}/funds/FR0010315770`)).statusCode).toBe(404);
      expect(json(await get(s.saver, `/api/users/me/portfolios/${lifeInsurance}/funds/ABC`))).toEqual({ errors: { isin: ['invalid'] } });
    });
  });
});
