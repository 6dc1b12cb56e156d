/**
 * The hotels' facility codes and the list's sorts, apart from the API contract's schemas (zod):
 * the hotels page's URL state reads them, and routes load with the app's first script.
 */
export const HOTEL_FACILITIES = [
  'restaurant',
  'bar',
  'parking',
  'pool',
  'seafront',
  'indoor_pool',
  'fitness',
  'meeting_room',
  'spa',
  'room_service',
  'air_conditioning',
  'minibar',
  'wifi',
  'laundry',
  'airport_shuttle',
  'safe',
  'business_centre',
  'private_beach',
  'kids_club',
  'hammam',
  'tennis',
  'bike_rental',
  'concierge',
  'private_terrace',
  'equipped_kitchen',
  'connecting_rooms',
] as const;
export type HotelFacility = (typeof HOTEL_FACILITIES)[number];

/** How the hotels list may be sorted beyond its first load (by price, page by page: spec §5). */
export const HOTEL_SORTS = ['price', 'price_desc', 'stars_desc', 'stars'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
