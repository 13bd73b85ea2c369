import { type Account, type AccountPortfolio } from '@patrimo/shared';
import { EXAMPLE_RESPONSES } from '@patrimo/shared/examples';
import { accountIdsOf, accountProgress, addedAccountsOf, contractIdsOf, nextAfterLoad, pickTracked, riskedContractIds, roundedToPercent } from './load-progress';

const base = EXAMPLE_RESPONSES.getAccounts[0] as Account;

function account(id: string, changes: Partial<Account> = {}): Account {
  return { ...base, id, demo: false, syncing: false, state: 'none', portfolios: [], ...changes };
}

function contract(id: string, kind: AccountPortfolio['kind'], status: AccountPortfolio['status'] = 'active'): AccountPortfolio {
  return { id, kind, status };
}

describe('the accounts the load page follows', () => {
  const demo = account('demo', { demo: true });
  const added = account('added', { syncing: true });
  const older = account('older');

  it('follows those just added when the add form says which', () => {
    expect(pickTracked([demo, added, older], ['added'], new Set()).map((a) => a.id)).toEqual(['added']);
  });

  it('else those seen syncing, else every real account', () => {
    expect(pickTracked([demo, { ...added, syncing: false }, older], null, new Set(['added'])).map((a) => a.id)).toEqual(['added']);
    expect(pickTracked([demo, older], null, new Set()).map((a) => a.id)).toEqual(['older']);
  });

  it('reads the ids from the navigation state, ignoring anything else', () => {
    expect(accountIdsOf({ fromAccountAddForm: true, accountIds: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(accountIdsOf({ accountIds: [1] })).toBeNull();
    expect(accountIdsOf(null)).toBeNull();
    expect(contractIdsOf({ contractIds: ['c'] })).toEqual(['c']);
    expect(addedAccountsOf({ accounts: [base] })).toEqual([base]);
    expect(addedAccountsOf({ accounts: [{ ...base, syncing: 'yes' }] })).toBeNull();
    expect(addedAccountsOf({ accounts: [] })).toBeNull();
    expect(addedAccountsOf({})).toBeNull();
    expect(contractIdsOf({ contractIds: 'c' })).toBeNull();
  });
});

describe('an account’s progress', () => {
  it('is the live progress while it syncs, unknown before any, complete once done', () => {
    const syncing = account('a', { syncing: true });
    expect(accountProgress(syncing, undefined)).toBeNull();
    expect(accountProgress(syncing, { progress: 0.37, step: 'Récupération de vos comptes' })).toBe(0.37);
    expect(accountProgress(account('a'), undefined)).toBe(1);
    expect(accountProgress(account('a'), { progress: 0.2, step: 'x' })).toBe(1);
  });

  it('is labelled to the whole percent', () => {
    expect(roundedToPercent(0.456)).toBe(0.46);
    expect(roundedToPercent(1.2)).toBe(1);
    expect(roundedToPercent(-0.1)).toBe(0);
  });
});

describe('after the load', () => {
  it('goes to the risk step with the risked contracts added, hidden ones aside', () => {
    const accounts = [
      account('a', { portfolios: [contract('checking', 'checking'), contract('av', 'lifeinsurance'), contract('hidden-pea', 'pea', 'hidden')] }),
      account('b', { portfolios: [contract('livret', 'savings'), contract('cto', 'market')] }),
    ];
    expect(riskedContractIds(accounts)).toEqual(['av', 'cto']);
    expect(nextAfterLoad(accounts)).toEqual({ path: '/app/accounts/risk', contractIds: ['av', 'cto'] });
  });

  it('goes to the dashboard when nothing added is risked', () => {
    expect(nextAfterLoad([account('a', { portfolios: [contract('checking', 'checking'), contract('livret', 'savings')] })])).toEqual({
      path: '/app/dashboard',
    });
    expect(nextAfterLoad([])).toEqual({ path: '/app/dashboard' });
  });
});
