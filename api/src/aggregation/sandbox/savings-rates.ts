import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '../../market/market-data';

/**
 * The real caps and rates of French regulated savings and the yearly euro-fund yields, read from
 * `api/data/savings/regulated-savings.json` (see api/data/PROVENANCE.md), so that sandbox savings grow as the
 * saver's real ones would have. What the file lacks is derived here by the rules stated in PROVENANCE.md,
 * never typed in.
 */

/** The regulated savings the sandbox opens. */
export type RegulatedSavings = 'livret_a' | 'ldd' | 'lep' | 'livret_jeune' | 'pel' | 'cel';

type RateSteps = readonly (readonly [string, number])[];

interface SavingsFile {
  caps_eur: Record<'livret_a' | 'ldd' | 'lep' | 'livret_jeune' | 'pel' | 'cel', number>;
  livret_jeune_age: [number, number];
  rates: { livret_a: RateSteps; lep: RateSteps; pel_by_opening_year: RateSteps; cel: RateSteps };
  euro_fund_average_yield: Record<string, number>;
}

/** Rates and caps, with lookups by date. */
export interface SavingsRates {
  /** Deposit cap of each regulated account, euros. */
  caps: Readonly<Record<RegulatedSavings, number>>;
  /** Ages allowed to hold a Livret Jeune. */
  livretJeuneAges: readonly [number, number];
  /** First date from which the file knows the account's rate: the sandbox opens none earlier. */
  firstRateDate: Readonly<Record<RegulatedSavings, string>>;
  /** Yearly rate of the account on `date` (for a PEL: `date` is its opening date, the rate is fixed then). */
  rateOn(kind: RegulatedSavings, date: string): number;
  /** Average euro-fund yield credited for `year`. */
  euroFundYield(year: number): number;
}

function stepOn(steps: RateSteps, date: string): number {
  let rate: number | undefined;
  for (const [from, value] of steps) if (from <= date) rate = value;
  if (rate === undefined) throw new Error(`no rate known on ${date}`);
  return rate;
}

/** The CEL rule: two thirds of the Livret A rate, rounded to the nearest quarter point. */
export function celRateFromLivretA(livretA: number): number {
  return Math.round(((livretA * 2) / 3) * 400) / 400;
}

/** Parses the file's text (exported for the tests, which check the derivations against it). */
export function parseSavingsRates(text: string): SavingsRates {
  const file = JSON.parse(text) as SavingsFile;
  const livretA = file.rates.livret_a;
  const celKnown = file.rates.cel;
  const firstCelKnown = celKnown[0]?.[0] ?? '9999-12-31';
  const yields = new Map(Object.entries(file.euro_fund_average_yield).map(([year, value]) => [Number(year), value]));
  const years = [...yields.keys()].sort((a, b) => a - b);
  const first = (steps: RateSteps): string => steps[0]?.[0] ?? '9999-12-31';
  return {
    caps: { livret_a: file.caps_eur.livret_a, ldd: file.caps_eur.ldd, lep: file.caps_eur.lep, livret_jeune: file.caps_eur.livret_jeune, pel: file.caps_eur.pel, cel: file.caps_eur.cel },
    livretJeuneAges: file.livret_jeune_age,
    firstRateDate: {
      livret_a: first(livretA),
      ldd: first(livretA),
      livret_jeune: first(livretA),
      cel: first(livretA),
      lep: first(file.rates.lep),
      pel: first(file.rates.pel_by_opening_year),
    },
    rateOn(kind, date) {
      switch (kind) {
        case 'livret_a':
        case 'ldd':
        case 'livret_jeune':
          return stepOn(livretA, date);
        case 'lep':
          return stepOn(file.rates.lep, date);
        case 'pel':
          return stepOn(file.rates.pel_by_opening_year, date);
        case 'cel':
          return date >= firstCelKnown ? stepOn(celKnown, date) : celRateFromLivretA(stepOn(livretA, date));
      }
    },
    euroFundYield(year) {
      const known = yields.get(year);
      if (known !== undefined) return known;
      const last = years[years.length - 1] as number;
      if (year > last) return yields.get(last) as number;
      const before = yields.get(year - 1);
      const after = yields.get(year + 1);
      if (before !== undefined && after !== undefined) return (before + after) / 2;
      return yields.get(years[0] as number) as number;
    },
  };
}

const loaded = new Map<string, SavingsRates>();

/** The rates shipped with the product under `root`, read once per process. */
export function savingsRates(root: string): SavingsRates {
  const file = path.join(dataDirectory(root), 'savings', 'regulated-savings.json');
  let rates = loaded.get(file);
  if (!rates) {
    rates = parseSavingsRates(readFileSync(file, 'utf8'));
    loaded.set(file, rates);
  }
  return rates;
}
