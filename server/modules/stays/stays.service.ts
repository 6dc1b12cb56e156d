import type { Kysely } from 'kysely';
import { cheapestStayIn } from '../../../domain/booking/hotel-quote.ts';
import { type StayRequest, stayNights, stayProblems } from '../../../domain/booking/stay.ts';
import type { Availability, StayQuery } from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toAvailableRoom, toPolicy, toRoomOffer } from './stays.mappers.ts';
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
    if (!listing)
      throw kind === 'hotel'
        ? notFound('hotel_not_found', 'No hotel with this id.')
        : notFound('maison_not_found', 'No guest house with this id.');
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
}
