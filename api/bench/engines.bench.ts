/**
 * `npm run bench:engines`: time and memory of each financial engine on realistic sizes, on this machine.
 *
 * - a contract with 10 years of daily values and 40 funds (real fund universe, real proxy series in euros,
 *   monthly deposits): the performance and risk steps, the allocation look-through, the fees;
 * - a saver with 30 contracts and 20,000 transactions: both steps for every contract;
 * - an optimisation over 50 funds, each strategy, its frontier curve, and over 10 funds;
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
import { lookThroughAllocation } from '../src/engines/allocation';
import { optimiseAllocation, optimiseCooperatively, optimisationInputsFromUniverse, prepareOptimisation } from '../src/engines/optimisation/optimise';
import { completed, FRONTIER_CURVE_POINTS, frontierCurveSteps } from '../src/engines/optimisation/frontier';
import { loadPropertyData } from '../src/engines/property/property-data';
import { estimateProperty, isEstimateRefusal } from '../src/engines/property/property-estimate';
import { contractFees } from '../src/engines/fees';
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

/** The one-off loads: the server runs them before it listens (api/src/main.ts), never during a request. */
const loads = new Set<string>();

/**
 * Times `runs` calls (after 3 warm-up calls, the first reported as « à froid ») and prints p50, p95, max, then
 * the heap 10 results keep. Timing and memory are separate passes: the memory pass forces collections, and a
 * forced full collection ages compiled code, which would make the next timed calls look slower than a server's.
 */
export function measure<T>(label: string, runs: number, call: (run: number) => T): T {
  const coldStart = performance.now();
  call(0);
  const cold = performance.now() - coldStart;
  for (let run = 1; run < 3; run++) call(run);
  const durations: number[] = [];
  let last: T | undefined;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    last = call(run);
    durations.push(performance.now() - start);
  }
  collect();
  const before = heapMb();
  const kept: T[] = [];
  for (let run = 0; run < 10; run++) kept.push(call(run));
  collect();
  const perResult = (heapMb() - before) / kept.length;
  const max = Math.max(...durations);
  const engine = label.split(' — ')[0] as string;
  longest.set(engine, Math.max(longest.get(engine) ?? 0, max, cold));
  const fmt = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(7);
  print(`${label.padEnd(58)} p50 ${fmt(percentile(durations, 50))} ms  p95 ${fmt(percentile(durations, 95))} ms  max ${fmt(max)} ms  à froid ${fmt(cold)} ms  ${perResult.toFixed(2).padStart(6)} MB/résultat`);
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
  loads.add(label);
  print(`${label.padEnd(58)} ${duration.toFixed(1).padStart(8)} ms  +${(heapMb() - before).toFixed(1)} MB de tas`);
  return result;
}

const root = loadConfig({}).root;
print(`Moteurs financiers — Node ${process.version}, ${new Date().toISOString()}`);
print('');
print('Chargements (une fois par processus)');
const universe = once('univers des fonds (424 ETF, séries en euros, SRRI)', () => fundUniverse(root));
const rates = once('taux réglementés et rendements des fonds euros', () => savingsRates(root));
const property = once('données immobilières (DVF, communes, indice INSEE)', () => loadPropertyData(root).data);

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
measure('allocation — transparence classes, régions, secteurs (40 fonds)', 200, () =>
  lookThroughAllocation({ lines: contract.holdings.map((holding) => ({ isin: holding.isin, amount: holding.amount, euroFund: holding.euroFund })), cash: 1250 }, universe),
);
const contractValue = contract.holdings.reduce((sum, holding) => sum + holding.amount, 0);
const euroPart = contract.holdings.filter((holding) => holding.euroFund).reduce((sum, holding) => sum + holding.amount, 0);
measure('frais — 12 mois et projection sur 20 ans (40 fonds)', 200, () =>
  contractFees({
    kind: 'lifeinsurance',
    value: contractValue,
    euroFundValue: euroPart,
    unitLinkedValue: contractValue - euroPart,
    fees: [
      { kind: 'entryFee', rate: 0.02 },
      { kind: 'euroFundsFees', rate: 0.006 },
      { kind: 'ucsFee', rate: 0.0085 },
      { kind: 'withdrawalFee', rate: 0.01 },
      { kind: 'exitFee', rate: 0 },
      { kind: 'transferFee', rate: 0.01 },
      { kind: 'managementFee', rate: 0.002 },
    ],
    holdings: contract.holdings.map((holding) => ({ isin: holding.isin, name: holding.name, amount: holding.amount, euroFund: holding.euroFund, ongoingCharges: null, active: null })),
    monthlyDeposit: 200,
    monthlyWithdrawal: null,
    grossYearlyReturn: 0.04,
  }),
);

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

