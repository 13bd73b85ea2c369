import { ApiHttpError } from '@patrimo/shared/client';
import { canReadSaverData, customerName, isAccessWithdrawnError, isCustomerQuery, noAccessReason } from './access';
import { customerMessages as m } from './messages';

describe('reading the customer’s saver data', () => {
  const userId = '3f1c9a4e-0d7b-4c51-9a8e-2b6f0c1d2e3f';

  it('is allowed only with a granted access and an account', () => {
    expect(canReadSaverData({ access: 'granted', userId }, false)).toBe(true);
    expect(canReadSaverData({ access: 'granted', userId: null }, false)).toBe(false);
    expect(canReadSaverData({ access: 'invited', userId: null }, false)).toBe(false);
    expect(canReadSaverData({ access: 'withdrawn', userId }, false)).toBe(false);
    expect(canReadSaverData({ access: 'none', userId: null }, false)).toBe(false);
  });

  it('stops as soon as the live channel says the access was withdrawn', () => {
    expect(canReadSaverData({ access: 'granted', userId }, true)).toBe(false);
    expect(noAccessReason('granted', true)).toBe(m.noAccessWithdrawn);
  });

  it('explains each missing access in its own words', () => {
    expect(noAccessReason('none', false)).toBe(m.noAccessNone);
    expect(noAccessReason('invited', false)).toBe(m.noAccessInvited);
    expect(noAccessReason('withdrawn', false)).toBe(m.noAccessWithdrawn);
  });
});

describe('a customer call refused because the access was withdrawn', () => {
  const customerId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
  const userId = '3f1c9a4e-0d7b-4c51-9a8e-2b6f0c1d2e3f';

  it('is told from other refusals by its code', () => {
    expect(isAccessWithdrawnError(new ApiHttpError(403, ['access_withdrawn'], {}))).toBe(true);
    expect(isAccessWithdrawnError(new ApiHttpError(403, ['forbidden'], {}))).toBe(false);
    expect(isAccessWithdrawnError(new ApiHttpError(500, ['access_withdrawn'], {}))).toBe(false);
    expect(isAccessWithdrawnError(new Error('access_withdrawn'))).toBe(false);
  });

  it('concerns the customer’s record pages and their saver data, nobody else’s', () => {
    expect(isCustomerQuery(['advisory', 'customer', customerId, 'insights'], customerId, userId)).toBe(true);
    expect(isCustomerQuery(['subject', userId, 'portfolios'], customerId, userId)).toBe(true);
    expect(isCustomerQuery(['subject', 'me', 'portfolios'], customerId, userId)).toBe(false);
    expect(isCustomerQuery(['advisory', 'customer', 'other', 'record'], customerId, userId)).toBe(false);
    expect(isCustomerQuery(['subject', userId], customerId, null)).toBe(false);
  });

  it('names the customer as a sentence does', () => {
    expect(customerName({ firstName: 'Paul', lastName: 'Durand' })).toBe('Paul Durand');
  });
});
