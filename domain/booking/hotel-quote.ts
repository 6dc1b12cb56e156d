import type { BoardBasis } from '../contract/hotels.ts';
import { isBaby, type StayRequest, stayNights } from './stay.ts';

/**
 * The price of a stay at a hotel or guest house, line by line, in integer millimes: what the
 * traveller sees before booking is what checkout charges (the server computes it again there and
 * never takes a client's figure).
 */

/** One price a night for a room type, with what it includes. */
export interface Rate {
  board: BoardBasis;
  millimes: number;
}

/** A room type as the stay can use it: its rates and how many are free on every night asked. */
export interface RoomOffer {
  key: string;
  capacity: number;
  minNights: number;
  rates: Rate[];
  free: number;
}

/** What a child pays a night, by age (children past every band pay the last band's price). */
export interface ChildBand {
  minAge: number;
  maxAge: number;
  millimes: number;
}

/** The hotel's terms: children's prices, tourist tax, cancellation. */
export interface StayPolicy {
  childBands: ChildBand[];
  /** A night per adult, 0 when the hotel charges none. */
  touristTaxMillimes: number;
  /** Free cancellation until this many days before arrival; after that, `feePercent` of the stay. */
  freeCancellationDays: number;
  cancellationFeePercent: number;
  /** Rooms ready from (`HH:MM`), to be left by; STAY_HOURS when the catalogue gives none. */
  checkIn?: string;
  checkOut?: string;
}

/** What Tunisia's hotels usually keep: rooms from 14:00 on arrival, left by noon on departure. */
export const STAY_HOURS = { checkIn: '14:00', checkOut: '12:00' } as const;

/** Rooms of one type and board the traveller chooses. */
export interface RoomChoice {
  room: string;
  board: BoardBasis;
  quantity: number;
}

/** Who sleeps in one room. */
export interface RoomOccupancy {
  room: string;
  board: BoardBasis;
  adults: number;
  /** Ages of the children counted in the room's capacity (2 and over). */
  childAges: number[];
  babies: number;
}

export type QuoteLine =
  | { kind: 'room'; room: string; board: BoardBasis; quantity: number; nights: number; unit: number; total: number }
  | { kind: 'child'; age: number; nights: number; unit: number; total: number }
  | { kind: 'baby'; age: number; total: 0 }
  | { kind: 'tourist_tax'; adults: number; nights: number; unit: number; total: number };

export interface StayQuote {
  nights: number;
  occupancy: RoomOccupancy[];
  lines: QuoteLine[];
  total: number;
}

export type QuoteProblem =
  | 'room_count_mismatch'
  | 'unknown_room'
  | 'unknown_board'
  | 'not_enough_free'
  | 'min_nights'
  | 'over_capacity';

export type QuoteResult = { ok: true; quote: StayQuote } | { ok: false; problem: QuoteProblem; room?: string };

/** A child's price a night under the policy's bands. */
export function childNightPrice(bands: readonly ChildBand[], age: number): number {
  const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
  if (band) return band.millimes;
  const oldest = [...bands].sort((a, b) => b.maxAge - a.maxAge)[0];
  return oldest && age > oldest.maxAge ? oldest.millimes : 0;
}

/**
 * Puts the guests in the chosen rooms: an adult in every room first, then the other adults and the
 * children where there is most room left, babies (who need no bed) one per room in turn. Null when
 * they do not fit.
 */
export function assignGuests(
  rooms: readonly { room: string; board: BoardBasis; capacity: number }[],
  stay: Pick<StayRequest, 'adults' | 'childAges'>,
): RoomOccupancy[] | null {
  if (rooms.length === 0 || stay.adults < rooms.length) return null;
  const filled = rooms.map((r) => ({
    room: r.room,
    board: r.board,
    capacity: r.capacity,
    adults: 1,
    childAges: [] as number[],
    babies: 0,
  }));
  const spare = (r: (typeof filled)[number]) => r.capacity - r.adults - r.childAges.length;
  const roomiest = () => filled.reduce((best, r) => (spare(r) > spare(best) ? r : best));
  for (let i = rooms.length; i < stay.adults; i++) {
    const room = roomiest();
    if (spare(room) <= 0) return null;
    room.adults++;
  }
  const children = stay.childAges.filter((age) => !isBaby(age)).sort((a, b) => b - a);
  for (const age of children) {
    const room = roomiest();
    if (spare(room) <= 0) return null;
    room.childAges.push(age);
  }
  stay.childAges.filter(isBaby).forEach((_, i) => {
    (filled[i % filled.length] as (typeof filled)[number]).babies++;
  });
  if (filled.some((r) => spare(r) < 0)) return null;
  return filled.map(({ capacity: _, ...occupancy }) => occupancy);
}

