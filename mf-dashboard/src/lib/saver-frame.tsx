import type { PrivateArea } from '@patrimo/shared/react';
import { createContext, useContext, type ReactNode } from 'react';

/** Where the saver screens are shown: in the saver's own app, or inside an advisor's customer view. */
export interface SaverFrame {
  /** Path the saver mounts hang from: `/app`, or `/advisory/customers/{id}/view` for an advisor. */
  base: string;
  /** Private mode whose toggle masks the amounts (the advisor has their own). */
  area: PrivateArea;
  /** True inside an advisor's view: screens of other remotes (analysis, billing, account add) are not there. */
  embedded: boolean;
}

const SAVER_APP_FRAME: SaverFrame = { base: '/app', area: 'app', embedded: false };

const SaverFrameContext = createContext<SaverFrame>(SAVER_APP_FRAME);

export function SaverFrameProvider({ frame, children }: { frame: SaverFrame; children: ReactNode }) {
  return <SaverFrameContext.Provider value={frame}>{children}</SaverFrameContext.Provider>;
}

/** The frame of the current saver screen; the saver's own app when no provider is set. */
export function useSaverFrame(): SaverFrame {
  return useContext(SaverFrameContext);
}
