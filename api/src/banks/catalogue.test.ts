import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bankSchema,
  bankWithContractsSchema,
  contractProductSchema,
  CONTRACT_KINDS,
  SUPPORTED_SAVINGS_KIND_DETAILS,
} from '@patrimo/shared';
import { BADGE_PALETTE, contrastWithWhite, initialsOf } from './badge';
import {
  filterProducts,
  findInstitution,
  findProduct,
  INSTITUTIONS,
  searchInstitutions,
  stableUuid,
  toBank,
  toBankWithContracts,
  type InstitutionKind,
} from './catalogue';
import { PRODUCTS } from './products';
import { matchesSearch, normaliseSearchText } from '@patrimo/shared';
import { slugify } from './text';

function countByKind(): Record<InstitutionKind, number> {
  const counts: Record<InstitutionKind, number> = { retail_bank: 0, online_bank: 0, insurer: 0, broker: 0, employee_savings: 0 };
  for (const institution of INSTITUTIONS) counts[institution.kind] += 1;
  return counts;
}

describe('the institutions catalogue', () => {
  it('holds at least 120 institutions, of every kind', () => {
    expect(INSTITUTIONS.length).toBeGreaterThanOrEqual(120);
    const counts = countByKind();
    expect(counts.retail_bank).toBeGreaterThanOrEqual(60);
    expect(counts.online_bank).toBeGreaterThanOrEqual(10);
    expect(counts.insurer).toBeGreaterThanOrEqual(15);
    expect(counts.broker).toBeGreaterThanOrEqual(5);
    expect(counts.employee_savings).toBeGreaterThanOrEqual(5);
  });

  it('has unique ids and names, ids being slugs of the names', () => {
    const ids = INSTITUTIONS.map((institution) => institution.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(INSTITUTIONS.map((institution) => normaliseSearchText(institution.name))).size).toBe(INSTITUTIONS.length);
    for (const institution of INSTITUTIONS) {
      expect(institution.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(institution.id).toBe(slugify(institution.name));
    }
  });

  it('lists the regional networks and the names the issue asks for', () => {
    const names = new Set(INSTITUTIONS.map((institution) => institution.name));
    for (const name of [
      'BNP Paribas',
      'Société Générale',
      'LCL',
      'CIC',
      'La Banque Postale',
      'BoursoBank',
      'Fortuneo',
      'Hello bank!',
      'BforBank',
      'Monabanq',
      'Shine',
      'Qonto',
      'N26',
      'Revolut',
      'AXA',
      'Generali',
      'Allianz',
      'Swiss Life',
      'MACIF',
      'MAIF',
      'MATMUT',
      'Groupama',
      'AG2R La Mondiale',
      'Predica',
      'CNP Assurances',
      'Spirica',
      'Suravenir',
      'Linxea',
      'Placement-direct',
      'Bourse Direct',
      'Saxo Banque',
      'DEGIRO',
      'Trade Republic',
      'Interactive Brokers',
      'Amundi Épargne Salariale et Retraite',
      'Natixis Interépargne',
      'Epsens',
      'Eres',
      'Inter Expansion',
    ]) {
      expect(names).toContain(name);
    }
    const network = (name: string) => INSTITUTIONS.filter((institution) => institution.network === name).length;
    expect(network('Crédit Agricole')).toBe(39);
    expect(network('Caisse d’Épargne')).toBe(15);
    expect(network('Banque Populaire')).toBeGreaterThanOrEqual(12);
    expect(network('Crédit Mutuel')).toBeGreaterThanOrEqual(15);
  });

  it('gives every institution a login form whose fields are all required, in French, with unique names', () => {
    for (const institution of INSTITUTIONS) {
      expect(institution.fields.length).toBeGreaterThanOrEqual(1);
      expect(institution.fields.some((field) => field.type === 'password')).toBe(true);
      const names = institution.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      for (const field of institution.fields) {
        expect(field.required).toBe(true);
        expect(field.label).toMatch(/^[A-ZÉ]/);
        if (field.type === 'list') expect(field.values.length).toBeGreaterThanOrEqual(2);
        else expect(field.values).toEqual([]);
      }
    }
  });

  it('uses the form shapes the sandbox offers: date and list fields included', () => {
    const types = new Set(INSTITUTIONS.flatMap((institution) => institution.fields.map((field) => field.type)));
    expect([...types].sort()).toEqual(['date', 'list', 'password', 'text']);
    const space = findInstitution('caisse-d-epargne-ile-de-france')?.fields.find((field) => field.type === 'list');
    expect(space).toEqual({
      name: 'space',
      label: 'Type d’espace',
      type: 'list',
      required: true,
      values: [
        { value: 'particuliers', label: 'Particuliers' },
        { value: 'professionnels', label: 'Professionnels' },
      ],
    });
    expect(findInstitution('natixis-interepargne')?.fields.map((field) => field.label)).toEqual(['Identifiant', 'Mot de passe', 'Date de naissance']);
    expect(findInstitution('bnp-paribas')?.fields.map((field) => field.label)).toEqual(['Numéro client', 'Code secret']);
  });

  it('draws every institution as 1 to 3 capital letters on a colour readable under white text', () => {
    for (const institution of INSTITUTIONS) {
      expect(institution.initials).toMatch(/^[A-Z]{1,3}$/);
      expect(institution.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(institution.colour)).toBeGreaterThanOrEqual(4.5);
    }
    for (const colour of BADGE_PALETTE) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes initials from the meaningful words, keeping short acronyms', () => {
    expect(initialsOf('BNP Paribas')).toBe('BNP');
    expect(initialsOf('LCL')).toBe('LCL');
    expect(initialsOf('Société Générale')).toBe('SG');
    expect(initialsOf('Caisse d’Épargne Île-de-France')).toBe('CE');
    expect(initialsOf('La Banque Postale')).toBe('BP');
    expect(initialsOf('Fortuneo')).toBe('F');
    expect(initialsOf('N26')).toBe('N');
  });

  it('colours the regional banks of a network alike, and every other institution the same on every run', () => {
    const creditAgricole = INSTITUTIONS.filter((institution) => institution.network === 'Crédit Agricole');
    expect(new Set(creditAgricole.map((institution) => institution.colour)).size).toBe(1);
    expect(new Set(creditAgricole.map((institution) => institution.initials))).toEqual(new Set(['CA']));
    // Pinned: a hash of the id, not of the run or of the position in the list.
    expect(findInstitution('fortuneo')?.colour).toBe('#1d3f8f');
    expect(findInstitution('societe-generale')?.colour).toBe('#6a1b9a');
  });

  it('lists institutions in French alphabetical order', () => {
    const names = INSTITUTIONS.map((institution) => institution.name);
    const sorted = [...names].sort(new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare);
    expect(names).toEqual(sorted);
  });
});

describe('searching institutions', () => {
  it('finds « Société Générale » from « societe gen », whatever the case and accents', () => {
    expect(searchInstitutions('societe gen').map((institution) => institution.name)).toContain('Société Générale');
    expect(searchInstitutions('SOCIÉTÉ GÉNÉRALE')[0]?.name).toBe('Société Générale');
    expect(searchInstitutions('gen soc').map((institution) => institution.name)).toContain('Société Générale');
  });

  it('finds a network’s regional banks from the network name, and regional banks by region', () => {
    expect(searchInstitutions('credit agricole')).toHaveLength(39);
    expect(searchInstitutions('caisse epargne ile de france').map((institution) => institution.id)).toEqual(['caisse-d-epargne-ile-de-france']);
    expect(searchInstitutions("caisse d'epargne normandie").map((institution) => institution.id)).toEqual(['caisse-d-epargne-normandie']);
  });

  it('finds an institution by a former name', () => {
    expect(searchInstitutions('boursorama').map((institution) => institution.id)).toEqual(['boursobank']);
    expect(searchInstitutions('hsbc').map((institution) => institution.id)).toEqual(['ccf']);
  });

  it('puts names starting with the query first', () => {
    const results = searchInstitutions('bnp');
    expect(results[0]?.name).toBe('BNP Paribas');
    expect(results.map((institution) => institution.id)).toEqual(['bnp-paribas', 'bnp-paribas-cardif', 'bnp-paribas-epargne-retraite-entreprises']);
  });

  it('returns everything for an empty query and nothing for an unknown name', () => {
    expect(searchInstitutions('   ')).toHaveLength(INSTITUTIONS.length);
    expect(searchInstitutions('banque de nulle part')).toEqual([]);
  });

  it('matches words as prefixes only', () => {
    expect(matchesSearch('nerale', ['Société Générale'])).toBe(false);
    expect(matchesSearch('gén', ['Société Générale'])).toBe(true);
  });
});

describe('the product catalogue', () => {
  const products = INSTITUTIONS.flatMap((institution) => institution.products.map((item) => item.product));

  it('gives every institution products that match the contract’s schema', () => {
    for (const institution of INSTITUTIONS) {
      expect(institution.products.length).toBeGreaterThanOrEqual(1);
      expect(bankSchema.parse(toBank(institution))).toEqual(toBank(institution));
      expect(bankWithContractsSchema.safeParse(toBankWithContracts(institution)).success).toBe(true);
      for (const { product } of institution.products) {
        expect(contractProductSchema.safeParse(product).success).toBe(true);
        expect(product.bankId).toBe(institution.id);
        expect(product.bankName).toBe(institution.name);
      }
    }
  });

  it('has unique ids and public addresses, stable from one run to the next', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.url)).size).toBe(products.length);
    expect(findProduct('bnp-paribas-livret-a')?.id).toBe(stableUuid('bnp-paribas/livret-a'));
    expect(stableUuid('bnp-paribas/livret-a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sells what each kind of institution sells', () => {
    const kindsOf = (id: string) => new Set(findInstitution(id)?.products.map((item) => item.product.kind));
    expect([...kindsOf('credit-agricole-aquitaine')]).toEqual(expect.arrayContaining(['checking', 'card', 'deposit', 'savings', 'lifeinsurance', 'pea', 'market', 'loan']));
    expect([...kindsOf('axa')]).toEqual(expect.arrayContaining(['lifeinsurance', 'capitalisation']));
    expect(kindsOf('axa').has('checking')).toBe(false);
    expect([...kindsOf('degiro')]).toEqual(['market']);
    expect([...kindsOf('bourse-direct')]).toEqual(expect.arrayContaining(['market', 'pea']));
    expect([...kindsOf('natixis-interepargne')]).toEqual(expect.arrayContaining(['pee', 'perco']));
    expect(kindsOf('n26').has('lifeinsurance')).toBe(false);
  });

  it('names the regulated savings with their kindDetail, all supported (spec §3)', () => {
    const savings = findInstitution('la-banque-postale')?.products.filter((item) => item.product.kind === 'savings') ?? [];
    const details = savings.map((item) => item.kindDetail);
    expect(details).toEqual(expect.arrayContaining([...SUPPORTED_SAVINGS_KIND_DETAILS]));
    expect(savings.find((item) => item.kindDetail === 'livret_a')?.product.name).toBe('Livret A');
    for (const product of products) expect(CONTRACT_KINDS).toContain(product.kind);
  });

  it('states the regulated caps of shared/data/savings', () => {
    const file = path.resolve(__dirname, '../../../../shared/data/savings/regulated-savings.json');
    if (!existsSync(file)) return;
    const caps = (JSON.parse(readFileSync(file, 'utf8')) as { caps_eur: Record<string, number> }).caps_eur;
    const euros = (value: number | undefined) => `${value ?? NaN}€`;
    const compact = (text: string) => text.replace(/\s/g, '');
    expect(compact(PRODUCTS.livretA.description)).toContain(euros(caps.livret_a));
    expect(compact(PRODUCTS.ldds.description)).toContain(euros(caps.ldd));
    expect(compact(PRODUCTS.lep.description)).toContain(euros(caps.lep));
    expect(compact(PRODUCTS.livretJeune.description)).toContain(euros(caps.livret_jeune));
    expect(compact(PRODUCTS.pel.description)).toContain(euros(caps.pel));
    expect(compact(PRODUCTS.cel.description)).toContain(euros(caps.cel));
  });

  it('filters by institution, kind and words of the product or institution name', () => {
    expect(filterProducts({ bankId: 'axa' }).every((product) => product.bankId === 'axa')).toBe(true);
    expect(filterProducts({ kind: 'pee' }).length).toBe(INSTITUTIONS.filter((institution) => institution.kind === 'employee_savings').length);
    expect(filterProducts({ q: 'assurance vie axa' }).map((product) => product.url)).toEqual(['axa-assurance-vie']);
    expect(filterProducts({ q: 'livret a postale' }).map((product) => product.url)).toEqual(['la-banque-postale-livret-a']);
    expect(filterProducts({ bankId: 'inconnue' })).toEqual([]);
    expect(filterProducts({}).length).toBe(products.length);
  });
});
