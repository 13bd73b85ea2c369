/**
 * Modules this remote loads from other remotes at run time. Declared here rather than imported: remotes never
 * import each other's source, so the shape is restated from what mf-analysis exposes.
 */
declare module 'mf_analysis/routes' {
  import type { RemoteMounts } from '@patrimo/shared/react';

  /** The analysis (`analysis`: `:step/:substep`) and its shortcut to the advice step (`reco`). */
  export const mounts: RemoteMounts;
}

declare module 'mf_arbitration/routes' {
  import type { RemoteMounts } from '@patrimo/shared/react';

  /** The arbitration (`arbitration`: start, market, optimize). */
  export const mounts: RemoteMounts;
}
