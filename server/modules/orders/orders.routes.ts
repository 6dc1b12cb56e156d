import {
  answerLinkSchema,
  answerResponseSchema,
  checkoutBodySchema,
  orderLineParamsSchema,
  orderReferenceParamsSchema,
  orderResponseSchema,
} from '../../../domain/contract/orders.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { OrdersService } from './orders.service.ts';

const op = operationsOf<OrdersService>();

export const ORDER_OPERATIONS: Operation<OrdersService>[] = [
  op({
    method: 'post',
    path: '/orders',
    summary:
      'Checkout: the cart’s stays priced again and their rooms held together for payment (send an Idempotency-Key header; the same key answers the same order)',
    auth: 'required',
    body: checkoutBodySchema,
    response: orderResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
    limits: [{ per: 'account', max: 30, windowMs: 60_000 }],
    handle: (s, { auth, body, requestHeader }) =>
      s.checkout(auth!, body.lines, requestHeader('idempotency-key'), body.locale),
  }),
  op({
    path: '/orders/{reference}',
    summary: 'One of the traveller’s orders, with its lines, states and hold',
    auth: 'required',
    params: orderReferenceParamsSchema,
    response: orderResponseSchema,
    errors: [400, 401, 404],
    live: true,
    handle: (s, { auth, params }) => s.order(auth!, params.reference),
  }),
  op({
    method: 'post',
    path: '/orders/{reference}/lines/{line}/cancel',
    summary:
      'The traveller cancels one stay: a full refund until the provider has answered, then as its terms say; the provider is told',
    auth: 'required',
    params: orderLineParamsSchema,
    response: orderResponseSchema,
    errors: [400, 401, 404, 409, 429],
    limits: [{ per: 'account', max: 30, windowMs: 60_000 }],
    handle: (s, { auth, params }) => s.cancel(auth!, params.reference, params.line),
  }),
  op({
    path: '/provider/answers',
    summary: 'What a provider’s signed answer link is about (the page its e-mail opens; reading it answers nothing)',
    query: answerLinkSchema,
    response: answerResponseSchema,
    errors: [400, 403],
    live: true,
    limits: [{ per: 'ip', max: 60, windowMs: 60_000 }],
    handle: (s, { query }) => s.answerPage(query),
  }),
  op({
    method: 'post',
    path: '/provider/answers',
    summary: 'The provider confirms or refuses a paid reservation with its signed link (a refusal is refunded)',
    body: answerLinkSchema,
    response: answerResponseSchema,
    errors: [400, 403, 409, 429],
    limits: [{ per: 'ip', max: 30, windowMs: 60_000 }],
    handle: (s, { body }) => s.answer(body),
  }),
];
