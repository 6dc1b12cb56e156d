import { isValidPhone } from '../accounts.ts';

/**
 * Who the hotel welcomes, for one stay (spec §3 hotel reservation: the traveller's details,
 * prefilled from the profile and changeable when booking for someone else), and their requests.
 */
export interface StayGuest {
  name: string;
  phone: string;
  requests: string;
}

export const GUEST_LIMITS = { name: 120, phone: 24, requests: 500 } as const;

export type GuestProblem = 'required' | 'too_long' | 'invalid_phone';

/** The same checks on the reservation page, for comfort, and at checkout, for truth. */
export function guestProblems(guest: StayGuest): Partial<Record<keyof StayGuest, GuestProblem>> {
  const problems: Partial<Record<keyof StayGuest, GuestProblem>> = {};
  if (guest.name.trim().length < 2) problems.name = 'required';
  else if (guest.name.length > GUEST_LIMITS.name) problems.name = 'too_long';
  if (!guest.phone.trim()) problems.phone = 'required';
  else if (guest.phone.length > GUEST_LIMITS.phone) problems.phone = 'too_long';
  else if (!isValidPhone(guest.phone)) problems.phone = 'invalid_phone';
  if (guest.requests.length > GUEST_LIMITS.requests) problems.requests = 'too_long';
  return problems;
}
