import { z } from 'zod';
import { BRAND_IDS, type Brand, type BrandBilling, type BrandFeatures } from './brands';
import { premiumFeatureSchema } from '../schemas/billing';

/** zod views of the brand types, for the server's configuration and the tests. */
export const brandIdSchema = z.enum(BRAND_IDS);

export const brandFeaturesSchema = z.object({
  userAccountsFree: z.boolean(),
  realEstate: z.boolean(),
  realEstateEstimator: z.boolean(),
  assistance: z.boolean(),
  faq: z.boolean(),
  cDebtRatio: z.boolean(),
}) satisfies z.ZodType<BrandFeatures>;

export const brandBillingSchema = z.object({
  billsSavers: z.boolean(),
  premiumFeatures: z.array(premiumFeatureSchema),
}) satisfies z.ZodType<BrandBilling>;

export const brandSchema = z.object({
  id: brandIdSchema,
  family: z.enum(['consumer', 'advisory']),
  environment: z.enum(['production', 'staging']),
  name: z.string().min(1),
  title: z.string().min(1),
  tagline: z.string().min(1),
  institutionsClaim: z.number().int().positive(),
  primaryColor: z.string().min(1),
  supportEmail: z.string().min(1),
  assistanceUrl: z.string().min(1),
  faqUrl: z.string().min(1),
  invitationRequired: z.boolean(),
  hostnames: z.array(z.string().min(1)),
  features: brandFeaturesSchema,
  billing: brandBillingSchema,
}) satisfies z.ZodType<Brand>;
