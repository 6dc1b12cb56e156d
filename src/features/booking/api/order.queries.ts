import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../domain/contract/orders.ts';
import { ACCOUNT_KEY } from '../../../../domain/query-keys.ts';
import { apiGetAuthed } from '../../../lib/api.ts';
import { storedToken } from '../../../lib/auth.ts';

/** An order reference as the payment pages take it (`?order=RH-7K3M-Q9TX`). */
export const ORDER_REFERENCE = /^RH-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** While a payment's outcome is not known yet, the pages ask again this often. */
const POLL_MS = 3000;

/**
 * Whether the gateway has still to settle the order's payment: its live attempt is open and the
 * order is neither paid nor settled otherwise.
 */
export const paymentOpen = (order: Order) =>
  order.status !== 'paid' &&
  order.status !== 'unsettled' &&
  order.payment !== null &&
  ['created', 'pending'].includes(order.payment.status);

/**
 * The traveller's order, read from the server with their token (an 'account' query: kept in
 * memory only, never in the persisted cache). Asked again every few seconds while `poll` says so.
 */
export function useOrder(reference: string | undefined, poll: (order: Order) => boolean = () => false) {
  return useQuery({
    queryKey: [ACCOUNT_KEY, 'order', reference],
    queryFn: async () =>
      (await apiGetAuthed(`/utilisateur/orders/${reference}`, 'orderResponseSchema', storedToken() ?? '')).order,
    enabled: reference !== undefined && ORDER_REFERENCE.test(reference),
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data && poll(query.state.data) ? POLL_MS : false),
  });
}
