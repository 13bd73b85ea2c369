/** Same paths as the host's route table, for standalone runs. */
export const STANDALONE_PATHS: Record<string, string> = {
  analysis: '/app/contract/:contractId/analyse',
  reco: '/app/contract/:contractId/reco',
};
