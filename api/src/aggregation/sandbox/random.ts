import { createHash } from 'node:crypto';

/**
 * The sandbox's seeded randomness. Every figure of a sandbox customer must be the same at every
 * synchronisation (ids, amounts, dates), so nothing here reads `Math.random`: a generator is seeded from a
 * SHA-256 of named parts (institution, login, account, month…), and a part of the customer that must not
 * move when another changes gets its own generator (e.g. one per month of transactions, so that a sync a
 * month later re-creates the same earlier months).
 */

/** SHA-256 of the parts joined by a separator that cannot appear in them by accident, as hex. */
export function hashHex(...parts: readonly (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u001f')).digest('hex');
}

/** A seeded pseudo-random generator (sfc32, 128-bit state): fast, and good enough for simulated data. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seeds from the SHA-256 of `parts`: the same parts give the same sequence, forever. */
  constructor(...parts: readonly (string | number)[]) {
    const digest = createHash('sha256').update(parts.join('\u001f')).digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    // Warm up: the first outputs of sfc32 still correlate with the seed words.
    for (let index = 0; index < 12; index++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.next());
  }

  /** A value spread evenly on a log scale between min and max: amounts of money are spread that way. */
  logBetween(min: number, max: number): number {
    return Math.exp(this.between(Math.log(min), Math.log(max)));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/** Rounds to cents, the precision of every amount the provider returns. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
