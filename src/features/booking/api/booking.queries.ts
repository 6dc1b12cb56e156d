import { liveQuery } from '../../../lib/api-query.ts';

/** What is still free of each kind the booking pages book, asked live (spec §2's availability calls). */

/** Seats at an event, or places at an activity, day by day. */
export const seatAvailabilityQuery = (section: 'events' | 'activity', id: number) =>
  liveQuery(`/utilisateur/${section}/${id}/availability`, 'seatAvailabilityResponseSchema');

/** A restaurant's free arrival times for a party on a day. */
export const tableSlotsQuery = (restaurantId: number | string, date: string, people: number) =>
  liveQuery(
    `/utilisateur/restaurants/${restaurantId}/availability?date=${date}&people=${people}`,
    'tableAvailabilityResponseSchema',
  );

/** A circuit's departures with their places left. */
export const circuitDeparturesQuery = (slug: string | undefined) =>
  liveQuery(`/utilisateur/circuits/${slug}/availability`, 'departuresResponseSchema');

/** A guide's trip's departures with their places left. */
export const voyageDeparturesQuery = (voyageId: number) =>
  liveQuery(`/utilisateur/voyages/${voyageId}/availability`, 'voyageDeparturesResponseSchema');
