import { describe, expect, it } from 'vitest';
import { checkoutBodySchema } from '../../domain/contract/orders.ts';
import { type Bookable, bookableItems, checkoutLineOf, repricedItem } from '../../src/features/booking/checkout.ts';
import type { CartItem } from '../../src/lib/cart.ts';

const base = { title: 'Un choix', href: '/fr/x', addedAt: '2026-12-01T10:00:00.000Z' };
const cart: CartItem[] = [
  {
    ...base,
    kind: 'hotel',
    id: '3',
    stay: {
      arrival: '2027-03-01',
      departure: '2027-03-03',
      adults: 2,
      childAges: [6],
      rooms: 1,
      choices: [
        { room: 'double', board: 'bed_breakfast', quantity: 1 },
        { room: 'suite', board: 'half_board', quantity: 0 },
      ],
      totalMillimes: 402_000,
    },
  },
  { ...base, kind: 'maison', id: '8' },
  {
    ...base,
    kind: 'event',
    id: '5',
    seats: { date: '2027-03-02', seats: 2, totalMillimes: 60_000, startTime: '20:00' },
  },
  { ...base, kind: 'activity', id: '2', seats: { date: '2027-03-02', seats: 1, totalMillimes: 0, startTime: null } },
  { ...base, kind: 'restaurant', id: '4', table: { date: '2027-03-01', time: '20:00', people: 3 } },
  {
    ...base,
    kind: 'circuit',
    id: '1',
    circuit: { date: '2027-04-01', end: '2027-04-07', people: 2, rooms: 1, totalMillimes: 1_900_000 },
  },
  {
    ...base,
    kind: 'voyage',
    id: '6',
    voyage: { date: '2027-04-10', end: '2027-04-12', people: 4, totalMillimes: 800_000 },
  },
  {
    ...base,
    kind: 'flight',
    id: 'TU 712:2027-03-01',
    flight: {
      number: 'TU 712',
      date: '2027-03-01',
      cabin: 'economy',
      passengers: [{ first_name: 'Lina', last_name: 'Ben Ali' }],
      totalMillimes: 350_000,
    },
  },
];

describe("the cart's lines, one entry per kind", () => {
  it('books what was chosen whole: a guest house remembered without rooms and a flight (booked from its page) wait', () => {
    expect(bookableItems(cart).map((i) => i.kind)).toEqual([
      'hotel',
      'event',
      'activity',
      'restaurant',
      'circuit',
      'voyage',
    ]);
  });

  it('sends every line in the shape the server checks, with the rooms chosen and the total seen', () => {
    const flight = cart.at(-1) as Bookable;
    const lines = [...bookableItems(cart), flight].map(checkoutLineOf);
    expect(checkoutBodySchema.safeParse({ lines: lines.slice(0, 7) }).error?.issues).toBeUndefined();
    expect(lines[0]).toMatchObject({ kind: 'hotel', listing_id: 3, child_ages: [6], seen_total_millimes: 402_000 });
    expect(lines[0]).toMatchObject({ choices: [{ room: 'double', board: 'bed_breakfast', quantity: 1 }] });
    expect(lines[3]).toEqual({
      kind: 'restaurant',
      listing_id: 4,
      date: '2027-03-01',
      time: '20:00',
      people: 3,
      seen_total_millimes: 0,
    });
    expect(lines.at(-1)).toMatchObject({ kind: 'flight', number: 'TU 712', seen_total_millimes: 350_000 });
    expect(lines.at(-1)).not.toHaveProperty('totalMillimes');
  });

  it('keeps a changed price in the cart, except for a flight, which its page prices again', () => {
    const [stay, seats, , table, circuit, voyage] = bookableItems(cart);
    expect(repricedItem(stay!, 420_000)).toMatchObject({ stay: { totalMillimes: 420_000, adults: 2 } });
    expect(repricedItem(seats!, 70_000)).toMatchObject({ seats: { totalMillimes: 70_000, seats: 2 } });
    expect(repricedItem(table!, 0)).toEqual(table);
    expect(repricedItem(circuit!, 2_000_000)).toMatchObject({ circuit: { totalMillimes: 2_000_000 } });
    expect(repricedItem(voyage!, 900_000)).toMatchObject({ voyage: { totalMillimes: 900_000 } });
    expect(repricedItem(cart.at(-1) as Bookable, 360_000)).toBeNull();
  });
});
