import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../domain/query-keys.ts';
import { apiGetAuthed } from './api.ts';

/** The signed-in traveller's profile, under the key its edits are written back to. */
export const PROFILE_KEY = [ACCOUNT_KEY, 'profile'] as const;

/**
 * The traveller's own profile (the account page shows it, a stay's guest form starts from it):
 * fetched with the token, never part of the key, held in memory only (app/query-client.ts keeps
 * 'account' queries out of the persisted cache) and not retried once refused.
 */
export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: () => apiGetAuthed('/utilisateur/dashbord/user/profil', 'profileResponseSchema', token),
    gcTime: 0,
    retry: false,
  });
