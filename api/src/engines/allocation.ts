import {
  TOP_SECTORS,
  assetClassSchema,
  regionSchema,
  sectorSchema,
  type AssetClass,
  type Region,
  type Sector,
  type Srri,
} from '@patrimo/shared';
import { toCents } from '../lib/cents';

/**
 * Look-through allocation: what a contract (or the whole wealth) holds by asset class, region and sector,
 * read through each line's fund in the universe. Pure functions, in integer cents so that the parts of a line
 * always add up to the line. One implementation serves both the contract's allocation analysis
 * ({@link lookThroughAllocation}) and the wealth composition (`wealth/composition.ts` calls
 * {@link lineExposure}, {@link cashExposure}, {@link unknownExposure} and {@link splitCents}).
 *
 * How each kind of money is classified (*product choice*, the same rules the wealth composition always used):
 *
 * | money | asset class | region | sector | risk (SRRI) |
 * |---|---|---|---|---|
 * | euro-fund line | `euroFund` | `europe` | none | 1 |
 * | fund of the universe | its class | its regional split; none known → `others` | its sector split; none → none | its proxy's SRRI; none → `unknown` |
 * | line whose ISIN the universe does not know | `other` | `others` | none | `unknown` |
 * | cash (bank accounts, uninvested money of an envelope) | `cash` | `europe` | none | 1 |
 * | a contract's value that no line describes | `other` | `others` | none | `unknown` |
 *
 * Reasoning: a euro fund and cash are euro assets held with a French institution, hence Europe, and carry no
 * market risk (SRRI 1). Every euro is somewhere, so a region always exists (`others` when unknown). Sectors
 * describe shares only: cash, euro funds, bonds and unknown lines have none, and are left out of the sector
 * split instead of being forced into one — sector shares are shares of what is classified.
 */

/** One line of a breakdown: a key and the share of the whole it takes (0 to 1). */
export interface Exposure<K extends string = string> {
  key: K;
  share: number;
}

/** What the look-through needs to know about one fund (the universe's `Fund` satisfies it). */
export interface ClassifiedFund {
  classification: {
    assetClass: AssetClass;
    regions: readonly Exposure<Region>[];
    sectors: readonly Exposure<Sector>[];
  };
  /** The fund's risk figures; absent or null when no honest proxy exists. */
  proxy?: { srri: Srri | null } | null;
}

/** The funds the look-through can read, by ISIN (the universe satisfies it). */
export interface FundLookup {
  byIsin: ReadonlyMap<string, ClassifiedFund>;
}

/** A line of a contract as the look-through sees it. */
export interface AllocationLine {
  isin: string | null;
  /** Value of the line, euros. */
  amount: number;
  euroFund: boolean;
}

/** The groupings a look-through can split money along. */
export type LookThroughDimension = 'asset_class' | 'region' | 'sector' | 'risk';

/** Key of a line or contract whose risk is not known. */
export const UNKNOWN_RISK_KEY = 'unknown';

const TOLERANCE = 1e-9;

function fundOf(funds: FundLookup, isin: string | null): ClassifiedFund | undefined {
  return isin === null ? undefined : funds.byIsin.get(isin);
}

/** A regional split completed to the whole fund: what its breakdown does not cover is in `others`. */
function completeRegions(regions: readonly Exposure<Region>[]): Exposure<Region>[] {
  const covered = regions.reduce((sum, region) => sum + region.share, 0);
  const complete = regions.map((region) => ({ key: region.key, share: region.share }));
  if (covered < 1 - TOLERANCE) complete.push({ key: 'others', share: 1 - covered });
  return complete;
}

/**
 * How one euro of a contract's line splits along `dimension` (see the table above). The shares sum to 1, or
 * the list is empty when the line has nothing of that dimension (the sectors of a bond fund).
 */
