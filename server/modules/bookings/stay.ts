import type { Kysely } from 'kysely';
import { guestProblems } from '../../../domain/booking/guest.ts';
import { cancellationFee, quoteStay, type RoomChoice, type StayQuote } from '../../../domain/booking/hotel-quote.ts';
import type { LineSnapshot } from '../../../domain/booking/snapshots.ts';
import type { StayCheckoutLine } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toPolicy, toRoomOffer } from '../stays/stays.mappers.ts';
import { type StayKind, StaysRepository } from '../stays/stays.repository.ts';
import { checkStay } from '../stays/stays.service.ts';
import type { BookingAdapter, PricedLine, StoredLine } from './booking-adapter.ts';
import { snapshotOf } from './booking-adapter.ts';
import { day, dinars, localized } from './mail-format.ts';

/** Rooms of a listing that no request could ask more of: availability is checked when taking them. */
const UNCHECKED = Number.MAX_SAFE_INTEGER;

/** A stay at a hotel or a guest house: rooms of a type taken night by night, on its terms. */
export function stayAdapter<K extends StayKind>(kind: K, db: Kysely<Database>, now: () => Date): BookingAdapter<K> {
  const stays = new StaysRepository(db);
  return {
    price: (line, index) => priceStay(stays, line as StayCheckoutLine, index, now()),
    unitCount: (trx, line, key) => stays.roomCount(kind, line.listing_slug, key, trx),
    cancellationFee: (line, daysBefore) =>
      cancellationFee(
        snapshotOf<LineSnapshot>(line).policy,
        line.total_millimes,
        daysBefore,
        line.status === 'confirmed',
      ),
    orderLine(line, common) {
      const snapshot = snapshotOf<LineSnapshot>(line);
      return {
        ...common,
        kind,
        listing_id: snapshot.listing_id,
        ...stayFieldsOf(line, snapshot),
        rooms: snapshot.rooms.map((r) => ({ room: r.room, board: r.board, quantity: r.quantity, name: r.name })),
        lines: snapshot.lines,
      };
    },
    answerView(line, common) {
      const snapshot = snapshotOf<LineSnapshot>(line);
      return { ...common, kind, ...stayFieldsOf(line, snapshot) };
    },
    mail: {
      details(line, t, locale) {
        const snapshot = snapshotOf<LineSnapshot>(line);
        return [
          localized(snapshot.name, locale),
          localized(snapshot.address, locale),
          `${day(line.arrival, locale)} → ${day(line.departure, locale)} (${t.nights(snapshot.nights)})`,
          ...snapshot.rooms.map((r) => `${r.quantity} × ${localized(r.name, locale)} (${t.boards[r.board]})`),
          `${t.total}: ${dinars(line.total_millimes, locale)}`,
        ];
      },
      span: (line) => `${line.arrival} → ${line.departure}`,
      answerer: (line, locale) => localized(snapshotOf(line).name, locale),
      freed: 'rooms',
    },
  };
}

/** What a stay's order line and answer view both show: its nights, its party and its rooms. */
const stayFieldsOf = (line: StoredLine, snapshot: LineSnapshot) => ({
  name: snapshot.name,
  arrival: line.arrival,
  departure: line.departure,
  nights: snapshot.nights,
  adults: snapshot.stay.adults,
  child_ages: snapshot.stay.childAges,
  rooms: snapshot.rooms.map((r) => ({ name: r.name, board: r.board, quantity: r.quantity })),
});

async function priceStay(
  stays: StaysRepository,
  line: StayCheckoutLine,
  index: number,
  now: Date,
): Promise<PricedLine> {
  const stay = {
    arrival: line.arrival,
    departure: line.departure,
    adults: line.adults,
    childAges: line.child_ages,
    rooms: line.rooms,
  };
  checkStay(stay, now);
  if (line.guest) {
    const problems = guestProblems(line.guest);
    if (Object.keys(problems).length > 0)
      throw new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', {
        line: index,
        fields: problems,
      });
  }
  const listing = await stays.listing(line.kind, line.listing_id);
  if (!listing)
    throw line.kind === 'hotel'
      ? new HttpError(404, 'hotel_not_found', 'No hotel with this id.')
      : new HttpError(404, 'maison_not_found', 'No guest house with this id.');
  if (listing.bookable !== 1)
    throw new HttpError(409, 'not_bookable', 'This place takes no booking online.', { line: index });
  const offers = listing.rooms.map((room) => toRoomOffer(room, UNCHECKED));
  const result = quoteStay(stay, offers, toPolicy(listing.policy), line.choices);
  if (!result.ok)
    throw new HttpError(400, 'invalid_choice', 'These rooms do not fit the stay asked.', {
      line: index,
      problem: result.problem,
      ...(result.room ? { room: result.room } : {}),
    });
  return {
    index,
    kind: line.kind,
    slug: listing.slug,
    arrival: line.arrival,
    departure: line.departure,
    units: roomsOf(line.choices).map((r) => ({
      key: r.room,
      quantity: r.quantity,
      count: listing.rooms.find((t) => t.key === r.room)!.count,
    })),
    rooms: line.choices.filter((c) => c.quantity > 0),
    total: result.quote.total,
    seen: line.seen_total_millimes,
    snapshot: staySnapshot(line, listing, result.quote),
    gone: (room) =>
      new HttpError(409, 'rooms_unavailable', 'Some of the rooms chosen are no longer free.', { line: index, room }),
  };
}

/** The rooms of each type a line takes, whatever their boards. */
function roomsOf(choices: readonly RoomChoice[]): { room: string; quantity: number }[] {
  const byRoom = new Map<string, number>();
  for (const c of choices) if (c.quantity > 0) byRoom.set(c.room, (byRoom.get(c.room) ?? 0) + c.quantity);
  return [...byRoom].map(([room, quantity]) => ({ room, quantity }));
}

function staySnapshot(
  line: StayCheckoutLine,
  listing: NonNullable<Awaited<ReturnType<StaysRepository['listing']>>>,
  quote: StayQuote,
): LineSnapshot {
  const parse = (json: string) => JSON.parse(json) as Record<string, string>;
  return {
    listing_id: listing.id,
    name: parse(listing.name),
    address: parse(listing.address),
    phone: listing.phone,
    email: listing.email,
    stay: {
      arrival: line.arrival,
      departure: line.departure,
      adults: line.adults,
      childAges: line.child_ages,
      rooms: line.rooms,
    },
    nights: quote.nights,
    rooms: line.choices
      .filter((c) => c.quantity > 0)
      .map((c) => {
        const room = listing.rooms.find((r) => r.key === c.room)!;
        const rate = toRoomOffer(room, 0).rates.find((r) => r.board === c.board)!;
        return { ...c, name: parse(room.name), unit: rate.millimes };
      }),
    occupancy: quote.occupancy,
    lines: quote.lines,
    policy: toPolicy(listing.policy),
    ...(line.guest ? { guest: { ...line.guest, name: line.guest.name.trim(), phone: line.guest.phone.trim() } } : {}),
  };
}
