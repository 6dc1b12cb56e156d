/**
 * The zod/mini schemas of every API answer the app reads, by name. Only src/lib/api.ts loads this
 * module, lazily: zod and the schemas stay out of every page's first load (about 10 KB gzip), and
 * arrive with the first call that needs them.
 */
import * as z from 'zod/mini';

export { profileResponseSchema, sessionResponseSchema } from '../../domain/contract/accounts.ts';
export {
  activitiesPageResponseSchema,
  activityDetailResponseSchema,
  agenciesResponseSchema,
  agencyDetailResponseSchema,
  airportsResponseSchema,
  availableVehiclesResponseSchema,
  bannersResponseSchema,
  catalogueSearchResponseSchema,
  categoryDetailResponseSchema,
  circuitDetailResponseSchema,
  circuitsResponseSchema,
  emergencyNumbersResponseSchema,
  eventDetailResponseSchema,
  eventsPageResponseSchema,
  festivalDetailResponseSchema,
  festivalsResponseSchema,
  guideDetailResponseSchema,
  guidesResponseSchema,
  maisonDetailResponseSchema,
  maisonsPageResponseSchema,
  monumentDetailResponseSchema,
  monumentsResponseSchema,
  museumDetailResponseSchema,
  museumsPageResponseSchema,
  offersResponseSchema,
  partnerResponseSchema,
  postsResponseSchema,
  videoDetailResponseSchema,
  videosPageResponseSchema,
  voyageDetailResponseSchema,
} from '../../domain/contract/catalogue.ts';
export { departuresResponseSchema, voyageDeparturesResponseSchema } from '../../domain/contract/departures.ts';
export { flightRoutesResponseSchema, flightSearchResponseSchema } from '../../domain/contract/flights.ts';
export {
  citiesResponseSchema,
  destinationsResponseSchema,
  statesResponseSchema,
} from '../../domain/contract/geography.ts';
export {
  hotelDetailResponseSchema,
  hotelsListResponseSchema,
  hotelsPageResponseSchema,
} from '../../domain/contract/hotels.ts';
export { orderResponseSchema, paymentResponseSchema } from '../../domain/contract/orders.ts';
export { rentalReservationResponseSchema } from '../../domain/contract/rentals.ts';
export { travellerReservationsResponseSchema } from '../../domain/contract/reservations.ts';
export {
  restaurantDetailResponseSchema,
  restaurantsListResponseSchema,
  restaurantsPageResponseSchema,
} from '../../domain/contract/restaurants.ts';
export { seatAvailabilityResponseSchema } from '../../domain/contract/seats.ts';
export { availabilityResponseSchema, hotelsAvailabilityResponseSchema } from '../../domain/contract/stays.ts';
export { destinationTablesResponseSchema, tableAvailabilityResponseSchema } from '../../domain/contract/tables.ts';

/** For a call whose answer the page reads loosely (a place's many shapes, see place-pages.tsx). */
export const unknownResponseSchema = z.unknown();
