import { repoRoot } from '../../test/helpers/test-app';
import { fiveYearWeeklyVolatility, rollingPerformances, srriFromVolatility } from './analytics';
import { INSTRUMENTS } from './instruments';
import { dataDirectory, MarketData, UnavailableSeriesError } from './market-data';
import { lastDate } from './series';

/** The shipped series (api/data/market), read as the server reads them. */
describe('shipped market data', () => {
  const market = new MarketData(dataDirectory(repoRoot));

  it('ships every instrument, each ending on 2026-02-23 except URTH (2025-11-14)', () => {
    for (const { ticker } of INSTRUMENTS) expect(lastDate(market.series(ticker))).toBe(ticker === 'URTH' ? '2025-11-14' : '2026-02-23');
  });

  it('puts the CAC 40 in SRRI 6: about 16 % of yearly volatility over 2021–2026', () => {
    const volatility = fiveYearWeeklyVolatility(market.seriesInEuros('FCHI')) as number;
    expect(volatility).toBeGreaterThan(0.15);
    expect(volatility).toBeLessThan(0.17);
    expect(srriFromVolatility(volatility)).toBe(6);
  });

  it('puts euro investment-grade corporate bonds (IEAC) in SRRI 3: about 4.6 %, below the 5 % of class 4', () => {
    // 2022's rate rise shows in the window, yet the series stays under 5 %.
    const volatility = fiveYearWeeklyVolatility(market.seriesInEuros('IEAC')) as number;
    expect(volatility).toBeGreaterThan(0.04);
    expect(volatility).toBeLessThan(0.05);
    expect(srriFromVolatility(volatility)).toBe(3);
  });

  it('converts USD series into euros (the S&P 500 in euros differs from the one in dollars)', () => {
    const inDollars = rollingPerformances(market.series('SPY')).oneYear as number;
    const inEuros = rollingPerformances(market.seriesInEuros('SPY')).oneYear as number;
    expect(Math.abs(inDollars - inEuros)).toBeGreaterThan(0.05);
  });

  it('refuses to present the FTSE 100 (pounds) in euros, and unknown tickers', () => {
    expect(() => market.seriesInEuros('FTSE')).toThrow(UnavailableSeriesError);
    expect(() => market.series('NOPE')).toThrow(UnavailableSeriesError);
  });

  it('has no daily move beyond ±25 % once the 2025-11-17 splits are undone', () => {
    for (const { ticker } of INSTRUMENTS) {
      const { closes } = market.series(ticker);
      for (let index = 1; index < closes.length; index++) {
        const move = (closes[index] as number) / (closes[index - 1] as number);
        if (move < 0.75 || move > 1.25) throw new Error(`${ticker} moves ×${move} at ${market.series(ticker).dates[index]}`);
      }
    }
  });

  it('reads each series once', () => {
    expect(market.series('FCHI')).toBe(market.series('FCHI'));
    expect(market.seriesInEuros('SPY')).toBe(market.seriesInEuros('SPY'));
  });
});
