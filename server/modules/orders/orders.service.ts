import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { quoteStay, type RoomChoice, type StayQuote } from '../../../domain/booking/hotel-quote.ts';
import { HOLD_MINUTES, LINE_MOVES, movableFrom, ORDER_MOVES } from '../../../domain/booking/states.ts';
import { stayNights } from '../../../domain/booking/stay.ts';
import type { CheckoutLine } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import { toPolicy, toRoomOffer } from '../stays/stays.mappers.ts';
import { StaysRepository } from '../stays/stays.repository.ts';
import { checkStay } from '../stays/stays.service.ts';
import { type LineSnapshot, toOrder } from './orders.mappers.ts';
import { OrdersRepository } from './orders.repository.ts';

/** Readable references without look-alike characters (no 0/O, 1/I): `RH-7K3M-Q9TX`. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
export const newReference = () => `RH-${part()}-${part()}`;

const IDEMPOTENCY_KEY = /^[\w-]{8,120}$/;
/** Rooms of a listing that no request could ask more of: availability is checked when taking them. */
const UNCHECKED = Number.MAX_SAFE_INTEGER;

interface PricedLine {
  index: number;
  line: CheckoutLine;
  listing: NonNullable<Awaited<ReturnType<StaysRepository['listing']>>>;
  nights: string[];
  quote: StayQuote;
}

