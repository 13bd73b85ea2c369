import type { ContractKind, KindDetail } from '@patrimo/shared';

/**
 * The generic products institutions sell (the product catalogue behind GET /contracts and
 * GET /banks/{id}/contracts). Names are the generic French names of the products (« Livret A », « PEA »),
 * never invented commercial names; descriptions state only what the law or the product type itself says
 * (caps of regulated savings, the PEA ceiling, the PERCO closing date). Fees, minimum deposits and euro-fund
 * rates differ per institution and are left empty rather than guessed.
 */

/** One product template; an institution's product is the template plus the institution. */
export interface ProductTemplate {
  /** Slug of the product, unique within an institution; part of the public address `/contrats/{url}`. */
  slug: string;
  name: string;
  kind: ContractKind;
  /** Which savings product or loan type, as the spec's kindDetail (the wire product has no such field). */
  kindDetail: KindDetail | null;
  description: string;
}

/**
 * Every product template, by key. The caps are those of `shared/data/savings/regulated-savings.json`
 * (the catalogue's tests check them against the file).
 */
export const PRODUCTS = {
  checking: {
    slug: 'compte-courant',
    name: 'Compte courant',
    kind: 'checking',
    kindDetail: null,
    description: 'Compte de dépôt à vue pour les opérations courantes.',
  },
  proChecking: {
    slug: 'compte-courant-professionnel',
    name: 'Compte courant professionnel',
    kind: 'checking',
    kindDetail: null,
    description: 'Compte de dépôt à vue pour l’activité d’une entreprise ou d’un indépendant.',
  },
  deferredCard: {
    slug: 'carte-debit-differe',
    name: 'Carte à débit différé',
    kind: 'card',
    kindDetail: null,
    description: 'Carte bancaire dont les paiements du mois sont débités en une fois sur le compte courant.',
  },
  termDeposit: {
    slug: 'compte-a-terme',
    name: 'Compte à terme',
    kind: 'deposit',
    kindDetail: null,
    description: 'Somme placée pour une durée fixée à l’avance, à un taux connu à l’ouverture.',
  },
  livretA: {
    slug: 'livret-a',
    name: 'Livret A',
    kind: 'savings',
    kindDetail: 'livret_a',
    description: 'Livret d’épargne réglementé, plafonné à 22 950 € de versements ; intérêts exonérés d’impôt et de prélèvements sociaux.',
  },
  ldds: {
    slug: 'ldds',
    name: 'Livret de développement durable et solidaire (LDDS)',
    kind: 'savings',
    kindDetail: 'ldd',
    description: 'Livret d’épargne réglementé, plafonné à 12 000 € de versements, au même taux que le Livret A.',
  },
  lep: {
    slug: 'lep',
    name: 'Livret d’épargne populaire (LEP)',
    kind: 'savings',
    kindDetail: 'lep',
    description: 'Livret d’épargne réglementé réservé aux foyers sous un plafond de revenus, plafonné à 10 000 € de versements.',
  },
  livretJeune: {
    slug: 'livret-jeune',
    name: 'Livret Jeune',
    kind: 'savings',
    kindDetail: 'livret_jeune',
    description: 'Livret d’épargne réservé aux 12-25 ans, plafonné à 1 600 € de versements.',
  },
  pel: {
    slug: 'pel',
    name: 'Plan d’épargne logement (PEL)',
    kind: 'savings',
    kindDetail: 'pel',
    description: 'Épargne logement à versements réguliers, plafonnée à 61 200 €, au taux fixé à l’ouverture.',
  },
  cel: {
    slug: 'cel',
    name: 'Compte épargne logement (CEL)',
    kind: 'savings',
    kindDetail: 'cel',
    description: 'Épargne logement disponible, plafonnée à 15 300 € de versements.',
  },
  bookletSavings: {
    slug: 'livret-epargne',
    name: 'Livret d’épargne',
    kind: 'savings',
    kindDetail: 'livret',
    description: 'Livret bancaire non réglementé, au taux fixé par l’établissement, dont les intérêts sont imposables.',
  },
  lifeInsurance: {
    slug: 'assurance-vie',
    name: 'Assurance vie',
    kind: 'lifeinsurance',
    kindDetail: null,
    description: 'Contrat d’assurance vie multisupport : fonds en euros et unités de compte.',
  },
  capitalisation: {
    slug: 'contrat-de-capitalisation',
    name: 'Contrat de capitalisation',
    kind: 'capitalisation',
    kindDetail: null,
    description: 'Contrat d’épargne proche de l’assurance vie, transmissible de son vivant et sans clause bénéficiaire.',
  },
  pea: {
    slug: 'pea',
    name: 'Plan d’épargne en actions (PEA)',
    kind: 'pea',
    kindDetail: null,
    description: 'Enveloppe d’actions européennes, versements plafonnés à 150 000 €, fiscalité allégée après cinq ans.',
  },
  peaPme: {
    slug: 'pea-pme',
    name: 'PEA-PME',
    kind: 'pea',
    kindDetail: null,
    description: 'PEA dédié aux petites et moyennes entreprises ; versements plafonnés à 225 000 € avec ceux du PEA.',
  },
  securities: {
    slug: 'compte-titres',
    name: 'Compte-titres ordinaire',
    kind: 'market',
    kindDetail: null,
    description: 'Compte pour détenir actions, obligations, fonds et ETF de tous pays, sans plafond de versements.',
  },
  // The contract kinds predate the 2019 PACTE law: the individual PER follows the PERP, whose kind it takes.
  perIndividual: {
    slug: 'per-individuel',
    name: 'Plan d’épargne retraite individuel (PER)',
    kind: 'perp',
    kindDetail: null,
    description: 'Épargne bloquée jusqu’à la retraite, sauf cas de déblocage anticipé ; versements déductibles du revenu imposable.',
  },
  perMandatory: {
    slug: 'per-obligatoire',
    name: 'Plan d’épargne retraite obligatoire (PERO)',
    kind: 'article83',
    kindDetail: null,
    description: 'Épargne retraite d’entreprise à adhésion obligatoire, qui succède aux contrats « article 83 ».',
  },
  pee: {
    slug: 'pee',
    name: 'Plan d’épargne entreprise (PEE)',
    kind: 'pee',
    kindDetail: null,
    description: 'Épargne salariale alimentée par le salarié, l’intéressement, la participation et l’abondement ; bloquée cinq ans.',
  },
  pereco: {
    slug: 'pereco',
    name: 'Plan d’épargne retraite d’entreprise collectif (PERECO)',
    kind: 'perco',
    kindDetail: null,
    description: 'Épargne retraite d’entreprise ouverte à tous les salariés, bloquée jusqu’à la retraite sauf cas de déblocage anticipé.',
  },
  perco: {
    slug: 'perco',
    name: 'Plan d’épargne pour la retraite collectif (PERCO)',
    kind: 'perco',
    kindDetail: null,
    description: 'Épargne retraite d’entreprise, fermée aux nouvelles ouvertures depuis le 1er octobre 2020 au profit du PERECO.',
  },
  mortgage: {
    slug: 'pret-immobilier',
    name: 'Prêt immobilier',
    kind: 'loan',
    kindDetail: 'mortgage',
    description: 'Crédit pour l’achat ou la construction d’un logement, remboursé par mensualités avec une assurance emprunteur.',
  },
  consumerCredit: {
    slug: 'credit-consommation',
    name: 'Crédit à la consommation',
    kind: 'loan',
    kindDetail: 'consumer_credit',
    description: 'Prêt personnel ou affecté, remboursé par mensualités fixes.',
  },
  revolvingCredit: {
    slug: 'credit-renouvelable',
    name: 'Crédit renouvelable',
    kind: 'loan',
    kindDetail: 'revolving_credit',
    description: 'Réserve d’argent qui se reconstitue au fil des remboursements.',
  },
} as const satisfies Record<string, ProductTemplate>;

