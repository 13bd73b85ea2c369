import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PaymentOutcome, SandboxPayments } from './payments';
import { cardErrorBody } from './test-cards';

/**
 * The sandbox provider's browser endpoints (api/README.md, "Sandbox card payments"). They stand for Stripe's own
 * API, which the browser reaches directly: they live outside `/api` (the product's calls never see a card number),
 * and the same process serves them only so that everything works offline. Same origin as the page, so the
 * page's CSP (`connect-src 'self'`) allows them and no CORS header is needed; answers are never cached.
 *
 * - `POST /sandbox-payments/v1/tokens` `{ card: { number, exp_month, exp_year, cvc, postal_code? } }` → 200
 *   `{ id: "tok_…", card: { brand, last4, exp_month, exp_year } }`, or 402 `{ error: { type: "card_error", code,
 *   decline_code?, message } }` for what is refused before any bank is asked (number, expiry, CVC).
 * - `POST /sandbox-payments/v1/confirm` `{ client_secret, payment_method: { card } | { token } }` → 200
 *   `{ status: "succeeded" }`, 200 `{ status: "requires_action", next_action: { type: "sandbox_3ds", challenge_id } }`,
 *   or 402 with the card's refusal.
 * - `POST /sandbox-payments/v1/3ds/:challenge_id` `{ result: "approve" | "fail" }` → like confirm.
 *
 * Other refusals in Stripe's shape: 400 `invalid_request_error` (`parameter_invalid`, `payment_intent_unexpected_state`),
 * 404 `resource_missing`.
 */

export const SANDBOX_PAYMENTS_PREFIX = '/sandbox-payments/v1';

const cardSchema = z.object({
  number: z.string().max(64),
  exp_month: z.union([z.number(), z.string().max(4)]),
  exp_year: z.union([z.number(), z.string().max(6)]),
  cvc: z.union([z.string().max(8), z.number()]),
  postal_code: z.string().max(16).optional(),
});
const tokenBodySchema = z.object({ card: cardSchema });
const confirmBodySchema = z.object({
  client_secret: z.string().min(1).max(200),
  payment_method: z.union([z.object({ card: cardSchema }), z.object({ token: z.string().min(1).max(200) })]),
});
const challengeBodySchema = z.object({ result: z.enum(['approve', 'fail']) });
const challengeParamsSchema = z.object({ challenge_id: z.string().min(1).max(200) });

function requestError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { type: 'invalid_request_error', code, message } });
}

function answer(reply: FastifyReply, outcome: PaymentOutcome) {
  switch (outcome.status) {
    case 'succeeded':
      return reply.send({ status: 'succeeded' });
    case 'requires_action':
      return reply.send({ status: 'requires_action', next_action: { type: 'sandbox_3ds', challenge_id: outcome.challengeId } });
    case 'declined':
      return reply.code(402).send(cardErrorBody(outcome.refusal));
    case 'not_found':
      return requestError(reply, 404, 'resource_missing', 'Paiement ou carte introuvable.');
    case 'unexpected_state':
      return requestError(reply, 400, 'payment_intent_unexpected_state', 'Ce paiement a déjà été effectué.');
  }
}

export function registerSandboxPayments(app: FastifyInstance, payments: SandboxPayments): void {
  void app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      scope.post('/tokens', async (request, reply) => {
        const body = tokenBodySchema.safeParse(request.body);
        if (!body.success) return requestError(reply, 400, 'parameter_invalid', 'Les champs de la carte sont incomplets.');
        const outcome = await payments.tokenize(body.data.card);
        if (!outcome.ok) return reply.code(402).send(cardErrorBody(outcome.refusal));
        const { brand, last4, expMonth, expYear } = outcome.card;
        return reply.send({ id: outcome.token, card: { brand, last4, exp_month: expMonth, exp_year: expYear } });
      });

      scope.post('/confirm', async (request, reply) => {
        const body = confirmBodySchema.safeParse(request.body);
        if (!body.success) return requestError(reply, 400, 'parameter_invalid', 'La demande de paiement est incomplète.');
        return answer(reply, await payments.confirm(body.data.client_secret, body.data.payment_method));
      });

      scope.post('/3ds/:challenge_id', async (request, reply) => {
        const params = challengeParamsSchema.safeParse(request.params);
        const body = challengeBodySchema.safeParse(request.body);
        if (!params.success || !body.success) return requestError(reply, 400, 'parameter_invalid', 'La réponse à l’authentification est invalide.');
        return answer(reply, await payments.answerChallenge(params.data.challenge_id, body.data.result));
      });
    },
    { prefix: SANDBOX_PAYMENTS_PREFIX },
  );
}
