import {
  checkoutBodySchema,
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
    handle: (s, { auth, body, requestHeader }) => s.checkout(auth!, body.lines, requestHeader('idempotency-key')),
  }),
  op({
    path: '/orders/{reference}',
    summary: 'One of the traveller’s orders, with its lines, states and hold',
    auth: 'required',
    params: orderReferenceParamsSchema,
    response: orderResponseSchema,
    errors: [400, 401, 404],
    handle: (s, { auth, params }) => s.order(auth!, params.reference),
  }),
];
