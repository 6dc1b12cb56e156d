import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../../../domain/query-keys.ts';
import { apiGetAuthed } from '../../../lib/api.ts';
import { keepInWallet } from '../wallet.ts';

/** The traveller's reservations, under the key a cancellation refreshes. */
export const RESERVATIONS_KEY = [ACCOUNT_KEY, 'reservations'] as const;

/**
 * Every reservation of the signed-in traveller, each answer also kept in their offline wallet:
 * fetched with the token (never part of the key), held in memory only and not retried once refused.
 */
export const reservationsQuery = (token: string, owner: string) =>
  queryOptions({
    queryKey: RESERVATIONS_KEY,
    queryFn: async () => {
      const answer = await apiGetAuthed(
        '/utilisateur/dashbord/user/reservations',
        'travellerReservationsResponseSchema',
        token,
      );
      keepInWallet(owner, answer);
      return answer;
    },
    gcTime: 0,
    retry: false,
  });