export function lineExposure(dimension: LookThroughDimension, line: Pick<AllocationLine, 'isin' | 'euroFund'>, funds: FundLookup): Exposure[] {
  const fund = line.euroFund ? undefined : fundOf(funds, line.isin);
  switch (dimension) {
    case 'asset_class':
      return [{ key: line.euroFund ? 'euroFund' : (fund?.classification.assetClass ?? 'other'), share: 1 }];
    case 'region':
      if (line.euroFund) return [{ key: 'europe', share: 1 }];
      return completeRegions(fund?.classification.regions ?? []);
    case 'sector':
      return (fund?.classification.sectors ?? []).map((sector) => ({ key: sector.key, share: sector.share }));
    case 'risk': {
      const srri = line.euroFund ? 1 : fund?.proxy?.srri;
      return [{ key: srri ? String(srri) : UNKNOWN_RISK_KEY, share: 1 }];
    }
  }
}

/** How one euro of cash splits along `dimension`: cash, Europe, no sector, SRRI 1. */
export function cashExposure(dimension: LookThroughDimension): Exposure[] {
  switch (dimension) {
    case 'asset_class':
      return [{ key: 'cash', share: 1 }];
    case 'region':
      return [{ key: 'europe', share: 1 }];
    case 'sector':
      return [];
    case 'risk':
      return [{ key: '1', share: 1 }];
  }
}

/** How one euro of a contract's value that no line describes splits: `other`, `others`, no sector, `unknown`. */
export function unknownExposure(dimension: LookThroughDimension): Exposure[] {
  switch (dimension) {
    case 'asset_class':
      return [{ key: 'other', share: 1 }];
    case 'region':
      return [{ key: 'others', share: 1 }];
    case 'sector':
      return [];
    case 'risk':
      return [{ key: UNKNOWN_RISK_KEY, share: 1 }];
  }
}

/**
 * Splits an amount of integer cents by the shares of `exposure`, by largest remainder: every part is a whole
 * number of cents and the parts add up to the amount times the shares' total (the whole amount when the
 * shares sum to 1), which rounding each part alone would not guarantee. Ties go to the earlier part.
 * A negative amount (an overdraft) is split like its opposite and keeps its sign.
 *
 * @throws RangeError when `cents` is not an integer, a share is negative or the shares sum above 1.
 */
export function splitCents<K extends string>(cents: number, exposure: readonly Exposure<K>[]): { key: K; cents: number }[] {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`splitCents: ${cents} is not a whole number of cents`);
  if (exposure.some((part) => !(part.share >= 0))) throw new RangeError('splitCents: a share is negative');
  const covered = exposure.reduce((sum, part) => sum + part.share, 0);
  if (covered > 1 + TOLERANCE) throw new RangeError(`splitCents: shares sum to ${covered}, above 1`);
  const magnitude = Math.abs(cents);
  const parts = exposure.map((part, index) => {
    const exact = magnitude * part.share;
    return { key: part.key, cents: Math.floor(exact), remainder: exact - Math.floor(exact), index };
  });
  // Whole cents still to hand out: at most one per part, since each part lost less than a cent to its floor.
  let missing = Math.min(magnitude, Math.round(magnitude * covered)) - parts.reduce((sum, part) => sum + part.cents, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (missing <= 0) break;
    part.cents++;
    missing--;
  }
  const sign = cents < 0 ? -1 : 1;
  // `+ 0` turns the -0 of a negative amount's empty part into 0.
  return parts.map((part) => ({ key: part.key, cents: sign * part.cents + 0 }));
}


/** One slice of an allocation. */
export interface AllocationSlice<K extends string> {
  key: K;
  /** Euros, to the cent. */
  amount: number;
  /** Share of what is classified along this grouping, 0 to 1. */
  share: number;
}

/** The sector split: every sector, the largest {@link TOP_SECTORS} of them and the rest. */
export interface SectorAllocation {
  /** The 11 sectors, by decreasing amount. */
  all: AllocationSlice<Sector>[];
  /** The largest sectors with a positive amount, at most TOP_SECTORS (spec §9), by decreasing amount. */
  top: AllocationSlice<Sector>[];
  /** Everything classified that `top` leaves out (spec §9 « others »). */
  others: { amount: number; share: number };
  /** Euros with a sector: the base of the sector shares (shares of equity funds only). */
  classified: number;
}

