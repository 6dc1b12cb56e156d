import { isRealDate } from '../dates.ts';
import { addDays } from '../rental.ts';

/**
 * A stay asked at a hotel or guest house (spec §3 hotel reservation, §5 rules): the same checks on
 * the client, for comfort, and on the server, for truth.
 */
export interface StayRequest {
  /** The first night, YYYY-MM-DD (a hotel night, on Tunisia's calendar). */
  arrival: string;
  /** The morning the guests leave: the last night is the day before. */
  departure: string;
  adults: number;
  /** Every child's age in years, babies (under 2) included. */
  childAges: number[];
  rooms: number;
}

/** Younger than this, a child is a baby: free, and outside a room's capacity (a cot). */
export const BABY_AGE = 2;
/** A child is under 18; older guests are adults. */
export const ADULT_AGE = 18;
export const MAX_NIGHTS = 30;
export const MAX_ROOMS = 9;
export const MAX_ADULTS = 30;
export const MAX_CHILDREN = 12;

export type StayField = 'arrival' | 'departure' | 'adults' | 'childAges' | 'rooms';
export type StayProblem =
  | 'required'
  | 'in_past'
  | 'not_after_arrival'
  | 'too_long'
  | 'too_few'
  | 'too_many'
  | 'invalid_age'
  | 'more_rooms_than_adults';

export const isBaby = (age: number) => age < BABY_AGE;

/** The nights of a stay, arrival included, departure excluded. */
export function stayNights(arrival: string, departure: string): string[] {
  const nights: string[] = [];
  for (let night = arrival; night < departure && nights.length <= MAX_NIGHTS; night = addDays(night, 1))
    nights.push(night);
  return nights;
}

/** What is wrong with a stay request, per field; empty when it can be checked (`today` on Tunisia's calendar). */
export function stayProblems(stay: StayRequest, today: string): Partial<Record<StayField, StayProblem>> {
  const problems: Partial<Record<StayField, StayProblem>> = {};
  if (!isRealDate(stay.arrival)) problems.arrival = 'required';
  else if (stay.arrival < today) problems.arrival = 'in_past';
  if (!isRealDate(stay.departure)) problems.departure = 'required';
  else if (!problems.arrival && stay.departure <= stay.arrival) problems.departure = 'not_after_arrival';
  else if (!problems.arrival && stayNights(stay.arrival, stay.departure).length > MAX_NIGHTS)
    problems.departure = 'too_long';
  if (!Number.isInteger(stay.adults) || stay.adults < 1) problems.adults = 'too_few';
  else if (stay.adults > MAX_ADULTS) problems.adults = 'too_many';
  if (stay.childAges.length > MAX_CHILDREN) problems.childAges = 'too_many';
  else if (stay.childAges.some((age) => !Number.isInteger(age) || age < 0 || age >= ADULT_AGE))
    problems.childAges = 'invalid_age';
  if (!Number.isInteger(stay.rooms) || stay.rooms < 1) problems.rooms = 'too_few';
  else if (stay.rooms > MAX_ROOMS) problems.rooms = 'too_many';
  // Each room needs an adult in it.
  else if (!problems.adults && stay.rooms > stay.adults) problems.rooms = 'more_rooms_than_adults';
  return problems;
}
