/**
 * Modules this remote loads from other remotes at run time. Declared here rather than imported:
 * remotes never import each other's source, so the shape is restated from what mf-dashboard exposes.
 */
declare module 'mf_dashboard/SaverApp' {
  import type { PrivateArea } from '@patrimo/shared/react';
  import type { ComponentType } from 'react';

  export interface SaverAppProps {
    /** Private mode whose toggle masks the amounts. @default 'advisory' */
    area?: PrivateArea;
  }

  /** The saver's screens (dashboard, loans, contracts, account), rendered from a splat route. */
  export const SaverApp: ComponentType<SaverAppProps>;
}
