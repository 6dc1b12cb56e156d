import * as z from 'zod/mini';
import { idParam, pageParam, pagingSchema, searchParam } from './common.ts';
import { citySchema, destinationSchema, stateSchema } from './geography.ts';
import { listingElementShape } from './listing.ts';

export const CUISINES = ['tunisian', 'seafood', 'mediterranean', 'international', 'cafe', 'street_food'] as const;
export type Cuisine = (typeof CUISINES)[number];

/** A restaurant as listings carry it; `starting_price` is the average meal per person in DT. */
export const restaurantListItemSchema = z.object({
  ...listingElementShape,
  cuisine: z.enum(CUISINES),
  seats_per_service: z.int().check(z.positive()),
  /**
   * Its services: the weekdays (1 Monday … 7 Sunday) and hours (`HH:MM`, Tunisia; `to` before
   * `from` runs past midnight) — the catalogue's, else what its kind of place usually keeps.
   */
  opening_hours: z.array(z.object({ days: z.array(z.number()), from: z.string(), to: z.string() })),
});
export type RestaurantListItem = z.infer<typeof restaurantListItemSchema>;

export const restaurantDetailSchema = z.extend(restaurantListItemSchema, {
  city: citySchema,
  state: stateSchema,
  destination: destinationSchema,
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

/** `GET /utilisateur/restaurants`: the paging object wrapped under `restaurants`. */
export const restaurantsPageResponseSchema = z.object({ restaurants: pagingSchema(restaurantListItemSchema) });
/** `allrestaurants`, `restaurantsspecial`, `restaurantsbystate/{state}`: every match under `restaurants.data`. */
export const restaurantsListResponseSchema = z.object({
  restaurants: z.object({ data: z.array(restaurantListItemSchema) }),
});
export const restaurantDetailResponseSchema = z.object({ restaurant: restaurantDetailSchema });

export const restaurantsPageQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  destination_id: z.optional(idParam),
  city_id: z.optional(idParam),
});
export const allRestaurantsQuerySchema = z.object({
  search: searchParam,
  destination_id: z.optional(idParam),
  city_id: z.optional(idParam),
});
export const restaurantIdParamsSchema = z.object({ id: idParam });
