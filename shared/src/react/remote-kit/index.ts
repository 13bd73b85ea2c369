// `@patrimo/shared/remote-kit`: what every remote (and the host) needs to load and show its screens.
// Not a federation singleton: it is stateless but for the remotes file cache, which belongs to each
// app's own federation instance; the singletons it uses (react, the router, `@patrimo/shared/react`,
// `@patrimo/shared/client`) are imported by name and so stay shared.
export { lazyScreen } from './lazy-screen';
export {
  createRemoteLoader,
  isRemoteLoadError,
  RemoteLoadError,
  type FederationRuntime,
  type RemoteLoader,
  type RemoteLoaderOptions,
  type RemoteLoadFailure,
  type RemoteLoadOptions,
  type RemotesFile,
} from './remote-loader';
export { ScreenLoading, ScreenSuspense } from './ScreenSuspense';
export { startStandalone, type StartStandaloneOptions } from './start-standalone';