print('');
print('Optimisation : 50 fonds');
{
  const funds = fundsWithHistory.slice(0, 49);
  const built = optimisationInputsFromUniverse(funds, { euroFund: { isin: null, name: 'Fonds euro', ongoingCharges: 0 } });
  {
    // The first optimisation of the process, as a route runs it (solver not yet compiled): the loop is handed
    // back after each programme, so no request waits more than one programme.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const start = performance.now();
    const outcome = await optimiseCooperatively({ assets: built.assets, euroFundYield: rates.euroFundYield(2024), profile: 3, strategy: 'balanced' });
    const total = performance.now() - start;
    delay.disable();
    print(`${'optimisation — la première du processus, boucle rendue'.padEnd(58)} total ${total.toFixed(1).padStart(6)} ms  plus long blocage de la boucle ${(delay.max / 1e6).toFixed(1)} ms${outcome.ok ? '' : `  (refus : ${outcome.message})`}`);
  }
  for (const strategy of ['minRisk', 'balanced', 'maxReturn'] as const) {
    for (const profile of [2, 4] as const) {
      const result = measure(`optimisation — ${strategy}, profil ${profile} (${built.assets.length} actifs)`, 20, () =>
        optimiseAllocation({ assets: built.assets, euroFundYield: rates.euroFundYield(2024), profile, strategy }),
      );
      if (!result.ok) print(`  refus : ${result.message}`);
    }
  }
  // The frontier curve the arbitration's result draws (one programme per point).
  const prepared = prepareOptimisation({ assets: built.assets, euroFundYield: rates.euroFundYield(2024), profile: 3 });
  if (!('ok' in prepared)) measure(`courbe de la frontière (${FRONTIER_CURVE_POINTS} programmes, ${built.assets.length} actifs)`, 10, () => completed(frontierCurveSteps(prepared.problem)));
  // A 10-fund basket (the usual size of a contract's arbitration).
  const small = optimisationInputsFromUniverse(fundsWithHistory.slice(0, 9), { euroFund: { isin: null, name: 'Fonds euro', ongoingCharges: 0 } });
  for (const strategy of ['minRisk', 'balanced', 'maxReturn'] as const) {
    measure(`optimisation — ${strategy}, profil 3 (${small.assets.length} actifs)`, 20, () => optimiseAllocation({ assets: small.assets, euroFundYield: rates.euroFundYield(2024), profile: 3, strategy }));
  }
}

print('');
print('Estimations immobilières : 1 000 biens répartis sur la France');
{
  // Every 25th commune with a centre, alternately flats and houses, with the usual features.
  const communes = property.codes.filter((_, index) => index % 25 === 0).slice(0, 1000);
  const inputs = communes.map((inseeCode, index) => ({
    inseeCode,
    kind: index % 2 === 0 ? ('appartment' as const) : ('house' as const),
    state: index % 7 === 0 ? (1 as const) : (0 as const),
    surface: 40 + (index % 90),
    floor: (index % 6) as 0 | 1 | 2 | 3 | 4 | 5,
    constructionYear: 1900 + (index % 120),
    features: index % 3 === 0 ? (['elevator', 'balcony', 'parking'] as const) : (['garden'] as const),
    conditions: [{ subject: 'kitchen' as const, level: ((index % 3) + 1) as 1 | 2 | 3 }],
    purchasePrice: 150_000,
    purchaseYear: 2012,
    today: '2026-11-24',
  }));
  measure('estimation — un bien (valeur, fourchette, historique)', 1000, (run) => estimateProperty(inputs[run % inputs.length] as (typeof inputs)[number], property));
  const start = performance.now();
  const results = inputs.map((input) => estimateProperty(input, property));
  const refused = results.filter(isEstimateRefusal).length;
  print(`${'estimation — les 1 000 biens d’affilée'.padEnd(58)} total ${(performance.now() - start).toFixed(1).padStart(6)} ms  (${refused} refus)`);
}

print('');
print('Plus long appel synchrone par moteur (temps où il tient la boucle d’événements) :');
for (const [engine, duration] of longest) {
  const note = loads.has(engine) ? '  (chargement, fait avant l’écoute du serveur)' : engine === 'épargnant' ? '  (lot synchrone ; une route le découpe contrat par contrat, voir plus haut)' : '';
  print(`  ${engine.padEnd(56)} ${duration.toFixed(1).padStart(7)} ms${note}`);
}
