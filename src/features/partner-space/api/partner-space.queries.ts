import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '../../../../domain/query-keys.ts';
import { partnerCall } from './partner-api.ts';

/**
 * The partner's own data, fetched with their token: held in memory only (an 'account' query, out
 * of the persisted cache) and not retried once refused.
 */
const partnerQuery = <T>(name: string, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: [ACCOUNT_KEY, name], queryFn, retry: false, gcTime: 0 });

/** The traveller's applications to be a guide or an agency, and where each stands. */
export const applicationsQuery = () =>
  partnerQuery('partner-applications', async () => ({
    applications: await partnerCall('applications', 'GET', '/utilisateur/partners/me'),
  }));

/** An approved guide's trips, drafts and published. */
export const tripsQuery = () =>
  partnerQuery('partner-trips', async () => ({
    trips: await partnerCall('trips', 'GET', '/utilisateur/partners/trips'),
  }));

/** The bookings of the guide's trips. */
export const bookingsQuery = () =>
  partnerQuery('partner-bookings', async () => ({
    bookings: await partnerCall('bookings', 'GET', '/utilisateur/partners/bookings'),
  }));
