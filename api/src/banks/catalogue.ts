import { createHash } from 'node:crypto';
import type { Bank, BankField, BankWithContracts, ContractKind, ContractProduct, KindDetail } from '@patrimo/shared';
import { initialsOf, paletteColour } from './badge';
import { PRODUCTS, PRODUCT_RANGES, type ProductKey, type ProductRange } from './products';
import { matchesSearch, normaliseSearchText } from '@patrimo/shared';
import { slugify } from './text';

/**
 * The institutions catalogue of the sandbox aggregation provider (issue 4): French institutions under their
 * real names — retail banks with their regional networks, online banks, insurers and life-insurance
 * distributors, brokers, employee-savings keepers — each with the login form the saver fills in and the
 * products it sells. It is typed data rather than a table: it ships with the code, ids are slugs of the
 * names and product ids are derived from them, so both stay stable across restarts and databases (a saver's
 * contract keeps pointing at its catalogue product, spec §3 `infos.contractId`).
 *
 * The login forms are the sandbox's models of the usual shapes of French login pages (identifier and
 * password, client number and secret code, a customer-space choice, a birth date); they are not copies of
 * each institution's page. Product ranges are typical of each kind of institution (see `PRODUCT_RANGES`).
 */

/** What kind of institution it is; the saver's search groups by it. */
export type InstitutionKind = 'retail_bank' | 'online_bank' | 'insurer' | 'broker' | 'employee_savings';

/** French labels of the kinds, in the order the catalogue lists them. */
export const INSTITUTION_KIND_LABELS: Readonly<Record<InstitutionKind, string>> = {
  retail_bank: 'Banques de réseau',
  online_bank: 'Banques en ligne et néobanques',
  insurer: 'Assureurs et assurance vie',
  broker: 'Courtiers en bourse',
  employee_savings: 'Épargne salariale',
};

/** One product an institution sells, with what the wire product lacks (kindDetail, the template key). */
export interface CatalogueProduct {
  product: ContractProduct;
  key: ProductKey;
  kindDetail: KindDetail | null;
}

/** An institution of the catalogue. */
export interface Institution {
  /** Slug of the name, e.g. `credit-agricole-alpes-provence`; the `bankId` of the contract. */
  id: string;
  name: string;
  kind: InstitutionKind;
  /** The banking network of a regional bank (« Crédit Agricole »), null for a stand-alone brand. */
  network: string | null;
  /** Other names savers know it by (a former name, a group name), used only by the search. */
  aliases: readonly string[];
  /** The badge's letters (1 to 3 capitals). */
  initials: string;
  /** The badge's background, `#rrggbb`, readable under white letters. */
  colour: string;
  /** The login form; every field required (spec §5 "All bank fields required"). */
  fields: readonly BankField[];
  products: readonly CatalogueProduct[];
}

// ---------------------------------------------------------------------------------------------------------
// Login forms

function textField(name: string, label: string): BankField {
  return { name, label, type: 'text', required: true, values: [] };
}

function passwordField(label: string): BankField {
  return { name: 'password', label, type: 'password', required: true, values: [] };
}

const birthdateField: BankField = { name: 'birthdate', label: 'Date de naissance', type: 'date', required: true, values: [] };

const spaceField: BankField = {
  name: 'space',
  label: 'Type d’espace',
  type: 'list',
  required: true,
  values: [
    { value: 'particuliers', label: 'Particuliers' },
    { value: 'professionnels', label: 'Professionnels' },
  ],
};

/** The login forms of the sandbox, by shape. */
export const LOGIN_FORMS = {
  /** « Identifiant » and « Mot de passe », the most common shape. */
  login: [textField('login', 'Identifiant'), passwordField('Mot de passe')],
  /** A client number and a secret code. */
  clientNumber: [textField('login', 'Numéro client'), passwordField('Code secret')],
  /** An identifier and a numeric personal code. */
  personalCode: [textField('login', 'Identifiant'), passwordField('Code personnel')],
  /** The customer space first (personal or business), then the identifiers. */
  space: [spaceField, textField('login', 'Identifiant'), passwordField('Mot de passe')],
  /** An e-mail address as identifier. */
  email: [textField('login', 'Adresse e-mail'), passwordField('Mot de passe')],
  /** Identifiers plus the saver's birth date. */
  birthdate: [textField('login', 'Identifiant'), passwordField('Mot de passe'), birthdateField],
} as const satisfies Record<string, readonly BankField[]>;

/** Key of a login-form shape, e.g. `clientNumber`. */
export type LoginForm = keyof typeof LOGIN_FORMS;

// ---------------------------------------------------------------------------------------------------------
// Entries

