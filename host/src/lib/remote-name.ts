/** The remotes the host knows, by their federation names (the keys of `/remotes.json`). */
export type RemoteName =
  | 'mf_lobby'
  | 'mf_dashboard'
  | 'mf_analysis'
  | 'mf_arbitration'
  | 'mf_realestate'
  | 'mf_billing'
  | 'mf_advisory';
