import { z } from 'zod';

/** Feature flags driven by the brand (spec §6). */
export const brandFeaturesSchema = z.object({
  /** Adding accounts is free (no subscription needed to link institutions). */
  userAccountsFree: z.boolean(),
  /** Real-estate holdings (property pages, goods). */
  realEstate: z.boolean(),
  /** The real-estate estimator (valuation of a property from its characteristics). */
  realEstateEstimator: z.boolean(),
  /** Show the assistance link. */
  assistance: z.boolean(),
  /** Show the FAQ link. */
  faq: z.boolean(),
  /** Debt-ratio indicator (one brand only). */
  cDebtRatio: z.boolean(),
});
export type BrandFeatures = z.infer<typeof brandFeaturesSchema>;

export const brandIdSchema = z.enum(['patrimo', 'patrimo-staging', 'patrimo-conseil', 'patrimo-conseil-staging']);
export type BrandId = z.infer<typeof brandIdSchema>;

export const brandSchema = z.object({
  id: brandIdSchema,
  /** Consumer brand (savers) or advisory brand (advisors and their customers). */
  family: z.enum(['consumer', 'advisory']),
  environment: z.enum(['production', 'staging']),
  /** Brand name as readers see it. */
  name: z.string(),
  /** Document title suffix, e.g. "Patrimo". */
  title: z.string(),
  /** One-line promise shown on the landing page and in e-mails. */
  tagline: z.string(),
  /** Institutions covered, as claimed in the marketing copy (spec §1: 120 or 140 depending on the brand). */
  institutionsClaim: z.number().int().positive(),
  /** Mantine primary colour name. */
  primaryColor: z.string(),
  supportEmail: z.string(),
  assistanceUrl: z.string(),
  faqUrl: z.string(),
  /** Registration requires an invitation (spec §5 "having been invited"). */
  invitationRequired: z.boolean(),
  /** Host names that select this brand at run time. */
  hostnames: z.array(z.string()),
  features: brandFeaturesSchema,
});
export type Brand = z.infer<typeof brandSchema>;

const consumerFeatures: BrandFeatures = {
  userAccountsFree: true,
  realEstate: false,
  realEstateEstimator: false,
  assistance: true,
  faq: true,
  cDebtRatio: false,
};

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