interface Entry {
  name: string;
  kind: InstitutionKind;
  range: ProductRange;
  form: LoginForm;
  network?: string;
  aliases?: readonly string[];
}

/** Badge colours of the networks, so that a network's regional banks are recognisable at a glance. */
const NETWORK_COLOURS: Readonly<Record<string, string>> = {
  'Crédit Agricole': '#00704a',
  'Caisse d’Épargne': '#b0102a',
  'Banque Populaire': '#1a3d8f',
  'Crédit Mutuel': '#0b5394',
};

function regional(network: string, names: readonly string[], form: LoginForm): Entry[] {
  return names.map((name) => ({ name, kind: 'retail_bank', range: 'retail', form, network }));
}

function group(kind: InstitutionKind, range: ProductRange, form: LoginForm, names: readonly (string | [string, readonly string[]])[]): Entry[] {
  return names.map((item) =>
    typeof item === 'string' ? { name: item, kind, range, form } : { name: item[0], kind, range, form, aliases: item[1] },
  );
}

const ENTRIES: readonly Entry[] = [
  // Retail banks, national brands.
  ...group('retail_bank', 'retail', 'clientNumber', ['BNP Paribas', 'Société Générale']),
  ...group('retail_bank', 'retail', 'personalCode', [['LCL', ['Crédit Lyonnais']]]),
  ...group('retail_bank', 'retail', 'space', ['CIC']),
  ...group('retail_bank', 'retail', 'login', [
    'La Banque Postale',
    // The French retail network of HSBC took the CCF name on 1 January 2024.
    ['CCF', ['HSBC France']],
    'Crédit Coopératif',
    'Banque Palatine',
    'Banque Transatlantique',
    'Milleis Banque',
    'Neuflize OBC',
    'Banque BCP',
  ]),
  // Crédit Agricole: the regional banks (caisses régionales).
  ...regional(
    'Crédit Agricole',
    [
      'Crédit Agricole Alpes Provence',
      'Crédit Agricole Alsace Vosges',
      'Crédit Agricole Anjou et Maine',
      'Crédit Agricole Aquitaine',
      'Crédit Agricole Atlantique Vendée',
      'Crédit Agricole Brie Picardie',
      'Crédit Agricole Centre-Est',
      'Crédit Agricole Centre France',
      'Crédit Agricole Centre Loire',
      'Crédit Agricole Centre Ouest',
      'Crédit Agricole Champagne-Bourgogne',
      'Crédit Agricole Charente-Maritime Deux-Sèvres',
      'Crédit Agricole Charente-Périgord',
      'Crédit Agricole Corse',
      'Crédit Agricole Côtes d’Armor',
      'Crédit Agricole des Savoie',
      'Crédit Agricole Finistère',
      'Crédit Agricole Franche-Comté',
      'Crédit Agricole Guadeloupe',
      'Crédit Agricole Ille-et-Vilaine',
      'Crédit Agricole Languedoc',
      'Crédit Agricole Loire Haute-Loire',
      'Crédit Agricole Lorraine',
      'Crédit Agricole Martinique-Guyane',
      'Crédit Agricole Morbihan',
      'Crédit Agricole Nord de France',
      'Crédit Agricole Nord Est',
      'Crédit Agricole Nord Midi-Pyrénées',
      'Crédit Agricole Normandie',
      'Crédit Agricole Normandie-Seine',
      'Crédit Agricole Paris et Île-de-France',
      'Crédit Agricole Provence Côte d’Azur',
      'Crédit Agricole Pyrénées Gascogne',
      'Crédit Agricole de la Réunion',
      'Crédit Agricole Sud Méditerranée',
      'Crédit Agricole Sud Rhône Alpes',
      'Crédit Agricole Toulouse 31',
      'Crédit Agricole Touraine Poitou',
      'Crédit Agricole Val de France',
    ],
    'personalCode',
  ),
  // Caisse d'Épargne: the regional banks.
  ...regional(
    'Caisse d’Épargne',
    [
      'Caisse d’Épargne Aquitaine Poitou-Charentes',
      'Caisse d’Épargne Auvergne et Limousin',
      'Caisse d’Épargne Bourgogne Franche-Comté',
      'Caisse d’Épargne Bretagne-Pays de Loire',
      'Caisse d’Épargne Côte d’Azur',
      'Caisse d’Épargne Grand Est Europe',
      'Caisse d’Épargne Hauts de France',
      'Caisse d’Épargne Île-de-France',
      'Caisse d’Épargne Languedoc-Roussillon',
      'Caisse d’Épargne Loire-Centre',
      'Caisse d’Épargne Loire Drôme Ardèche',
      'Caisse d’Épargne Normandie',
      'Caisse d’Épargne Occitanie',
      'Caisse d’Épargne Provence-Alpes-Corse',
      'Caisse d’Épargne Rhône Alpes',
    ],
    'space',
  ),
  // Banque Populaire: the regional banks, BRED and CASDEN.
  ...regional(
    'Banque Populaire',
    [
      'Banque Populaire Alsace Lorraine Champagne',
      'Banque Populaire Aquitaine Centre Atlantique',
      'Banque Populaire Auvergne Rhône Alpes',
      'Banque Populaire Bourgogne Franche-Comté',
      'Banque Populaire Grand Ouest',
      'Banque Populaire Méditerranée',
      'Banque Populaire du Nord',
      'Banque Populaire Occitane',
      'Banque Populaire Rives de Paris',
      'Banque Populaire du Sud',
      'Banque Populaire Val de France',
      'BRED Banque Populaire',
      'CASDEN Banque Populaire',
    ],
    'space',
  ),
  // Crédit Mutuel: the federations.
  ...regional(
    'Crédit Mutuel',
    [
      'Crédit Mutuel Centre Est Europe',
      'Crédit Mutuel Sud-Est',
      'Crédit Mutuel Île-de-France',
      'Crédit Mutuel Savoie-Mont Blanc',
      'Crédit Mutuel Midi-Atlantique',
      'Crédit Mutuel Loire-Atlantique et Centre-Ouest',
      'Crédit Mutuel du Centre',
      'Crédit Mutuel Normandie',
      'Crédit Mutuel Dauphiné-Vivarais',
      'Crédit Mutuel Méditerranéen',
      'Crédit Mutuel Anjou',
      'Crédit Mutuel Massif Central',
      'Crédit Mutuel Antilles-Guyane',
      'Crédit Mutuel Nord Europe',
      'Crédit Mutuel Maine-Anjou Basse-Normandie',
      'Crédit Mutuel Océan',
      'Crédit Mutuel de Bretagne',
      'Crédit Mutuel du Sud-Ouest',
    ],
    'space',
  ),
  // Online banks and mobile-first accounts.
  ...group('online_bank', 'onlineFull', 'login', [['BoursoBank', ['Boursorama Banque']], 'Fortuneo', 'BforBank']),
  ...group('online_bank', 'onlineEveryday', 'clientNumber', ['Hello bank!']),
  ...group('online_bank', 'onlineEveryday', 'login', ['Monabanq']),
  ...group('online_bank', 'neobank', 'email', ['N26', 'Revolut', 'Nickel', ['Sumeria', ['Lydia']], 'Helios', 'Green-Got', 'bunq']),
  ...group('online_bank', 'businessNeobank', 'email', ['Qonto', 'Shine', 'Manager.one', 'Memo Bank']),
  // Insurers and life-insurance distributors.
  ...group('insurer', 'insuranceGroup', 'login', [
    'AXA',
    'Generali',
    'Allianz',
    'Swiss Life',
    'AG2R La Mondiale',
    'Groupama',
    'CNP Assurances',
    ['Abeille Assurances', ['Aviva']],
    'Apicil',
  ]),
  ...group('insurer', 'lifeInsurer', 'login', [
    'BNP Paribas Cardif',
    'Predica',
    'Sogecap',
    'Assurances du Crédit Mutuel',
    'Suravenir',
    'Spirica',
    'Oradéa Vie',
    'MACIF',
    'MAIF',
    'MATMUT',
    'MMA',
    'GMF',
    'MACSF',
    'Carac',
    'Afer',
    'Linxea',
    'Placement-direct',
    'Altaprofits',
    'Meilleurtaux Placement',
    'Yomoni',
    'Nalo',
    'Ramify',
    'Goodvest',
  ]),
  // Brokers.
  ...group('broker', 'brokerWithPea', 'login', ['Bourse Direct', ['Saxo Banque', ['Saxo Bank']], 'EasyBourse']),
  ...group('broker', 'broker', 'login', [
    'DEGIRO',
    'Trade Republic',
    'Interactive Brokers',
    'Lynx',
    'XTB',
    'eToro',
    'Scalable Capital',
    'Swissquote',
  ]),
  // Employee-savings keepers.
  ...group('employee_savings', 'employeeSavings', 'birthdate', [
    ['Amundi Épargne Salariale et Retraite', ['Amundi ESR']],
    'Natixis Interépargne',
    'Epsens',
    'Eres',
    'Inter Expansion',
    'BNP Paribas Épargne & Retraite Entreprises',
    'Crédit Mutuel Épargne Salariale',
    ['Esalia', ['Société Générale Épargne Salariale']],
    'Fongepar',
    'Groupama Épargne Salariale',
  ]),
];

