import { repoRoot } from '../../test/helpers/test-app';
import { classifyFund, FUND_RULES } from './classification';
import { parseCsv } from './csv';
import { riskScore, targetSrri } from './scoring';
import { TAGS } from './tags';
import { fundUniverse, hasValidIsinCheckDigit, searchFunds, toInvestmentDetail } from './universe';

describe('CSV reader', () => {
  it('keeps quoted commas, doubled quotes and line breaks inside a field', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nagain"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nagain'],
    ]);
  });
});

describe('fund classification', () => {
  const classify = (name: string, categoryGroup = '') => classifyFund({ name, categoryGroup });

  it('reads the tracked index from the name, not from the unreliable category', () => {
    expect(classify('Amundi Index Solutions - Amundi CAC 40 UCITS ETF-C', 'Financials')).toMatchObject({
      rule: 'cac-40',
      assetClass: 'stockFrance',
      proxy: 'FCHI',
      regions: [{ key: 'europe', share: 1 }],
      sectors: [],
      tags: ['actions-france'],
    });
    expect(classify('Lyxor Nasdaq-100 Ucits ETF Acc', 'Information Technology')).toMatchObject({ proxy: 'QQQ', assetClass: 'stockUs', sectors: [] });
  });

  it('maps each category to its proxy', () => {
    expect(classify('Lyxor PEA S&P 500 UCITS ETF Capi').proxy).toBe('SPY');
    expect(classify('Amundi PEA Monde (MSCI World) UCITS ETF').proxy).toBe('URTH');
    expect(classify('SPDR MSCI ACWI UCITS ETF').proxy).toBe('ACWI');
    expect(classify('Amundi Index Solutions - Amundi EURO Corporates Ucits ETF EUR C')).toMatchObject({ proxy: 'IEAC', assetClass: 'bond' });
    expect(classify('SPDR Bloomberg Barclays Euro High Yield Bond UCITS ETF').proxy).toBe('IHYG');
    expect(classify('Amundi Physical Gold ETC C')).toMatchObject({ proxy: 'GLD', tags: ['or'] });
    expect(classify('SPDR Bloomberg Barclays Emerging Markets Local Bond UCITS ETF (Dist)').proxy).toBe('EMLC');
    expect(classify('Lyxor MSCI World Health Care TR UCITS ETF - C-EUR')).toMatchObject({ proxy: 'XLV', sectors: [{ key: 'healthCare', share: 1 }] });
  });

  it('gives no proxy where no shipped series is honest', () => {
    for (const name of [
      'Lyxor CAC 40 Daily (-2x) Inverse UCITS ETF Acc',
      'Amundi Index Solutions - Amundi MSCI Europe Minimum Volatility Factor UCITS ETF-C',
      'Lyxor Index Fund - Lyxor Stoxx Europe 600 Banks UCITS ETF Acc',
      'SPDR Bloomberg Barclays 0-3 Year Euro Corporate Bond UCITS ETF',
      'MULTI-UNITS LUXEMBOURG - Lyxor Euro Government Bond (DR) UCITS ETF - Acc',
      'HSBC FTSE 100 UCITS ETF',
      'Amundi Index Solutions - Amundi MSCI Emerging Markets UCITS ETF-C EUR',
      'Amundi Index Solutions - Amundi Japan Topix UCITS ETF-C CHF Hedged',
    ]) {
      expect([name, classify(name).proxy]).toEqual([name, null]);
    }
  });

  it('knows the single sector and region of a European sector fund without inventing a proxy', () => {
    expect(classify('Lyxor Index Fund - Lyxor Stoxx Europe 600 Banks UCITS ETF Acc')).toMatchObject({
      assetClass: 'stockEurope',
      regions: [{ key: 'europe', share: 1 }],
      sectors: [{ key: 'financials', share: 1 }],
      tags: ['secteurs', 'actions-europe'],
    });
  });

  it('uses the proxy in its own currency for a share class hedged into euros', () => {
    expect(classify('Amundi ETF PEA S&P 500 UCITS ETF Daily Hedged EUR')).toMatchObject({ proxy: 'SPY', hedgedToEuro: true });
    expect(classify('Amundi ETF PEA S&P 500 UCITS ETF EUR')).toMatchObject({ proxy: 'SPY', hedgedToEuro: false });
  });

  it('tags screened indices « ESG » and treats « ex CW » as the index itself', () => {
    expect(classify('Amundi Index Solutions - Amundi MSCI USA SRI UCITS ETF DR').tags).toEqual(['actions-amerique', 'esg']);
    expect(classify('BNP Paribas Easy MSCI Europe ex CW UCITS ETF Cap')).toMatchObject({ rule: 'europe-broad', proxy: 'STOXX' });
  });

  it('only uses tags of the catalogue', () => {
    const ids = new Set<string>(TAGS.map((tag) => tag.id));
    for (const rule of FUND_RULES) for (const tag of rule.tags) expect(ids.has(tag)).toBe(true);
  });
});

