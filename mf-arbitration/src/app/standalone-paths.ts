/** Same paths as the host's route table, for standalone runs. */
export const STANDALONE_PATHS: Record<string, string> = {
  arbitration: '/app/contract/:contractId/arbitration',
};