// ---------------------------------------------------------------------------------------------------------
// Building

/**
 * A name-based (version 5 style) UUID: the contract's product ids are UUIDs, and a catalogue in code has
 * no database sequence, so the id is a hash of what identifies the product. Same input, same id, forever.
 */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1').update(`patrimo:catalogue:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function buildInstitution(entry: Entry): Institution {
  const id = slugify(entry.name);
  const network = entry.network ?? null;
  const products = PRODUCT_RANGES[entry.range].map((key): CatalogueProduct => {
    const template = PRODUCTS[key];
    return {
      key,
      kindDetail: template.kindDetail,
      product: {
        id: stableUuid(`${id}/${template.slug}`),
        url: `${id}-${template.slug}`,
        name: template.name,
        bankId: id,
        bankName: entry.name,
        kind: template.kind,
        description: template.description,
        fees: [],
        minimumDeposit: null,
        euroFundRate: null,
        // The units of account offered are the fund universe's business (GET /investments?contract_id=…).
        investmentsCount: 0,
        published: true,
      },
    };
  });
  return {
    id,
    name: entry.name,
    kind: entry.kind,
    network,
    aliases: entry.aliases ?? [],
    initials: initialsOf(entry.name),
    colour: (network !== null ? NETWORK_COLOURS[network] : undefined) ?? paletteColour(id),
    fields: LOGIN_FORMS[entry.form],
    products,
  };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Every institution, in French alphabetical order of name. */
