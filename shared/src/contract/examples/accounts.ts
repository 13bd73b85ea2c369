import type { ResponseOf } from '../define-call';
import type * as calls from '../accounts';
import { bank, connection, account } from './entities';

/** A valid example answer of each call of `contract/accounts.ts`; missing or drifted examples fail to compile. */
export const accountsExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  createConnection: connection,
  updateConnection: { ...connection, state: 'additionalInformationNeeded', accounts: [], fields: bank.fields },
  addAccounts: [account],
  deleteAccount: {},
  getAccounts: [account, { ...account, id: 'e5d4c3b2-a1f0-4e9d-8c7b-6a5f4e3d2c1b', connectionId: null, demo: true }],
  getAccount: account,
  synchronizeAccount: { ...account, syncing: true },
};
