/** Same paths as the host's route table, for standalone runs. */
export const STANDALONE_PATHS: Record<string, string> = {
  customers: '/advisory/customers',
  stats: '/advisory/stats',
  insights: '/advisory/insights',
  profile: '/advisory/profile',
};