export const INSTITUTIONS: readonly Institution[] = ENTRIES.map(buildInstitution).sort((a, b) => collator.compare(a.name, b.name));

const byId = new Map(INSTITUTIONS.map((institution) => [institution.id, institution]));
const allProducts: readonly ContractProduct[] = INSTITUTIONS.flatMap((institution) => institution.products.map((item) => item.product));
const productsByIdOrUrl = new Map<string, ContractProduct>(allProducts.flatMap((product) => [[product.id, product] as const, [product.url, product] as const]));

/** The institution with this id, or undefined. */
export function findInstitution(id: string): Institution | undefined {
  return byId.get(id);
}

/**
 * Institutions whose name, network or former names contain every word typed, each as the start of a word
 * (case, accents, punctuation and word order ignored). Names starting with the query come first, then the
 * alphabetical order.
 */
export function searchInstitutions(query: string): Institution[] {
  const head = normaliseSearchText(query);
  const matches = INSTITUTIONS.filter((institution) =>
    matchesSearch(query, [institution.name, ...(institution.network ? [institution.network] : []), ...institution.aliases]),
  );
  const rank = (institution: Institution): number => (normaliseSearchText(institution.name).startsWith(head) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

/** The institution as GET /banks answers it. No logo: clients draw the badge (initials and colour, see `badge.ts`). */
export function toBank(institution: Institution): Bank {
  return {
    id: institution.id,
    name: institution.name,
    logoUrl: null,
    kind: institution.kind,
    aliases: [...(institution.network ? [institution.network] : []), ...institution.aliases],
    initials: institution.initials,
    color: institution.colour,
    fields: institution.fields.map((field) => ({ ...field, values: [...field.values] })),
  };
}

/** The institution with its products, as GET /banks/{id} answers it. */
export function toBankWithContracts(institution: Institution): BankWithContracts {
  return { ...toBank(institution), contracts: institution.products.map((item) => item.product) };
}

/** A catalogue product by its UUID or by its public address (`/contrats/{url}`). */
export function findProduct(idOrUrl: string): ContractProduct | undefined {
  return productsByIdOrUrl.get(idOrUrl);
}

/** Filters of the product catalogue (GET /contracts). */
export interface ProductFilter {
  bankId?: string | undefined;
  kind?: ContractKind | undefined;
  /** Words to find in the product's or the institution's name. */
  q?: string | undefined;
}

/** Whether a product passes every filter given (institution, kind, words of its or its institution's name). */
export function productMatches(product: ContractProduct, filter: ProductFilter): boolean {
  return (
    (filter.bankId === undefined || product.bankId === filter.bankId) &&
    (filter.kind === undefined || product.kind === filter.kind) &&
    (filter.q === undefined || matchesSearch(filter.q, [product.name, product.bankName, ...(findInstitution(product.bankId)?.aliases ?? [])]))
  );
}

/** Catalogue products matching every filter given, institutions in alphabetical order, products in range order. */
export function filterProducts(filter: ProductFilter): ContractProduct[] {
  return allProducts.filter((product) => productMatches(product, filter));
}
