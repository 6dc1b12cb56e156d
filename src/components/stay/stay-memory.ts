import type { StayRequest } from '../../../domain/booking/stay.ts';
import { readStorage } from '../../lib/local-store.ts';
import { today } from './stay-dates.ts';

const KEY = 'rihla.stay-search';
const EMPTY: StayRequest = { arrival: '', departure: '', adults: 2, childAges: [], rooms: 1 };

/** The last stay asked on this device (spec §3: selections live in local storage), or an empty one. */
export function lastStay(): StayRequest {
  try {
    const saved = JSON.parse(readStorage(KEY) ?? 'null') as StayRequest | null;
    if (!saved || typeof saved.arrival !== 'string' || !Array.isArray(saved.childAges)) return EMPTY;
    // A stay asked days ago keeps its party, not its past dates.
    return saved.arrival < today() ? { ...saved, arrival: '', departure: '' } : saved;
  } catch {
    return EMPTY;
  }
}

/**
 * The stay last asked when the page was opened at its availability section (`#availability`: a
 * hotel chosen among those free for a stay, which remembered it), or null: the page then asks it
 * at once. A stay whose dates have passed is not asked.
 */
export function openedForStay(): StayRequest | null {
  if (typeof window === 'undefined' || window.location.hash !== '#availability') return null;
  const stay = lastStay();
  return stay.arrival && stay.departure ? stay : null;
}

export function rememberStay(stay: StayRequest) {
  try {
    localStorage.setItem(KEY, JSON.stringify(stay));
  } catch {
    // Storage full or refused: the form simply starts empty next time.
  }
}

const PENDING_KEY = 'rihla.stay-pending';

/** Rooms chosen by a visitor sent to sign in: restored when they come back to the same page. */
export interface PendingSelection {
  kind: string;
  listingId: number;
  stay: StayRequest;
  quantities: Record<string, number>;
}

export function rememberPending(selection: PendingSelection) {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify(selection));
  } catch {
    // Without storage the traveller chooses again after signing in.
  }
}

/** The selection left for this listing before signing in, taken (it is restored once). */
export function takePending(kind: string, listingId: number): PendingSelection | null {
  try {
    const saved = JSON.parse(readStorage(PENDING_KEY) ?? 'null') as PendingSelection | null;
    if (!saved || saved.kind !== kind || saved.listingId !== listingId) return null;
    localStorage.removeItem(PENDING_KEY);
    return saved;
  } catch {
    return null;
  }
}
