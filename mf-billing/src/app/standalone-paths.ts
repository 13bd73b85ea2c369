/** Same paths as the host's route table, for standalone runs. */
export const STANDALONE_PATHS: Record<string, string> = {
  subscribe: '/app/subscribe',
  pay: '/app/pay',
  payment: '/app/user/payment',
};
