import { ERROR_MESSAGES, PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@patrimo/shared';
import { card, confirmAtSandbox, newSaver, subscribe, webhooksDelivered } from '../../../test/helpers/billing';
import { createTestApp, describeDb, injectAs, json, type TestApp } from '../../../test/helpers/test-app';

/** How a code of spec §8 is reached offline: a card confirmed at the sandbox, a refused card field, or otherwise. */
type Reach =
  | { by: 'card'; number: string }
  | { by: 'field'; change: Record<string, unknown> }
  | { by: 'challengeFailed' }
  | { by: 'offSession'; token: string }
  | { by: 'coupon'; code: string };

const REACH: Record<PaymentErrorCode, Reach> = {
  insufficient_funds: { by: 'card', number: '4000000000009995' },
  bank_account_unusable: { by: 'card', number: '4000009900000012' },
  bank_account_unverified: { by: 'card', number: '4000009900000020' },
  country_unsupported: { by: 'card', number: '4000009900000038' },
  coupon_expired: { by: 'coupon', code: 'NOEL2025' },
  expired_card: { by: 'card', number: '4000000000000069' },
  incorrect_cvc: { by: 'card', number: '4000000000000127' },
  invalid_cvc: { by: 'field', change: { cvc: '1' } },
  incorrect_number: { by: 'card', number: '4242424242424241' },
  invalid_number: { by: 'field', change: { number: '1234' } },
  incorrect_zip: { by: 'card', number: '4000009900000046' },
  card_not_supported: { by: 'card', number: '4000009900000053' },
  invalid_expiry_month: { by: 'field', change: { exp_month: 13 } },
  invalid_expiry_year: { by: 'field', change: { exp_year: 2001 } },
  approve_with_id: { by: 'card', number: '4000009900000061' },
  card_velocity_exceeded: { by: 'card', number: '4000000000006975' },
  currency_not_supported: { by: 'card', number: '4000009900000079' },
  duplicate_transaction: { by: 'card', number: '4000009900000087' },
  generic_decline: { by: 'card', number: '4000000000000002' },
  issuer_not_available: { by: 'card', number: '4000009900000095' },
  card_declined: { by: 'card', number: '4000000000000341' },
  do_not_honor: { by: 'card', number: '4000009900000103' },
  fraudulent: { by: 'card', number: '4100000000000019' },
  lost_card: { by: 'card', number: '4000000000009987' },
  stolen_card: { by: 'card', number: '4000000000009979' },
  pickup_card: { by: 'card', number: '4000009900000111' },
  restricted_card: { by: 'card', number: '4000009900000129' },
  call_issuer: { by: 'card', number: '4000009900000137' },
  processing_error: { by: 'card', number: '4000000000000119' },
  try_again_later: { by: 'card', number: '4000009900000145' },
  transaction_not_allowed: { by: 'card', number: '4000009900000152' },
  authentication_required: { by: 'offSession', token: 'tok_threeDSecure2Required' },
  payment_intent_authentication_failure: { by: 'challengeFailed' },
};

/** The code an answer carries: the sandbox's card error (its decline code first), or the API's `{ error }`. */
function codeOf(body: Record<string, unknown>): unknown {
  const error = body.error;
  if (typeof error === 'object' && error !== null) {
    const cardError = error as { code: string; decline_code?: string };
    return cardError.decline_code ?? cardError.code;
  }
  return error;
}

describeDb('every card code of spec §8, reachable offline through the sandbox', () => {
  let t: TestApp;
  let saver: { token: string };
  let clientSecret: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    saver = await newSaver(t);
    // A refused payment leaves the invoice open: the same client secret is tried with every card.
    clientSecret = json(await subscribe(t, saver.token, { planId: 'premium-monthly' })).client_secret as string;
  });
  afterAll(async () => t.close());

  it('has a way to reach each code of the vocabulary', () => {
    expect(Object.keys(REACH).sort()).toEqual([...PAYMENT_ERROR_CODES].sort());
  });

  async function reach(how: Reach) {
    switch (how.by) {
      case 'card':
        return confirmAtSandbox(t, clientSecret, { card: card(how.number) });
      case 'field':
        return t.request({ method: 'POST', url: '/sandbox-payments/v1/tokens', payload: { card: { ...card('4242424242424242'), ...how.change } } });
      case 'challengeFailed': {
        const challenge = json(await confirmAtSandbox(t, clientSecret, { card: card('4000002760003184') }));
        return t.request({ method: 'POST', url: `/sandbox-payments/v1/3ds/${(challenge.next_action as { challenge_id: string }).challenge_id}`, payload: { result: 'fail' } });
      }
      case 'offSession': {
        const other = await newSaver(t);
        const saved = json(await injectAs(t, other.token, { method: 'POST', url: '/api/users/me/payment_sources', payload: { payment_source: { token: how.token } } }));
        return subscribe(t, other.token, { planId: 'premium-monthly', paymentSourceId: saved.id as string });
      }
      case 'coupon':
        return injectAs(t, saver.token, { method: 'POST', url: '/api/coupons/verify', payload: { coupon: how.code, plan_id: 'premium-monthly' } });
    }
  }

  it.each(Object.entries(REACH) as [PaymentErrorCode, Reach][])('reaches %s, whose French message the screen shows', async (code, how) => {
    const answer = await reach(how);
    expect(answer.statusCode).toBe(how.by === 'coupon' ? 400 : 402);
    const body = json(answer);
    expect(codeOf(body)).toBe(code);
    if (how.by !== 'coupon' && how.by !== 'offSession') expect((body.error as { message: string }).message).toBe(ERROR_MESSAGES[code]);
    expect(ERROR_MESSAGES[code]).toMatch(/\S/);
  });

  it('charged nothing through all of it', async () => {
    await webhooksDelivered(t);
    expect(json<unknown[]>(await injectAs(t, saver.token, { url: '/api/users/me/invoices' }))).toEqual([]);
    expect(json(await injectAs(t, saver.token, { url: '/api/users/me/billing' })).premium).toBe(false);
  });

  it('refuses to save a declined card (402 with its code), but saves the one that fails only when charged', async () => {
    const tokenOf = async (number: string) => json(await t.request({ method: 'POST', url: '/sandbox-payments/v1/tokens', payload: { card: card(number) } })).id as string;
    const save = async (token: string) => injectAs(t, saver.token, { method: 'POST', url: '/api/users/me/payment_sources', payload: { payment_source: { token } } });
    const lost = await save(await tokenOf('4000000000009987'));
    expect(lost.statusCode).toBe(402);
    expect(json(lost)).toEqual({ error: 'lost_card' });
    const attaches = await save(await tokenOf('4000000000000341'));
    expect(attaches.statusCode).toBe(201);
    expect(json(attaches)).toMatchObject({ last4: '0341', default: true });
    expect((await save('tok_unknown')).statusCode).toBe(400);
  });
});
