import type { PremiumFeature } from '../schemas/billing';

/** Feature flags driven by the brand (spec §6). */
export interface BrandFeatures {
  /** Adding accounts is free (no subscription needed to link institutions). */
  userAccountsFree: boolean;
  /** Real-estate holdings (property pages, goods). */
  realEstate: boolean;
  /** The real-estate estimator (valuation of a property from its characteristics). */
  realEstateEstimator: boolean;
  /** Show the assistance link. */
  assistance: boolean;
  /** Show the FAQ link. */
  faq: boolean;
  /** Debt-ratio indicator (one brand only). */
  cDebtRatio: boolean;
}

/**
 * Who pays (issue 15): consumer brands bill the saver a subscription that unlocks `premiumFeatures`; advisory brands
 * bill the firm (`billsSavers: false`, nothing premium for the saver: no plan, subscribing is 403 `feature_disabled`).
 */
export interface BrandBilling {
  billsSavers: boolean;
  /** What a saver without a subscription sees locked (the server answers 403 `premium_required`). */
  premiumFeatures: PremiumFeature[];
}

export const BRAND_IDS = ['patrimo', 'patrimo-staging', 'patrimo-conseil', 'patrimo-conseil-staging'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/**
 * One white-label brand. Plain data (no schema library): the brand is resolved on every page load,
 * before anything else; `brand-schema.ts` holds the zod schemas for the server and the tests.
 */
export interface Brand {
  id: BrandId;
  /** Consumer brand (savers) or advisory brand (advisors and their customers). */
  family: 'consumer' | 'advisory';
  environment: 'production' | 'staging';
  /** Brand name as readers see it. */
  name: string;
  /** Document title suffix, e.g. "Patrimo". */
  title: string;
  /** One-line promise shown on the landing page and in e-mails. */
  tagline: string;
  /** Institutions covered, as claimed in the marketing copy (spec §1: 120 or 140 depending on the brand). */
  institutionsClaim: number;
  /** Mantine primary colour name. */
  primaryColor: string;
  supportEmail: string;
  assistanceUrl: string;
  faqUrl: string;
  /** Registration requires an invitation (spec §5 "having been invited"). */
  invitationRequired: boolean;
  /** Host names that select this brand at run time. */
  hostnames: string[];
  features: BrandFeatures;
  billing: BrandBilling;
}

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

const consumerFeatures: BrandFeatures = {
  userAccountsFree: true,
  realEstate: false,
  realEstateEstimator: false,
  assistance: true,
  faq: true,
  cDebtRatio: false,
};

const consumerBilling: BrandBilling = { billsSavers: true, premiumFeatures: ['arbitration', 'statements'] };
const advisoryBilling: BrandBilling = { billsSavers: false, premiumFeatures: [] };

const advisoryFeatures: BrandFeatures = {
  userAccountsFree: true,
  realEstate: true,
  realEstateEstimator: true,
  assistance: true,
  faq: false,
  cDebtRatio: true,
};

/** Every brand the code serves. Production and staging differ only where a feature is being tried. */
export const BRANDS: Record<BrandId, Brand> = {
  patrimo: {
    id: 'patrimo',
    family: 'consumer',
    environment: 'production',
    name: 'Patrimo',
    title: 'Patrimo',
    tagline: 'Tout votre patrimoine, enfin réuni et expliqué.',
    institutionsClaim: 120,
    primaryColor: 'teal',
    supportEmail: 'support@patrimo.fr',
    assistanceUrl: '/cgu#assistance',
    faqUrl: '/features#faq',
    invitationRequired: false,
    hostnames: ['patrimo.fr', 'www.patrimo.fr'],
    features: consumerFeatures,
    billing: consumerBilling,
  },
  'patrimo-staging': {
    id: 'patrimo-staging',
    family: 'consumer',
    environment: 'staging',
    name: 'Patrimo',
    title: 'Patrimo (préproduction)',
    tagline: 'Tout votre patrimoine, enfin réuni et expliqué.',
    institutionsClaim: 120,
    primaryColor: 'teal',
    supportEmail: 'support@patrimo.fr',
    assistanceUrl: '/cgu#assistance',
    faqUrl: '/features#faq',
    invitationRequired: false,
    hostnames: ['staging.patrimo.fr'],
    // Staging tries real estate before production gets it.
    features: { ...consumerFeatures, realEstate: true, realEstateEstimator: true },
    billing: consumerBilling,
  },
  'patrimo-conseil': {
    id: 'patrimo-conseil',
    family: 'advisory',
    environment: 'production',
    name: 'Patrimo Conseil',
    title: 'Patrimo Conseil',
    tagline: 'Le patrimoine de vos clients, consolidé et analysé, au service de votre conseil.',
    institutionsClaim: 140,
    primaryColor: 'indigo',
    supportEmail: 'conseil@patrimo.fr',
    assistanceUrl: '/cgu#assistance',
    faqUrl: '/for-advisors#faq',
    invitationRequired: true,
    hostnames: ['conseil.patrimo.fr'],
    features: advisoryFeatures,
    billing: advisoryBilling,
  },
  'patrimo-conseil-staging': {
    id: 'patrimo-conseil-staging',
    family: 'advisory',
    environment: 'staging',
    name: 'Patrimo Conseil',
    title: 'Patrimo Conseil (préproduction)',
    tagline: 'Le patrimoine de vos clients, consolidé et analysé, au service de votre conseil.',
    institutionsClaim: 140,
    primaryColor: 'indigo',
    supportEmail: 'conseil@patrimo.fr',
    assistanceUrl: '/cgu#assistance',
    faqUrl: '/for-advisors#faq',
    invitationRequired: true,
    hostnames: ['staging.conseil.patrimo.fr'],
    features: { ...advisoryFeatures, faq: true },
    billing: advisoryBilling,
  },
};

export const DEFAULT_BRAND_ID: BrandId = 'patrimo';

/**
 * Chooses the brand for a host name: an exact match in a brand's host names, otherwise the
 * configured default (e.g. `localhost` in development serves the default brand).
 */
export function resolveBrand(hostname: string, fallback: BrandId = DEFAULT_BRAND_ID): Brand {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  const match = Object.values(BRANDS).find((brand) => brand.hostnames.includes(host));
  return match ?? BRANDS[fallback];
}
