import type { Kysely } from 'kysely';
import type { TableSnapshot } from '../../../domain/booking/snapshots.ts';
import { defaultHours, type OpeningHours, slotsOn, tableProblem } from '../../../domain/booking/tables.ts';
import type { TableCheckoutLine } from '../../../domain/contract/orders.ts';
import type { Cuisine } from '../../../domain/contract/restaurants.ts';
import type { DestinationTables, TableAvailability } from '../../../domain/contract/tables.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type RestaurantRow, TablesRepository } from './tables.repository.ts';

/** A table line of the cart checked against the restaurant as it is now: what checkout takes and keeps. */
export interface PricedTable {
  slug: string;
  /** Seats in the line's slot. */
  capacity: number;
  snapshot: TableSnapshot;
}

/** The restaurant's hours as its catalogue entry gives them, else its cuisine's usual ones. */
export const hoursOf = (r: Pick<RestaurantRow, 'opening_hours' | 'cuisine' | 'seats_per_service'>): OpeningHours =>
  r.opening_hours
    ? (JSON.parse(r.opening_hours) as OpeningHours)
    : defaultHours(r.cuisine as Cuisine, r.seats_per_service);

const parse = (json: string) => JSON.parse(json) as Record<string, string>;

/**
 * Tables at restaurants (issue 26): which arrival times of a day still seat a party, at one
 * restaurant or across a destination, and a cart's table line checked for checkout, which takes
 * its seats in the slot (orders.service.ts). Nothing is paid: the restaurant answers by e-mail.
 */
export class TablesService {
  private readonly tables: TablesRepository;
  private readonly now: () => Date;

  constructor(db: Kysely<Database>, options: { now?: () => Date } = {}) {
    this.tables = new TablesRepository(db);
    this.now = options.now ?? (() => new Date());
  }

  /** `GET /restaurants/{id}/availability?date=&people=`. */
  async availability(id: number, query: { date: string; people: number }): Promise<{ tables: TableAvailability }> {
    const restaurant = await this.restaurantOf(id);
    const hours = hoursOf(restaurant);
    const taken = (await this.tables.taken([restaurant.slug], query.date)).get(restaurant.slug);
    return {
      tables: {
        id: restaurant.id,
        bookable: restaurant.bookable === 1,
        date: query.date,
        people: query.people,
        seats_per_slot: hours.seatsPerSlot,
        slots: restaurant.bookable === 1 ? this.openSlots(hours, query, taken) : [],
      },
    };
  }

  /** `GET /restaurants/availability?destination_id=&date=&people=`: where the party can eat that day. */
  async destination(query: { destination_id: number; date: string; people: number }): Promise<DestinationTables> {
    const all = await this.tables.ofDestination(query.destination_id);
    const bookable = all.filter((r) => r.bookable === 1);
    const taken = await this.tables.taken(
      bookable.map((r) => r.slug),
      query.date,
    );
    const restaurants = bookable
      .map((r) => ({
        r,
        times: this.openSlots(hoursOf(r), query, taken.get(r.slug))
          .filter((s) => s.available >= query.people)
          .map((s) => s.time),
      }))
      .filter(({ times }) => times.length > 0)
      .map(({ r, times }) => ({
        id: r.id,
        slug: r.slug,
        name: parse(r.name),
        address: parse(r.address),
        cover: r.cover,
        cuisine: r.cuisine,
        average_price_millimes: r.average_price_millimes,
        times,
      }));
    return { restaurants, unavailable: all.length - restaurants.length };
  }

  /**
   * One table line of a checkout, checked as the restaurant is now: 409 `not_bookable`, 409
   * `offer_passed` for a time already past (or too close to answer), 400 `invalid_table` for a time
   * the restaurant does not seat or a party out of bounds.
   */
  async price(line: TableCheckoutLine, index: number): Promise<PricedTable> {
    const restaurant = await this.restaurantOf(line.listing_id);
    if (restaurant.bookable !== 1)
      throw new HttpError(409, 'not_bookable', 'This place takes no booking online.', { line: index });
    const hours = hoursOf(restaurant);
    const problem = tableProblem(line, hours, this.localNow());
    if (problem === 'date_passed')
      throw new HttpError(409, 'offer_passed', 'This time has passed or is too close to be booked.', { line: index });
    if (problem)
      throw new HttpError(400, 'invalid_table', 'The restaurant does not seat this party at this time.', {
        line: index,
        problem,
      });
    return {
      slug: restaurant.slug,
      capacity: hours.seatsPerSlot,
      snapshot: {
        listing_id: restaurant.id,
        name: parse(restaurant.name),
        address: parse(restaurant.address),
        phone: restaurant.phone,
        email: restaurant.email,
        table: { date: line.date, time: line.time, people: line.people },
      },
    };
  }

  private openSlots(hours: OpeningHours, query: { date: string; people: number }, taken?: Map<string, number>) {
    const now = this.localNow();
    return slotsOn(hours, query.date)
      .filter((time) => tableProblem({ ...query, time }, hours, now) === null)
      .map((time) => ({ time, available: Math.max(0, hours.seatsPerSlot - (taken?.get(time) ?? 0)) }));
  }

  private async restaurantOf(id: number) {
    const restaurant = await this.tables.restaurant(id);
    if (!restaurant) throw new HttpError(404, 'restaurant_not_found', 'No restaurant with this id.');
    return restaurant;
  }

  private localNow() {
    return tunisiaDateTime(this.now()).slice(0, 16);
  }
}
