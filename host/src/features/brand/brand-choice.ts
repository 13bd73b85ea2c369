import { detectBrand, isBrandId, type Brand, type BrandId } from '@patrimo/shared/react';

let configuredDefault: BrandId | undefined;

/** Reads the server's runtime configuration (`/config.json`): the default brand for unknown host names. */
export async function loadRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as { default_brand?: unknown };
    if (isBrandId(body.default_brand)) configuredDefault = body.default_brand;
  } catch {
    // No runtime configuration: the built-in default brand applies.
  }
}

/** The brand of this page: the host name decides, else the configured default (spec §1, white label). */
export function currentBrand(): Brand {
  return configuredDefault ? detectBrand(configuredDefault) : detectBrand();
}

/** The brand of this page, for the shell's providers (it does not change while the page lives). */
export function useBrandChoice(): Brand {
  return currentBrand();
}
