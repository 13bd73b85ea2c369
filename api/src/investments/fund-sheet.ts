import type { FundSheet } from '@patrimo/shared';
import { fundChargeRate } from '../engines/fees';
import { beatsIndexEveryYear, outperformance } from '../engines/performance';
import { volatilityOf } from '../engines/risk';
import { base100History } from '../market/analytics';
import { addYears, closeOnOrBefore, epochDay, lastDate, type DailySeries } from '../market/series';
import type { Fund } from './universe';

/**
 * A fund's sheet against its index (issue 12, `fund/{isin}`), from what the product ships: the universe's
 * funds are exchange-traded index funds whose own prices are not shipped, so (*product choice*, said on the
 * page) the index is the fund's proxy series and the fund is that index net of its ongoing charges, accrued
 * day by day: `fund_t = index_t × (1 − fees)^(days since the first day / 365)`. The gap between the two is
 * then exactly what the fund costs, and the spec §9 gauges (minus the 0,5 % hurdle) read it.
 */

/** The windows of the page (spec §9: outperformance gauges over 1, 3 and 5 years). */
export const FUND_WINDOWS = [1, 3, 5] as const;

/** The index net of a yearly charge, accrued daily from its first day. */
export function netOfCharges(index: DailySeries, yearlyRate: number): DailySeries {
  if (index.dates.length === 0) return { dates: [], closes: [] };
  const first = epochDay(index.dates[0] as string);
  const closes = index.closes.map((close, position) => close * (1 - yearlyRate) ** ((epochDay(index.dates[position] as string) - first) / 365));
  return { dates: [...index.dates], closes };
}

/** The sheet of `fund`, with `holding` (the line in the contract) or null when the contract does not hold it. */
export function fundSheet(fund: Fund, holding: FundSheet['holding']): FundSheet {
  // Every fund of the universe is an exchange-traded index fund whose charges the fund list does not carry.
  const charge = fundChargeRate({ ongoingCharges: null, active: false });
  const base = {
    isin: fund.isin,
    name: fund.name,
    managementCompany: fund.managementCompany,
    assetClass: fund.classification.assetClass,
    benchmark: fund.classification.benchmark,
    indexSeries: fund.proxy?.label ?? null,
    holding,
    fees: { rate: charge.rate, estimated: charge.estimated, active: charge.active },
    assetClasses: [{ key: fund.classification.assetClass, share: 1 }],
    regions: fund.classification.regions.map((line) => ({ ...line })),
    sectors: fund.classification.sectors.map((line) => ({ ...line })),
  };
  if (!fund.proxy) return { ...base, fundHistory: [], indexHistory: [], windows: [], beatsIndexFiveYears: null, risk: null };

  const index = fund.proxy.series;
  const net = netOfCharges(index, charge.rate);
  const end = lastDate(index);
  const windows: FundSheet['windows'] = [];
  for (const years of FUND_WINDOWS) {
    const from = addYears(end, -years);
    const gauge = outperformance(net, index, years);
    if (gauge === null) continue;
    const cumulative = (series: DailySeries) => (closeOnOrBefore(series, end) as number) / (closeOnOrBefore(series, from) as number) - 1;
    const fundReturn = cumulative(net);
    const indexReturn = cumulative(index);
    windows.push({
      years,
      from,
      fundReturn,
      indexReturn,
      fundAnnualised: (1 + fundReturn) ** (1 / years) - 1,
      indexAnnualised: (1 + indexReturn) ** (1 / years) - 1,
      outperformance: gauge,
    });
  }
  const longest = addYears(end, -Math.max(...FUND_WINDOWS));
  const shownFrom = (index.dates[0] as string) > longest ? (index.dates[0] as string) : longest;
  const volatility = volatilityOf(net);
  return {
    ...base,
    fundHistory: base100History(net, shownFrom),
    indexHistory: base100History(index, shownFrom),
    windows,
    beatsIndexFiveYears: beatsIndexEveryYear(net, index),
    risk: volatility ? { volatility: volatility.volatility, srri: volatility.srri, weeks: volatility.weeks, complete: volatility.complete } : null,
  };
}
