import type { ResponseOf } from '../define-call';
import type * as calls from '../users';
import { profile, user } from './entities';

/** A valid example answer of each call of `contract/users.ts`; missing or drifted examples fail to compile. */
export const usersExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  registerUser: { ...user, recommendedRisk: null, complete: false, profile: null },
  getMe: user,
  getMyProfile: profile,
  updateProfile: profile,
  changePassword: {},
  requestPasswordReset: {},
  resetPassword: {},
  getAggregatorConnection: { token: 'agg_token', idUser: '1234' },
  createAggregatorConnection: { token: 'agg_token', idUser: '1234' },
  confirmEmail: user,
  resendConfirmation: {},
  requestAccountDeletion: {},
  confirmAccountDeletion: {},
  getDeletionValidity: { valid: true },
};
