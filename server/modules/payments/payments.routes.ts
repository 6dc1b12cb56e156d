import type { FastifyInstance, FastifyReply } from 'fastify';
import { orderReferenceParamsSchema, paymentResponseSchema } from '../../../domain/contract/orders.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import type { DocumentedRoute } from '../openapi/openapi.ts';
import type { PaymentsService } from './payments.service.ts';

const op = operationsOf<PaymentsService>();

export const PAYMENT_OPERATIONS: Operation<PaymentsService>[] = [
  op({
    method: 'post',
    path: '/orders/{reference}/payments',
    summary:
      'Starts paying a held order: the attempt is recorded, then the gateway’s page is where to send the traveller (send an Idempotency-Key; the same key answers the same attempt)',
    auth: 'required',
    params: orderReferenceParamsSchema,
    response: paymentResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429, 502],
    limits: [{ per: 'account', max: 20, windowMs: 60_000 }],
    handle: (s, { auth, params, requestHeader }) => s.start(auth!, params.reference, requestHeader('idempotency-key')),
  }),
];

/** Where the payment pages live (outside the language prefix, spec §2). */
/** Where the traveller lands: the payment's success or failure page; or the kind's own confirmation page either way (a circuit's). */
const page = (settled: {
  outcome: 'success' | 'failure' | 'unsettled';
  order: string;
  locale: string;
  ownPage: string | null;
}) =>
  settled.ownPage
    ? `${settled.ownPage}?order=${settled.order}&lang=${settled.locale}`
    : `/payment/${settled.outcome === 'success' ? 'success' : 'echec'}?order=${settled.order}&lang=${settled.locale}`;

/**
 * The gateway's ways back (under the API prefix): its callback, which is only a signal to go and
 * ask it, and the traveller's return, sent on to the payment page the settled order calls for.
 * Both may come any number of times: settling acts once.
 */
/**
 * Each callback or return makes the server ask the gateway: per address, at most this many a
 * minute, so that nobody can make Rihla hammer its gateway (a gateway's own servers call far less).
 */
export const RETURN_LIMITS = { callback: 300, return: 30 } as const;

const callbackResponses = {
  200: '`{received}`: whether the signal named one of our payments (it is then asked of the gateway)',
  400: 'A callback whose signature does not hold (`received: false`)',
  429: 'Too many callbacks from this address (`Retry-After`)',
};

/** The gateway's ways back as the OpenAPI document lists them (registered below, not from a table). */
export const PAYMENT_RETURN_ROUTES: DocumentedRoute[] = [
  {
    method: 'get',
    path: '/payments/callback',
    summary: 'The gateway’s callback: only a signal, upon which the server asks the gateway how the payment stands',
    responses: callbackResponses,
  },
  {
    method: 'post',
    path: '/payments/callback',
    summary: 'The gateway’s callback as a POST (JSON or a form): only a signal, as the GET',
    responses: callbackResponses,
  },
  {
    method: 'get',
    path: '/payments/return',
    summary:
      'Where the gateway sends the traveller back: the payment is settled, then 303 to the success, failure or retry page (or the cart when it names none of ours)',
    responses: { 303: 'To the page the settled order calls for', 429: 'Too many returns from this address' },
  },
];

export async function paymentReturnRoutes(api: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const limiter = new RateLimiter();
  api.addHook('onRequest', async (request, reply) => {
    const kind = request.url.includes('/payments/callback') ? 'callback' : 'return';
    const wait = limiter.hit(`${kind}|${request.ip}`, RETURN_LIMITS[kind], 60_000);
    if (wait > 0)
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .header('cache-control', 'no-store')
        .send({ message: 'Too many requests; try again later.', code: 'too_many_requests' });
  });
  // Gateways post their callbacks as forms (Paymee) as well as JSON.
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const callback = async (request: { query: unknown; body: unknown }, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const signal = { query: (request.query ?? {}) as Record<string, unknown>, body: request.body };
    const attempt = await payments.attemptOf(signal);
    if (!attempt) return { received: false };
    const settled = await payments.settle(attempt.reference, signal);
    if (settled?.refused) return reply.code(400).send({ received: false });
    return { received: true };
  };
  api.get('/payments/callback', callback);
  api.post('/payments/callback', callback);
  api.get('/payments/return', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = request.query as Record<string, unknown>;
    const signal = { query, body: undefined };
    const attempt = await payments.attemptOf(signal);
    if (!attempt) return reply.redirect('/panier', 303);
    const settled = await payments.settle(attempt.reference, signal);
    if (!settled) return reply.redirect('/panier', 303);
    // Back through the failure URL while the gateway still calls the payment open (a declined card
    // on a page that stays usable): the hold still runs, so the traveller may simply try again.
    const viaFail = typeof query.via === 'string' && query.via.startsWith('fail');
    if (settled.outcome === 'unsettled' && settled.held && viaFail)
      return reply.redirect(`/payment?order=${settled.order}&lang=${settled.locale}&retry=1`, 303);
    return reply.redirect(page(settled), 303);
  });
}
