import type { ProviderCard } from './card-input';

/**
 * The sandbox card payment provider's browser endpoints (api/README.md, « bac à sable »). The card goes there
 * and only there, with `fetch`: never to `/api`, never through the product's client (which would log it, retry
 * it, or send the session's token along). Served by the same process for offline use, as Stripe's would be
 * elsewhere.
 */
const SANDBOX_BASE = '/sandbox-payments/v1';

/** What a confirmation, a 3-D Secure answer or a tokenisation came to. */
export type SandboxOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action'; challengeId: string }
  | { status: 'token'; token: string; last4: string }
  | { status: 'declined'; code: string };

interface SandboxAnswerBody {
  status?: unknown;
  next_action?: { type?: unknown; challenge_id?: unknown };
  id?: unknown;
  card?: { last4?: unknown };
  error?: { code?: unknown; decline_code?: unknown };
}

/**
 * Reads an answer of the sandbox as Stripe shapes them: 200 `{ status }` or a token `{ id: 'tok_…' }`, 402 `{ error:
 * { code, decline_code? } }`. A refused card is named by its decline code when it has one (`card_declined` +
 * `insufficient_funds` → `insufficient_funds`); anything unreadable is `processing_error`.
 */
export function readSandboxAnswer(httpStatus: number, body: unknown): SandboxOutcome {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as SandboxAnswerBody;
  if (httpStatus === 200) {
    if (answer.status === 'succeeded') return { status: 'succeeded' };
    if (answer.status === 'requires_action' && typeof answer.next_action?.challenge_id === 'string') {
      return { status: 'requires_action', challengeId: answer.next_action.challenge_id };
    }
    if (typeof answer.id === 'string' && answer.id.startsWith('tok_')) {
      return { status: 'token', token: answer.id, last4: typeof answer.card?.last4 === 'string' ? answer.card.last4 : '' };
    }
  }
  const declineCode = answer.error?.decline_code;
  const code = answer.error?.code;
  if (typeof declineCode === 'string' && declineCode !== '') return { status: 'declined', code: declineCode };
  if (typeof code === 'string' && code !== '') return { status: 'declined', code };
  return { status: 'declined', code: 'processing_error' };
}

async function post(path: string, body: unknown): Promise<SandboxOutcome> {
  let response: Response;
  try {
    response = await fetch(`${SANDBOX_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    return { status: 'declined', code: 'issuer_not_available' };
  }
  const json: unknown = await response.json().catch(() => null);
  return readSandboxAnswer(response.status, json);
}

/** Confirms a subscription's first payment with the card (`POST /confirm`). */
export function confirmWithCard(clientSecret: string, card: ProviderCard): Promise<SandboxOutcome> {
  return post('/confirm', { client_secret: clientSecret, payment_method: { card } });
}

/** Answers a 3-D Secure challenge as the cardholder did in the bank's window (`POST /3ds/:id`). */
export function answerChallenge(challengeId: string, result: 'approve' | 'fail'): Promise<SandboxOutcome> {
  return post(`/3ds/${encodeURIComponent(challengeId)}`, { result });
}

/** Turns the card into a token the product may keep (`POST /tokens`). */
export function tokenize(card: ProviderCard): Promise<SandboxOutcome> {
  return post('/tokens', { card });
}
