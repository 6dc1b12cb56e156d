import { LISTING_API } from '../../../../domain/listing-api.ts';
import type { ListingSearch } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

/** Events, or weekend ideas (the same kind of answer), a page of them. */
export const eventsPageQuery = (kind: 'event' | 'weekend', s: ListingSearch) =>
  apiQuery(LISTING_API[kind === 'event' ? 'events' : 'weekend'].path(s), 'eventsPageResponseSchema');

export const activitiesPageQuery = (s: ListingSearch) =>
  apiQuery(LISTING_API.activities.path(s), 'activitiesPageResponseSchema');

export const eventQuery = (id: number) => apiQuery(`/utilisateur/event/${id}`, 'eventDetailResponseSchema');

export const activityQuery = (id: number) => apiQuery(`/utilisateur/activity/${id}`, 'activityDetailResponseSchema');
