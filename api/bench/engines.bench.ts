/**
 * `npm run bench:engines`: time and memory of each financial engine on realistic sizes, on this machine.
 *
 * - a contract with 10 years of daily values and 40 funds (real fund universe, real proxy series in euros,
 *   monthly deposits): the performance and risk steps, the allocation look-through, the fees;
 * - a saver with 30 contracts and 20,000 transactions: both steps for every contract;
 * - an optimisation over 50 funds, each strategy;
 * - 1,000 property estimates across France (DVF communes, fallbacks, the three big cities);
 * - the one-off loads (fund universe, property data) and the longest synchronous stretch of each engine:
 *   every engine runs synchronously, so one call's duration is the time it holds the event loop.
 *
 * Prints figures; asserts nothing (tests do that). Run with `--expose-gc` (the npm script does) so that the
 * memory figures are measured after a collection.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { RecommendedRisk } from '@patrimo/shared';
import { savingsRates } from '../src/aggregation/sandbox/savings-rates';
import { performanceStep, riskStep, type AnalysedHolding, type ContractAnalysisInput } from '../src/engines/contract-analysis';
import { accrualSeries, type CashFlow } from '../src/engines/performance';
import { fundUniverse, type Fund } from '../src/investments/universe';
import { addDays, lastDate, type DailySeries } from '../src/market/series';
import { loadConfig } from '../src/config/env';
import { mapCooperatively } from '../src/lib/cooperative';

/** A line of the report (a benchmark's output is its purpose). */
export function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function heapMb(): number {
  return process.memoryUsage().heapUsed / 1e6;
}

/** Longest single synchronous call seen, per engine: what it holds the event loop for. */
export const longest = new Map<string, number>();

/** Times `runs` calls (after 3 warm-up calls) and prints p50, p95, max and the heap the results keep. */
export function measure<T>(label: string, runs: number, call: (run: number) => T): T {
  for (let run = 0; run < 3; run++) call(run);
  collect();
  const before = heapMb();
  const durations: number[] = [];
  let last: T | undefined;
  const kept: T[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    last = call(run);
    durations.push(performance.now() - start);
    if (run < 10) kept.push(last);
  }
  collect();
  const perResult = (heapMb() - before) / Math.max(kept.length, 1);
  const max = Math.max(...durations);
  const engine = label.split(' — ')[0] as string;
  longest.set(engine, Math.max(longest.get(engine) ?? 0, max));
  const fmt = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(7);
  print(`${label.padEnd(58)} p50 ${fmt(percentile(durations, 50))} ms  p95 ${fmt(percentile(durations, 95))} ms  max ${fmt(max)} ms  ${perResult.toFixed(2).padStart(6)} MB/résultat`);
  return last as T;
}

/** Times one call (a load) and prints its duration and the heap it added. */
export function once<T>(label: string, call: () => T): T {
  collect();
  const before = heapMb();
  const start = performance.now();
  const result = call();
  const duration = performance.now() - start;
  collect();
  longest.set(label, duration);
  print(`${label.padEnd(58)} ${duration.toFixed(1).padStart(8)} ms  +${(heapMb() - before).toFixed(1)} MB de tas`);
  return result;
}

const root = loadConfig({}).root;
print(`Moteurs financiers — Node ${process.version}, ${new Date().toISOString()}`);
print('');
print('Chargements (une fois par processus)');
const universe = once('univers des fonds (424 ETF, séries en euros, SRRI)', () => fundUniverse(root));
const rates = once('taux réglementés et rendements des fonds euros', () => savingsRates(root));

/** The euro fund's accrued value since 2007 (built once, shared by every contract). */
const euroFund = accrualSeries('2007-01-01', '2026-11-24', (year) => rates.euroFundYield(year));

/** Funds with a 10-year proxy series, in a fixed order: the realistic holdings of the benchmark contract. */
const TEN_YEARS_BEFORE = '2016-02-23';
export const fundsWithHistory: Fund[] = universe.funds.filter((fund) => fund.proxy !== null && (fund.proxy.series.dates[0] as string) <= TEN_YEARS_BEFORE);

