import { THEME_RULES_CSS, createPatrimoTheme, MantineProvider, patrimoCssVariablesResolver } from '@patrimo/shared/ui';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Brand } from '../brands/brands';
import { appStore } from '../client/state';
import { BrandProvider } from './brand';
import { colorSchemeAtom } from './color-scheme';

/** The product speaks French only (spec §1); `defaultMessage`s are the catalogue. */
export const LOCALE = 'fr-FR';

const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  // Every message carries its French text as defaultMessage: a "missing translation" is expected.
  if (error.code === 'MISSING_TRANSLATION') return;
  if (process.env.NODE_ENV !== 'production') throw error;
};

function ThemedMantine({ brand, colorScheme, children }: { brand: Brand; colorScheme?: 'light' | 'dark'; children: ReactNode }) {
  const chosen = useAtomValue(colorSchemeAtom);
  const theme = useMemo(() => createPatrimoTheme(brand.primaryColor), [brand.primaryColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={patrimoCssVariablesResolver} forceColorScheme={colorScheme ?? chosen}>
      <style>{THEME_RULES_CSS}</style>
      {children}
    </MantineProvider>
  );
}

export interface PatrimoProvidersProps {
  brand: Brand;
  /** Forces a colour scheme; without it, the person's choice, else the system's (`prefers-color-scheme`). */
  colorScheme?: 'light' | 'dark';
  children: ReactNode;
}

/**
 * Everything a screen needs around it: the one jotai store, the brand, French intl and Mantine.
 * Used by the host and by each remote's standalone bootstrap, so both behave the same. The page's query cache
 * (`PatrimoQueryProvider`) is placed by the page's entry around its router: the application's shell and a standalone
 * remote provide it to every screen; the public pages leave it to the one that reads the API (a contract card), so
 * that the others never load it.
 */
export function PatrimoProviders({ brand, colorScheme, children }: PatrimoProvidersProps) {
  return (
    <JotaiProvider store={appStore}>
      <BrandProvider brand={brand}>
        <IntlProvider locale={LOCALE} defaultLocale={LOCALE} onError={onIntlError}>
          <ThemedMantine brand={brand} {...(colorScheme ? { colorScheme } : {})}>
            {children}
          </ThemedMantine>
        </IntlProvider>
      </BrandProvider>
    </JotaiProvider>
  );
}