/** The quote for the chosen rooms, or why they cannot be booked for this stay. */
export function quoteStay(
  stay: StayRequest,
  offers: readonly RoomOffer[],
  policy: StayPolicy,
  choices: readonly RoomChoice[],
): QuoteResult {
  const nights = stayNights(stay.arrival, stay.departure).length;
  const chosen = choices.filter((c) => c.quantity > 0);
  const count = chosen.reduce((sum, c) => sum + c.quantity, 0);
  if (count !== stay.rooms || chosen.some((c) => !Number.isInteger(c.quantity)))
    return { ok: false, problem: 'room_count_mismatch' };
  const rooms: { room: string; board: BoardBasis; capacity: number }[] = [];
  const lines: QuoteLine[] = [];
  for (const choice of chosen) {
    const offer = offers.find((o) => o.key === choice.room);
    if (!offer) return { ok: false, problem: 'unknown_room', room: choice.room };
    const rate = offer.rates.find((r) => r.board === choice.board);
    if (!rate) return { ok: false, problem: 'unknown_board', room: choice.room };
    const alreadyChosen = chosen
      .filter((c) => c.room === choice.room && c !== choice)
      .reduce((sum, c) => sum + c.quantity, 0);
    if (choice.quantity + alreadyChosen > offer.free)
      return { ok: false, problem: 'not_enough_free', room: choice.room };
    if (nights < offer.minNights) return { ok: false, problem: 'min_nights', room: choice.room };
    for (let i = 0; i < choice.quantity; i++)
      rooms.push({ room: offer.key, board: choice.board, capacity: offer.capacity });
    lines.push({
      kind: 'room',
      room: offer.key,
      board: choice.board,
      quantity: choice.quantity,
      nights,
      unit: rate.millimes,
      total: rate.millimes * nights * choice.quantity,
    });
  }
  const occupancy = assignGuests(rooms, stay);
  if (!occupancy) return { ok: false, problem: 'over_capacity' };
  for (const age of [...stay.childAges].sort((a, b) => b - a)) {
    if (isBaby(age)) {
      lines.push({ kind: 'baby', age, total: 0 });
      continue;
    }
    const unit = childNightPrice(policy.childBands, age);
    lines.push({ kind: 'child', age, nights, unit, total: unit * nights });
  }
  if (policy.touristTaxMillimes > 0)
    lines.push({
      kind: 'tourist_tax',
      adults: stay.adults,
      nights,
      unit: policy.touristTaxMillimes,
      total: policy.touristTaxMillimes * stay.adults * nights,
    });
  return { ok: true, quote: { nights, occupancy, lines, total: lines.reduce((sum, l) => sum + l.total, 0) } };
}

/** The cheapest stay for the whole party in one room type, for the availability list (null: it cannot hold them). */
export function cheapestStayIn(
  stay: StayRequest,
  offer: RoomOffer,
  policy: StayPolicy,
): { board: BoardBasis; total: number } | null {
  let best: { board: BoardBasis; total: number } | null = null;
  for (const rate of offer.rates) {
    const result = quoteStay(stay, [offer], policy, [{ room: offer.key, board: rate.board, quantity: stay.rooms }]);
    if (result.ok && (!best || result.quote.total < best.total))
      best = { board: rate.board, total: result.quote.total };
  }
  return best;
}

/** What cancelling costs `daysBefore` days before arrival, before the provider has answered or after. */
export function cancellationFee(
  policy: StayPolicy,
  total: number,
  daysBefore: number,
  providerAnswered: boolean,
): number {
  if (!providerAnswered || daysBefore >= policy.freeCancellationDays) return 0;
  return Math.round((total * policy.cancellationFeePercent) / 100);
}
