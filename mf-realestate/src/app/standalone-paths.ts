/** Same paths as the host's route table (the in-app variant of the add flows), for standalone runs. */
export const STANDALONE_PATHS: Record<string, string> = {
  propertyContract: '/app/contract-realestate/:contractId',
  propertyEstimator: '/app/accounts/new/real-estate',
  propertyManual: '/app/accounts/new/real-estate-man',
  evaluate: '/app/accounts/new/evaluate',
  evaluateManual: '/app/accounts/new/evaluate-man',
};