describe('risk score', () => {
  it('targets SRRI risk + 1 and loses a sixth per class away', () => {
    expect([0, 1, 2, 3, 4, 5].map((risk) => targetSrri(risk as 0))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(riskScore(4, 3)).toBe(1);
    expect(riskScore(6, 3)).toBeCloseTo(4 / 6, 12);
    expect(riskScore(1, 5)).toBeCloseTo(1 / 6, 12);
    expect(riskScore(7, 0)).toBe(0);
    expect(riskScore(null, 3)).toBeNull();
    expect(riskScore(4, null)).toBeNull();
  });
});

describe('ISIN check digit', () => {
  it('accepts real ISINs and refuses a changed digit', () => {
    expect(hasValidIsinCheckDigit('LU1681046931')).toBe(true);
    expect(hasValidIsinCheckDigit('FR0010315770')).toBe(true);
    expect(hasValidIsinCheckDigit('LU1681046932')).toBe(false);
    expect(hasValidIsinCheckDigit('lu1681046931')).toBe(false);
  });
});

describe('the shipped fund universe', () => {
  const universe = fundUniverse(repoRoot);

  it('holds every distinct ISIN of the list once, and builds only once', () => {
    expect(universe.funds).toHaveLength(382);
    expect(new Set(universe.funds.map((fund) => fund.isin)).size).toBe(382);
    expect(fundUniverse(repoRoot)).toBe(universe);
  });

  it('gives an SRRI to the funds with a proxy, and to none without', () => {
    const withProxy = universe.funds.filter((fund) => fund.classification.proxy !== null);
    expect(withProxy.length).toBeGreaterThan(100);
    for (const fund of withProxy) expect(fund.proxy?.srri).toEqual(expect.any(Number));
    for (const fund of universe.funds.filter((candidate) => candidate.classification.proxy === null)) expect(fund.proxy).toBeNull();
  });

  it('rates well-known funds as their index', () => {
    const srri = (isin: string) => universe.byIsin.get(isin)?.proxy?.srri;
    expect(srri('LU1681046931')).toBe(6); // Amundi CAC 40
    expect(srri('FR0011871128')).toBe(6); // Lyxor PEA S&P 500
    expect(srri('FR001400U5Q4')).toBe(5); // Amundi PEA Monde (MSCI World)
    expect(srri('LU1681039647')).toBe(3); // Amundi EURO Corporates
    expect(srri('LU1681040496')).toBe(4); // Amundi EURO High Yield
  });

  it('builds the fund page from the proxy: history based at 100 from 2017, complete years only', () => {
    const detail = toInvestmentDetail(universe.byIsin.get('LU1681046931')!, 3);
    expect(detail.history[0]).toEqual([Date.parse('2017-01-02T00:00:00Z'), 100]);
    expect(detail.yearly.map((line) => line.year)).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(detail.general).toMatchObject({ ongoingCharges: null, active: false, benchmark: 'CAC 40', srri: 6 });
    expect(detail.score).toBe(1 - 2 / 6);
  });

  it('searches name and ISIN regardless of case and accents, word by word', () => {
    const names = (query: string) => searchFunds(universe, { query, risk: null, limit: 50, page: 1 }).investments.map((fund) => fund.general.name);
    expect(names('cac 40 AMUNDI')).toEqual(['Amundi Index Solutions - Amundi CAC 40 UCITS ETF-C', 'Amundi Index Solutions - Amundi CAC 40 UCITS ETF-D']);
    expect(names('lu1681046931')).toEqual(['Amundi Index Solutions - Amundi CAC 40 UCITS ETF-C']);
    expect(names('AMÉRIQUE')).toEqual(['Lyxor PEA Amerique (MSCI USA) UCITS ETF Capi']);
  });
});
