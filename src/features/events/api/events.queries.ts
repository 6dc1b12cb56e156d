import { type ListingSearch, listingApiPath } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

/** Events, or weekend ideas (the same kind of answer), a page of them. */
export const eventsPageQuery = (kind: 'event' | 'weekend', s: ListingSearch) =>
  apiQuery(
    listingApiPath(kind === 'event' ? '/utilisateur/allevent' : '/utilisateur/weekend', s),
    'eventsPageResponseSchema',
  );

export const activitiesPageQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/allactivity', s), 'activitiesPageResponseSchema');

export const eventQuery = (id: number) => apiQuery(`/utilisateur/event/${id}`, 'eventDetailResponseSchema');

export const activityQuery = (id: number) => apiQuery(`/utilisateur/activity/${id}`, 'activityDetailResponseSchema');