/** The look-through allocation of one contract. */
export interface LookThroughAllocation {
  /** Euros: the lines, the cash and the undescribed value, to the cent. */
  total: number;
  /** Every asset class, by decreasing amount; shares of `total`. */
  byAssetClass: AllocationSlice<AssetClass>[];
  /** Every region, by decreasing amount; shares of `total`. */
  byRegion: AllocationSlice<Region>[];
  bySector: SectorAllocation;
}

/** What {@link lookThroughAllocation} reads. Amounts in euros, none negative. */
export interface AllocationInput {
  lines: readonly AllocationLine[];
  /** Money of the contract held as cash (a securities account's balance). */
  cash: number;
  /** Value of the contract that no line describes (a contract whose lines are not known). @default 0 */
  unknown?: number;
}

/** Cents by key along one dimension, every key of the vocabulary present. */
function tally<K extends string>(vocabulary: readonly K[], input: AllocationInput, dimension: LookThroughDimension, funds: FundLookup): Map<K, number> {
  const cents = new Map<K, number>(vocabulary.map((key) => [key, 0]));
  const add = (amount: number, exposure: Exposure[]) => {
    for (const part of splitCents(toCents(amount), exposure)) cents.set(part.key as K, (cents.get(part.key as K) ?? 0) + part.cents);
  };
  for (const line of input.lines) add(line.amount, lineExposure(dimension, line, funds));
  add(input.cash, cashExposure(dimension));
  add(input.unknown ?? 0, unknownExposure(dimension));
  return cents;
}

/** Slices by decreasing amount (ties in vocabulary order), shares of their sum (0 when nothing is classified). */
function slices<K extends string>(vocabulary: readonly K[], cents: Map<K, number>): { slices: AllocationSlice<K>[]; classifiedCents: number } {
  const classifiedCents = [...cents.values()].reduce((sum, value) => sum + value, 0);
  const ordered = vocabulary
    .map((key, index) => ({ key, index, cents: cents.get(key) ?? 0 }))
    .sort((a, b) => b.cents - a.cents || a.index - b.index);
  return {
    classifiedCents,
    slices: ordered.map(({ key, cents: value }) => ({ key, amount: value / 100, share: classifiedCents === 0 ? 0 : value / classifiedCents })),
  };
}

function assertAmount(label: string, amount: number): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`lookThroughAllocation: ${label} must be a finite amount ≥ 0, got ${amount}`);
}

/**
 * The allocation of a contract by asset class, region and sector, looking through each line's fund (rules
 * in the table at the top of this module). Amounts are in euros to the cent and add up, grouping by
 * grouping, to what is classified: the whole contract for asset classes and regions, the equity part for
 * sectors. Shares sum to 1 over what is classified, or are all 0 when nothing is.
 *
 * @throws RangeError when an amount is negative or not finite: an overdraft is netted by the caller first.
 */
export function lookThroughAllocation(input: AllocationInput, funds: FundLookup): LookThroughAllocation {
  input.lines.forEach((line, index) => assertAmount(`line ${index}`, line.amount));
  assertAmount('cash', input.cash);
  assertAmount('unknown', input.unknown ?? 0);
  const assetClasses = slices(assetClassSchema.options, tally(assetClassSchema.options, input, 'asset_class', funds));
  const regions = slices(regionSchema.options, tally(regionSchema.options, input, 'region', funds));
  const sectors = slices(sectorSchema.options, tally(sectorSchema.options, input, 'sector', funds));
  const top = sectors.slices.filter((slice) => slice.amount > 0).slice(0, TOP_SECTORS);
  const topCents = top.reduce((sum, slice) => sum + toCents(slice.amount), 0);
  const othersCents = sectors.classifiedCents - topCents;
  return {
    total: assetClasses.classifiedCents / 100,
    byAssetClass: assetClasses.slices,
    byRegion: regions.slices,
    bySector: {
      all: sectors.slices,
      top,
      others: { amount: othersCents / 100, share: sectors.classifiedCents === 0 ? 0 : othersCents / sectors.classifiedCents },
      classified: sectors.classifiedCents / 100,
    },
  };
}
