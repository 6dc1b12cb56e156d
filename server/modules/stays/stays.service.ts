import type { Kysely } from 'kysely';
import { HOTEL_FIND_PAGE_SIZE } from '../../../domain/booking/hotel-find.ts';
import { cheapestStayIn } from '../../../domain/booking/hotel-quote.ts';
import { type StayRequest, stayNights, stayProblems } from '../../../domain/booking/stay.ts';
import type {
  Availability,
  DestinationStayQuery,
  HotelsAvailability,
  StayQuery,
} from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { buildPage } from '../../lib/paging.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { type CheapestStay, toAvailableRoom, toHotelStay, toPolicy, toRoomOffer } from './stays.mappers.ts';
import { type StayKind, StaysRepository } from './stays.repository.ts';

/** A stay asked in a query, as the domain's rules read it. */
export const stayOf = (q: StayQuery): StayRequest => ({
  arrival: q.arrival,
  departure: q.departure,
  adults: q.adults,
  childAges: q.ages,
  rooms: q.rooms,
});

/** The stay's checks (spec §5) on Tunisia's calendar: 400 `invalid_stay` with each field's problem. */
export function checkStay(stay: StayRequest, now: Date) {
  const problems = stayProblems(stay, tunisiaDateTime(now).slice(0, 10));
  if (Object.keys(problems).length > 0)
    throw new HttpError(400, 'invalid_stay', 'This stay cannot be booked as asked.', { fields: problems });
}

/** What a stay's page answers when its listing is not there, by kind. */
const NOT_FOUND: Record<StayKind, () => Error> = {
  hotel: () => notFound('hotel_not_found', 'No hotel with this id.'),
  maison: () => notFound('maison_not_found', 'No guest house with this id.'),
};

/** Stays at hotels and guest houses: what is free for a stay, and at what price. */
export class StaysService {
  private readonly stays: StaysRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.stays = new StaysRepository(db);
  }

  /**
   * The room types free on every night of the stay, with their rates and the party's total in
   * each; an empty list when none is (the page says "no room available between the dates").
   */
  async availability(kind: StayKind, id: number, query: StayQuery): Promise<{ availability: Availability }> {
    const stay = stayOf(query);
    checkStay(stay, this.now());
    const listing = await this.stays.listing(kind, id);
    if (!listing) throw NOT_FOUND[kind]();
    const nights = stayNights(stay.arrival, stay.departure);
    const policy = toPolicy(listing.policy);
    const bookable = listing.bookable === 1;
    const taken = bookable ? await this.stays.mostTaken(kind, listing.slug, nights) : new Map<string, number>();
    const rooms = bookable
      ? listing.rooms.flatMap((room) => {
          const offer = toRoomOffer(room, room.count - (taken.get(room.key) ?? 0));
          if (offer.free <= 0) return [];
          const cheapest = cheapestStayIn(stay, offer, policy);
          return [toAvailableRoom(room, offer, cheapest && { board: cheapest.board, total_millimes: cheapest.total })];
        })
      : [];
    return {
      availability: {
        bookable,
        arrival: stay.arrival,
        departure: stay.departure,
        nights: nights.length,
        rooms,
        policy,
      },
    };
  }

  /**
   * Every hotel of a destination with rooms for the whole party on every night of the stay, by
   * its cheapest stay: the lowest `stay` its own availability quotes (the party in rooms of one
   * type, at its cheapest board; `cheapestStayIn`, same rules, same figures), cheapest first, then
   * by id; 16 a page. Hotels that take no booking online and hotels without such rooms are left
   * out and counted (`not_bookable`, `unavailable`).
   */
  async destinationAvailability(query: DestinationStayQuery, origin: string): Promise<HotelsAvailability> {
    const stay = stayOf(query);
    checkStay(stay, this.now());
    const destination = await this.stays.destination(query.destination_id);
    if (!destination) throw notFound('destination_not_found', 'No destination with this id.');
    const nights = stayNights(stay.arrival, stay.departure);
    const { hotels, rooms, taken } = await this.stays.destinationHotels(destination.id, nights);
    const roomsOf = new Map<number, typeof rooms>();
    for (const room of rooms) {
      const list = roomsOf.get(room.hotel_id);
      if (list) list.push(room);
      else roomsOf.set(room.hotel_id, [room]);
    }
    let notBookable = 0;
    const found: { id: number; stay: CheapestStay }[] = [];
    for (const hotel of hotels) {
      if (hotel.bookable !== 1) {
        notBookable++;
        continue;
      }
      const policy = toPolicy(hotel.policy);
      let best: CheapestStay | null = null;
      for (const room of roomsOf.get(hotel.id) ?? []) {
        const offer = toRoomOffer(room, room.count - taken(hotel.slug, room.key));
        if (offer.free <= 0) continue;
        const cheapest = cheapestStayIn(stay, offer, policy);
        if (cheapest && (!best || cheapest.total < best.total))
          best = { key: room.key, name: room.name, board: cheapest.board, total: cheapest.total };
      }
      if (best) found.push({ id: hotel.id, stay: best });
    }
    found.sort((a, b) => a.stay.total - b.stay.total || a.id - b.id);
    const start = (query.page - 1) * HOTEL_FIND_PAGE_SIZE;
    const page = found.slice(start, start + HOTEL_FIND_PAGE_SIZE);
    const cards = await this.stays.hotelCards(page.map((h) => h.id));
    const stays = new Map(page.map((h) => [h.id, h.stay]));
    const baseUrl = listingUrl(origin, '/utilisateur/hotels/availability', {
      destination_id: destination.id,
      arrival: stay.arrival,
      departure: stay.departure,
      adults: stay.adults,
      rooms: stay.rooms,
      ages: stay.childAges.join(','),
    });
    return {
      hotels: buildPage(
        cards.map((card) => toHotelStay(card, stays.get(card.id) as CheapestStay)),
        found.length,
        { page: query.page, perPage: HOTEL_FIND_PAGE_SIZE, baseUrl },
      ),
      destination: { id: destination.id, slug: destination.slug, ...flattenLocalized('name', destination.name) },
      arrival: stay.arrival,
      departure: stay.departure,
      nights: nights.length,
      not_bookable: notBookable,
      unavailable: hotels.length - notBookable - found.length,
    } as HotelsAvailability;
  }
}
