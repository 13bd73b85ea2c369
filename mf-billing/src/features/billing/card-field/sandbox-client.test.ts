import { readSandboxAnswer } from './sandbox-client';

describe('reading the sandbox provider’s answers', () => {
  it('knows a payment that went through and one that waits for 3-D Secure', () => {
    expect(readSandboxAnswer(200, { status: 'succeeded' })).toEqual({ status: 'succeeded' });
    expect(readSandboxAnswer(200, { status: 'requires_action', next_action: { type: 'sandbox_3ds', challenge_id: 'chl_1' } })).toEqual({
      status: 'requires_action',
      challengeId: 'chl_1',
    });
  });

  it('reads a token with its last digits', () => {
    expect(readSandboxAnswer(200, { id: 'tok_123', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } })).toEqual({
      status: 'token',
      token: 'tok_123',
      last4: '4242',
    });
  });

  it('names a refusal by its decline code first, then by its code', () => {
    expect(readSandboxAnswer(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: '…' } })).toEqual({
      status: 'declined',
      code: 'insufficient_funds',
    });
    expect(readSandboxAnswer(402, { error: { type: 'card_error', code: 'expired_card' } })).toEqual({ status: 'declined', code: 'expired_card' });
  });

  it('takes anything it cannot read for a processing error, never for a success', () => {
    expect(readSandboxAnswer(500, null)).toEqual({ status: 'declined', code: 'processing_error' });
    expect(readSandboxAnswer(200, { status: 'requires_action' })).toEqual({ status: 'declined', code: 'processing_error' });
    expect(readSandboxAnswer(200, 'ok')).toEqual({ status: 'declined', code: 'processing_error' });
  });
});
