export { BrandProvider, detectBrand, useBrand, useFeatures } from './brand';
// Plain brand data (no schema library), for shells that must not load the contract at start.
export { BRANDS, DEFAULT_BRAND_ID, isBrandId, resolveBrand, type Brand, type BrandId } from '../brands/brands';
export { defineMounts, type RemoteMounts, type RemoteRoutesModule, type WarmUpStage } from './mounts';
export { LoadState, type LoadStateProps } from './load-state';
export { sharedMessages } from './messages';
export { Amount, usePrivateMode, type AmountProps, type PrivateArea } from './private-mode';
export { useAccessWithdrawnLive, useAccountsRevision, useLiveConnected, useSyncProgress, useSyncProgresses, useUnreadNotifications } from './live';
export { colorSchemeAtom, schemeOfTheme, useColorScheme, type ColorScheme, type UseColorSchemeReturnValue } from './color-scheme';
export { LOCALE, PatrimoProviders, type PatrimoProvidersProps } from './providers';
export { pageQueryClient, PatrimoQueryProvider } from './query-provider';
export { currentPageTitle, declarePageTitle, useDeclaredPageTitle, usePageTitle } from './page-title';
export { PremiumLock, type PremiumLockProps } from './premium-lock';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './screen-placeholder';
export {
  formatCopy,
  PlaceholderScreen,
  type CopyText,
  type PlaceholderScreenProps,
  type ScreenCopy,
  type ScreenLink,
} from './placeholder-screen';
export { useSession, type UseSessionReturnValue } from './session';
export { StandaloneApp, type StandaloneAppProps } from './standalone';
export { SubjectProvider, useSubject } from './subject';
// Interface constants (plain values, the same as in `@patrimo/shared`), for shells that must not load the contract at start.
export { CHUNK_TIMEOUT_MS, MASKED_AMOUNT, TOAST_TIMEOUT_MS } from '../constants/ui';
export { showToastAtom, toastsAtom, ToastViewport, useToast, type ShowToastInput, type Toast } from './toasts';