/**
 * A contract holding `count` funds (and a euro fund when `euroFund`) for 10 years: daily values follow the
 * funds' proxies at constant weights, with a monthly deposit of 200 € and `transactions` flows in all.
 */
export function syntheticContract(count: number, offset: number, transactions: number, recommendedRisk: RecommendedRisk | null): ContractAnalysisInput {
  const funds = Array.from({ length: count }, (_, index) => fundsWithHistory[(offset + index) % fundsWithHistory.length] as Fund);
  const end = lastDate((funds[0] as Fund).proxy?.series as DailySeries);
  const start = TEN_YEARS_BEFORE;
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  const weight = 0.8 / count;
  const closes: number[] = [];
  const flows: CashFlow[] = [];
  const every = Math.max(1, Math.floor(dates.length / transactions));
  let value = 50_000;
  const cursors = funds.map(() => 0);
  const previous = funds.map((fund) => fund.proxy?.series.closes[0] as number);
  for (let day = 0; day < dates.length; day++) {
    const date = dates[day] as string;
    let move = 0.2 * (0.02 / 365);
    funds.forEach((fund, index) => {
      const series = fund.proxy?.series as DailySeries;
      let cursor = cursors[index] as number;
      while (cursor + 1 < series.dates.length && (series.dates[cursor + 1] as string) <= date) cursor++;
      cursors[index] = cursor;
      const close = series.closes[cursor] as number;
      move += weight * (close / (previous[index] as number) - 1);
      previous[index] = close;
    });
    value *= 1 + move;
    if (day > 0 && day % every === 0 && flows.length < transactions) {
      const amount = flows.length % 12 === 11 ? -500 : 200;
      value += amount;
      flows.push({ date, amount });
    }
    closes.push(value);
  }
  const holdings: AnalysedHolding[] = funds.map((fund) => ({
    isin: fund.isin,
    name: fund.name,
    amount: value * weight,
    euroFund: false,
    assetClass: fund.classification.assetClass,
    srri: fund.proxy?.srri ?? null,
    series: fund.proxy?.series ?? null,
    benchmark: fund.proxy?.series ?? null,
  }));
  holdings.push({ isin: null, name: 'Fonds euro', amount: value * 0.2, euroFund: true, assetClass: 'euroFund', srri: null, series: null, benchmark: null });
  return { values: { dates, closes }, flows, holdings, euroFund, riskFree: 0.017, recommendedRisk };
}

print('');
print(`Un contrat : 10 ans de valeurs quotidiennes, 40 fonds (${fundsWithHistory.length} fonds ont 10 ans d’historique)`);
const contract = syntheticContract(40, 0, 120, 3);
measure('performance — étape performances (1 contrat, 40 fonds)', 30, () => performanceStep(contract));
measure('risque — étape risque (1 contrat, 40 fonds)', 30, () => riskStep(contract));

print('');
print('Un épargnant : 30 contrats, 20 000 transactions');
const saver = Array.from({ length: 30 }, (_, index) => syntheticContract(5 + (index % 6), index * 7, Math.round(20_000 / 30), ((index % 5) + 1) as RecommendedRisk));
measure('épargnant — performances et risque des 30 contrats', 5, () => saver.map((input) => [performanceStep(input), riskStep(input)]));
measure('épargnant — un contrat (performances et risque)', 60, (run) => {
  const input = saver[run % saver.length] as ContractAnalysisInput;
  return [performanceStep(input), riskStep(input)];
});
{
  // The batch as a route would run it: one contract at a time, the event loop handed back in between.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const start = performance.now();
  await mapCooperatively(saver, (input) => [performanceStep(input), riskStep(input)]);
  const total = performance.now() - start;
  delay.disable();
  print(`${'épargnant — les 30 contrats, boucle rendue entre contrats'.padEnd(58)} total ${total.toFixed(1).padStart(6)} ms  plus long blocage de la boucle ${(delay.max / 1e6).toFixed(1)} ms`);
}
