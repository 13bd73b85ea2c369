import { createContext, useContext, type ReactNode } from 'react';
import { BRANDS, DEFAULT_BRAND_ID, resolveBrand, type Brand, type BrandFeatures, type BrandId } from '../brands/brands';

const BrandContext = createContext<Brand>(BRANDS[DEFAULT_BRAND_ID]);

/** Picks the brand of the current page: `?brand=` is not honoured; the host name decides (spec §1). */
export function detectBrand(fallback: BrandId = DEFAULT_BRAND_ID): Brand {
  return resolveBrand(typeof location === 'undefined' ? '' : location.hostname, fallback);
}

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand driving titles, copy and feature flags. */
export function useBrand(): Brand {
  return useContext(BrandContext);
}

/** Feature flags of the brand (later merged with the signed-in profile's features, spec §6). */
export function useFeatures(): BrandFeatures {
  return useContext(BrandContext).features;
}
