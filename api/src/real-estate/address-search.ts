import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addressSchema, type Address, type AddressSearchResult } from '@patrimo/shared';
import { z } from 'zod';
import { dataDirectory } from '../market/market-data';

/**
 * The address search of GET /addresses (issue 14): an adapter interface, the IGN Géoplateforme geocoder (the
 * Base Adresse Nationale service, GeoCodeJSON) and a local fallback on the communes list that answers the same
 * shape at the commune level. `ADDRESS_SEARCH` chooses (`communes`, the default, or `geoplateforme`); the
 * Géoplateforme adapter falls back to the communes when the service fails or is out of reach.
 */

export interface AddressSearch {
  search(query: string, limit: number): Promise<AddressSearchResult>;
}

/** Lower case, no accents, hyphens and apostrophes as spaces: « Saint-Étienne » and « saint etienne » meet. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Commune {
  code: string;
  name: string;
  key: string;
  departement: string;
  latitude: number;
  longitude: number;
  population: number;
  postcodes: string[];
}

interface CommuneFiles {
  centres: { code: string; nom: string; dept: string; lat: number; lon: number; population: number }[];
  postcodes: { postcodes: Record<string, string[]>; departements: Record<string, { name: string; region: string | null }> };
}

/**
 * Municipal arrondissements of Paris, Lyon and Marseille, from their postcodes: the estimator reads their own
 * figures (75101–75120, 69381–69389, 13201–13216), the communes list has only the whole city.
 */
function arrondissementOf(cityCode: string, postcode: string): string | null {
  const n = Number(postcode.slice(-2));
  if (cityCode === '75056' && /^75(0\d\d|116)$/.test(postcode)) return postcode === '75116' ? '75116' : `751${postcode.slice(-2)}`;
  if (cityCode === '69123' && /^6900\d$/.test(postcode) && n >= 1 && n <= 9) return `6938${n}`;
  if (cityCode === '13055' && /^130\d\d$/.test(postcode) && n >= 1 && n <= 16) return `132${String(n).padStart(2, '0')}`;
  return null;
}

/** The local fallback: communes whose name starts with the query (or whose postcode does), biggest first. */
export class CommunesAddressSearch implements AddressSearch {
  readonly #communes: Commune[];
  readonly #context: Map<string, string>;
  /**
   * The communes (biggest first) by the first two letters of each word of their name: a name query only scores
   * the communes having a word that starts like it, not all 35 000 (`npm run bench:api` measures it).
   */
  readonly #byWordStart = new Map<string, Commune[]>();
  /** The communes (biggest first) by the first two digits of their postcodes (a département, mostly). */
  readonly #byPostcodeStart = new Map<string, Commune[]>();