/** Key of a product template, e.g. `livretA`. */
export type ProductKey = keyof typeof PRODUCTS;

/**
 * The product ranges, by kind of institution. They model a typical range for the sandbox; they are not a
 * statement of any one brand's current offer.
 */
export const PRODUCT_RANGES = {
  /** A retail bank: everyday banking, every regulated savings product, investments and loans. */
  retail: [
    'checking',
    'deferredCard',
    'termDeposit',
    'livretA',
    'ldds',
    'lep',
    'livretJeune',
    'pel',
    'cel',
    'lifeInsurance',
    'capitalisation',
    'pea',
    'peaPme',
    'securities',
    'perIndividual',
    'mortgage',
    'consumerCredit',
    'revolvingCredit',
  ],
  /** An online bank with a brokerage and life-insurance offer. */
  onlineFull: ['checking', 'deferredCard', 'bookletSavings', 'lifeInsurance', 'pea', 'securities', 'perIndividual', 'consumerCredit'],
  /** An online bank for everyday banking and savings. */
  onlineEveryday: ['checking', 'deferredCard', 'bookletSavings', 'lifeInsurance', 'consumerCredit'],
  /** A mobile-first account. */
  neobank: ['checking', 'deferredCard'],
  /** A business account for companies and the self-employed. */
  businessNeobank: ['proChecking', 'deferredCard'],
  /** A life insurer or a life-insurance distributor. */
  lifeInsurer: ['lifeInsurance', 'capitalisation', 'perIndividual'],
  /** An insurance group that also runs company retirement schemes. */
  insuranceGroup: ['lifeInsurance', 'capitalisation', 'perIndividual', 'perMandatory'],
  /** A broker that opens PEAs. */
  brokerWithPea: ['securities', 'pea', 'peaPme'],
  /** A broker that opens securities accounts only. */
  broker: ['securities'],
  /** An employee-savings keeper. */
  employeeSavings: ['pee', 'pereco', 'perco'],
} as const satisfies Record<string, readonly ProductKey[]>;

/** Key of a product range, e.g. `retail`. */
export type ProductRange = keyof typeof PRODUCT_RANGES;
