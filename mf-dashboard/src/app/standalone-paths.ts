/** Same paths as the host's route table, for standalone runs. */
export const STANDALONE_PATHS: Record<string, string> = {
  dashboard: '/app/dashboard',
  dashboardLoans: '/app/dashboard-loans',
  contract: '/app/contract/:contractId',
  user: '/app/user',
};