/** Orders: checkout holds the cart's rooms together or not at all; holds that end unpaid are released. */
export class OrdersService {
  private readonly orders: OrdersRepository;
  private readonly stays: StaysRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.orders = new OrdersRepository(db);
    this.stays = new StaysRepository(db);
  }

  /**
   * `POST /orders`: prices every line again (409 `price_changed` with the new totals when a total
   * differs from what the traveller saw), then in one transaction writes the order and takes every
   * room of every night, or nothing (409 `rooms_unavailable` naming the line and room). The same
   * `Idempotency-Key` again answers the same order and takes nothing more.
   */
  async checkout(auth: Authed, lines: CheckoutLine[], key: string | undefined) {
    if (!key || !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header (8 to 120 letters, digits, - or _).',
      );
    const replay = await this.orders.byKey(auth.user.id, key);
    if (replay) return this.order(auth, replay.reference);

    const priced = await Promise.all(lines.map((line, index) => this.price(line, index)));
    const changed = priced.filter((p) => p.quote.total !== p.line.seen_total_millimes);
    const total = priced.reduce((sum, p) => sum + p.quote.total, 0);
    if (changed.length > 0)
      throw new HttpError(409, 'price_changed', 'The price has changed since it was shown.', {
        lines: changed.map((p) => ({ line: p.index, total_millimes: p.quote.total })),
        total_millimes: total,
      });

    const at = this.now();
    const reference = newReference();
    try {
      await this.orders.transaction(async (trx) => {
        // The order first: a concurrent replay of the same key fails here, before taking rooms.
        const orderId = await this.orders.insertOrder(trx, {
          reference,
          user_id: auth.user.id,
          status: 'held',
          total_millimes: total,
          hold_expires_at: new Date(at.getTime() + HOLD_MINUTES * 60_000).toISOString(),
          idempotency_key: key,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        });
        for (const p of priced) {
          const rooms = roomsOf(p.line.choices);
          // Always in the same order, so that two checkouts never wait on each other's rows.
          for (const room of [...rooms].sort((a, b) => a.room.localeCompare(b.room))) {
            const type = p.listing.rooms.find((r) => r.key === room.room)!;
            const taken = await this.orders.takeRooms(
              trx,
              { kind: p.line.kind, slug: p.listing.slug, key: room.room, count: type.count },
              p.nights,
              room.quantity,
            );
            if (!taken)
              throw new HttpError(409, 'rooms_unavailable', 'Some of the rooms chosen are no longer free.', {
                line: p.index,
                room: room.room,
              });
          }
          const lineId = await this.orders.insertLine(trx, {
            order_id: orderId,
            kind: p.line.kind,
            listing_slug: p.listing.slug,
            status: 'held',
            arrival: p.line.arrival,
            departure: p.line.departure,
            total_millimes: p.quote.total,
            rooms: JSON.stringify(p.line.choices.filter((c) => c.quantity > 0)),
            snapshot: JSON.stringify(snapshotOf(p)),
          });
          await this.orders.event(trx, {
            order_id: orderId,
            line_id: lineId,
            type: 'line_held',
            to: 'held',
            at: at.toISOString(),
          });
        }
        await this.orders.event(trx, {
          order_id: orderId,
          type: 'order_created',
          to: 'held',
          data: { total_millimes: total },
          at: at.toISOString(),
        });
      });
    } catch (error) {
      // Two requests with one key at once: the second's order breaks the key's uniqueness.
      const winner = await this.orders.byKey(auth.user.id, key);
      if (winner) return this.order(auth, winner.reference);
      throw error;
    }
    return this.order(auth, reference);
  }

  /** `GET /orders/{reference}`: the traveller's own order; anyone else's is not found. */
  async order(auth: Authed, reference: string) {
    const found = await this.orders.byReference(reference);
    if (!found || found.order.user_id !== auth.user.id)
      throw new HttpError(404, 'order_not_found', 'No order of yours has this reference.');
    return { order: toOrder(found.order, found.lines) };
  }

  /**
   * Ends the holds whose time is up: the order moves held → released and its rooms are given back,
   * in one transaction whose first step is that conditional move, so a payment verified at the same
   * moment and this release cannot both win. Answers the references released.
   */
  async releaseExpiredHolds(): Promise<string[]> {
    const at = this.now().toISOString();
    const released: string[] = [];
    for (const { reference } of await this.orders.expiredHolds(at)) {
      const done = await this.orders.transaction(async (trx) => {
        const found = await this.orders.byReference(reference, trx);
        if (!found) return false;
        const { order, lines } = found;
        if (!(await this.orders.moveOrder(trx, order.id, movableFrom(ORDER_MOVES, 'released'), 'released', at)))
          return false;
        await this.orders.event(trx, { order_id: order.id, type: 'hold_expired', from: 'held', to: 'released', at });
        for (const line of lines) {
          if (!(await this.orders.moveLine(trx, line.id, movableFrom(LINE_MOVES, 'released'), 'released'))) continue;
          await this.orders.giveBackRooms(
            trx,
            line,
            JSON.parse(line.rooms) as RoomChoice[],
            stayNights(line.arrival, line.departure),
          );
          await this.orders.event(trx, {
            order_id: order.id,
            line_id: line.id,
            type: 'line_released',
            from: line.status,
            to: 'released',
            at,
          });
        }
        return true;
      });
      if (done) released.push(reference);
    }
    return released;
  }

  /** One line priced from the catalogue as it is now, or why it cannot be booked. */
  private async price(line: CheckoutLine, index: number): Promise<PricedLine> {
    const stay = {
      arrival: line.arrival,
      departure: line.departure,
      adults: line.adults,
      childAges: line.child_ages,
      rooms: line.rooms,
    };
    checkStay(stay, this.now());
    const listing = await this.stays.listing(line.kind, line.listing_id);
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
    return { index, line, listing, nights: stayNights(stay.arrival, stay.departure), quote: result.quote };
  }
}

/** The rooms of each type a line takes, whatever their boards. */
function roomsOf(choices: readonly RoomChoice[]): { room: string; quantity: number }[] {
  const byRoom = new Map<string, number>();
  for (const c of choices) if (c.quantity > 0) byRoom.set(c.room, (byRoom.get(c.room) ?? 0) + c.quantity);
  return [...byRoom].map(([room, quantity]) => ({ room, quantity }));
}

function snapshotOf({ line, listing, quote }: PricedLine): LineSnapshot {
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
  };
}
