import type { RestaurantDetail, RestaurantListItem } from '../../../domain/contract/restaurants.ts';
import { toCity, toDestination, toState } from '../geography/geography.mappers.ts';
import { toListingElement } from '../listings/listing.mappers.ts';
import { hoursOf } from '../tables/tables.service.ts';
import type { RestaurantRow, RestaurantsRepository } from './restaurants.repository.ts';

export function toRestaurantListItem(r: RestaurantRow): RestaurantListItem {
  return {
    ...toListingElement(r, r.average_price_millimes),
    cuisine: r.cuisine,
    seats_per_service: r.seats_per_service,
    opening_hours: hoursOf(r).services,
  } as RestaurantListItem;
}

type Found = NonNullable<Awaited<ReturnType<RestaurantsRepository['find']>>>;

export function toRestaurantDetail({ restaurant, city, destination, state }: Found): RestaurantDetail {
  return {
    ...toRestaurantListItem(restaurant),
    city: toCity(city),
    destination: toDestination(destination),
    state: toState(state),
  };
}
