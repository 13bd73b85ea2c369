import { detectBrand, isBrandId, type Brand, type BrandId } from '@patrimo/shared/react';
import type { RuntimeConfig } from '../../lib/runtime-config';

let configuredDefault: BrandId | undefined;

/** Takes the default brand for unknown host names from the server's runtime configuration (`/config.json`). */
export function applyBrandConfig(config: RuntimeConfig): void {
  if (isBrandId(config.defaultBrand)) configuredDefault = config.defaultBrand;
}

/** The brand of this page: the host name decides, else the configured default (spec §1, white label). */
export function currentBrand(): Brand {
  return configuredDefault ? detectBrand(configuredDefault) : detectBrand();
}

/** The brand of this page, for the shell's providers (it does not change while the page lives). */
export function useBrandChoice(): Brand {
  return currentBrand();
}