  constructor(files: CommuneFiles) {
    this.#context = new Map(Object.entries(files.postcodes.departements).map(([code, d]) => [code, [code, d.name, d.region].filter(Boolean).join(', ')]));
    this.#communes = files.centres
      .map((c) => ({
        code: c.code,
        name: c.nom,
        key: normaliseName(c.nom),
        departement: c.dept,
        latitude: c.lat,
        longitude: c.lon,
        population: c.population,
        postcodes: files.postcodes.postcodes[c.code] ?? [],
      }))
      .filter((c) => c.postcodes.length > 0)
      .sort((a, b) => b.population - a.population || a.code.localeCompare(b.code));
    const add = (index: Map<string, Commune[]>, start: string, commune: Commune) => {
      const bucket = index.get(start);
      if (bucket) bucket.push(commune);
      else index.set(start, [commune]);
    };
    for (const commune of this.#communes) {
      for (const start of new Set(commune.key.split(' ').map((word) => word.slice(0, 2)))) add(this.#byWordStart, start, commune);
      for (const start of new Set(commune.postcodes.map((postcode) => postcode.slice(0, 2)))) add(this.#byPostcodeStart, start, commune);
    }
  }

  static load(root: string): CommunesAddressSearch {
    const folder = path.join(dataDirectory(root), 'real-estate');
    const read = (file: string): unknown => JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    return new CommunesAddressSearch({ centres: read('communes-centres.json') as CommuneFiles['centres'], postcodes: read('communes-postcodes.json') as CommuneFiles['postcodes'] });
  }

  #address(commune: Commune, postcode: string, score: number): Address {
    const arrondissement = arrondissementOf(commune.code, postcode);
    const label = `${commune.name} ${postcode}`;
    return {
      label,
      latitude: commune.latitude,
      longitude: commune.longitude,
      city: commune.name,
      postcode,
      inseeCode: arrondissement ?? commune.code,
      score,
      type: 'municipality',
      housenumber: null,
      street: null,
      context: this.#context.get(commune.departement) ?? commune.departement,
    };
  }

  search(query: string, limit: number): Promise<AddressSearchResult> {
    const addresses: Address[] = [];
    const digits = query.replace(/\s/g, '');
    if (/^\d{2,5}$/.test(digits)) {
      // A postcode (or its start): every commune it serves, the exact postcode first.
      for (const commune of this.#byPostcodeStart.get(digits.slice(0, 2)) ?? []) {
        for (const postcode of commune.postcodes) {
          if (postcode.startsWith(digits) && addresses.length < limit) addresses.push(this.#address(commune, postcode, postcode === digits ? 1 : 0.8));
        }
        if (addresses.length >= limit) break;
      }
      return Promise.resolve({ addresses, source: 'communes' });
    }
    // A name, possibly followed by a postcode (« lyon 69003 »): exact name, then prefix, then a word prefix.
    const postcode = /\b(\d{5})\b/.exec(query)?.[1];
    const key = normaliseName(query.replace(/\b\d{5}\b/, ''));
    if (key.length === 0) return Promise.resolve({ addresses, source: 'communes' });
    const ranked: { commune: Commune; score: number }[] = [];
    // Every match has a word that starts with the query's first word, hence with its first two letters (a query
    // whose first word is one letter, « l abergement », reads them all).
    const first = key.split(' ')[0] ?? '';
    const candidates = first.length >= 2 ? (this.#byWordStart.get(first.slice(0, 2)) ?? []) : this.#communes;
    for (const commune of candidates) {
      if (postcode !== undefined && !commune.postcodes.includes(postcode)) continue;
      const score = commune.key === key ? 1 : commune.key.startsWith(key) ? 0.9 : commune.key.includes(` ${key}`) ? 0.6 : 0;
      if (score > 0) ranked.push({ commune, score });
    }
    // Stable sort: equal scores keep the population order.
    ranked.sort((a, b) => b.score - a.score);
    for (const { commune, score } of ranked.slice(0, limit)) addresses.push(this.#address(commune, postcode ?? (commune.postcodes[0] as string), score));
    return Promise.resolve({ addresses, source: 'communes' });
  }
}

/** The part of a GeoCodeJSON feature the adapter reads (see PROVIDERS.md « French address search »). */
const geoCodeFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    label: z.string(),
    score: z.number(),
    type: z.string(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    name: z.string().optional(),
    postcode: z.string().optional(),
    citycode: z.string().optional(),
    city: z.string().optional(),
    context: z.string().optional(),
  }),
});
const geoCodeCollectionSchema = z.object({ features: z.array(z.unknown()) });

/** One GeoCodeJSON feature → an address, or null when it lacks what a property needs (postcode, INSEE code). */
export function addressOfFeature(feature: unknown): Address | null {
  const parsed = geoCodeFeatureSchema.safeParse(feature);
  if (!parsed.success) return null;
  const { properties: p, geometry } = parsed.data;
  const type = p.type === 'housenumber' || p.type === 'street' || p.type === 'locality' || p.type === 'municipality' ? p.type : null;
  if (type === null) return null;
  const candidate = {
    label: p.label,
    latitude: geometry.coordinates[1],
    longitude: geometry.coordinates[0],
    city: p.city ?? p.name ?? '',
    postcode: p.postcode ?? '',
    inseeCode: p.citycode ?? '',
    score: Math.min(1, Math.max(0, p.score)),
    type,
    housenumber: p.housenumber ?? null,
    street: p.street ?? (type === 'street' || type === 'locality' ? (p.name ?? null) : null),
    context: p.context ?? '',
  };
  const result = addressSchema.safeParse(candidate);
  return result.success ? result.data : null;
}

/**
 * The IGN Géoplateforme geocoder, `GET {base}/search?q=…&limit=…` answering GeoCodeJSON. A failure (network,
 * status, timeout, unreadable body) answers from `fallback` rather than failing the saver's typing.
 */
export class GeoplateformeAddressSearch implements AddressSearch {
  constructor(
    private readonly baseUrl: string,
    private readonly fallback: AddressSearch,
    private readonly timeoutMs = 3000,
  ) {}

  async search(query: string, limit: number): Promise<AddressSearchResult> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/search`);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) return await this.fallback.search(query, limit);
      const body = geoCodeCollectionSchema.safeParse(await response.json());
      if (!body.success) return await this.fallback.search(query, limit);
      const addresses = body.data.features.map(addressOfFeature).filter((address): address is Address => address !== null);
      return { addresses: addresses.slice(0, limit), source: 'geoplateforme' };
    } catch {
      return this.fallback.search(query, limit);
    }
  }
}

export const GEOPLATEFORME_URL = 'https://data.geopf.fr/geocodage';

const searches = new Map<string, AddressSearch>();

/** The adapter the configuration names, built once per root and choice. */
export function addressSearchFor(root: string, adapter: 'communes' | 'geoplateforme', url: string = GEOPLATEFORME_URL): AddressSearch {
  const id = `${root}|${adapter}|${url}`;
  let search = searches.get(id);
  if (!search) {
    const communes = CommunesAddressSearch.load(root);
    search = adapter === 'geoplateforme' ? new GeoplateformeAddressSearch(url, communes) : communes;
    searches.set(id, search);
  }
  return search;
}
