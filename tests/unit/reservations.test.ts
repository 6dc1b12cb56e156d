import { describe, expect, it } from 'vitest';
import { isCancellable, isRecorded } from '../../domain/booking/reservations.ts';
import { isLiveApiPath } from '../../domain/query-keys.ts';

describe('the traveller’s reservations', () => {
  it('are recorded lines only, and any line of an unsettled order', () => {
    expect(isRecorded('pending_provider', 'paid')).toBe(true);
    expect(isRecorded('confirmed', 'paid')).toBe(true);
    expect(isRecorded('refused', 'paid')).toBe(true);
    expect(isRecorded('cancelled', 'cancelled')).toBe(true);
    expect(isRecorded('held', 'held')).toBe(false);
    expect(isRecorded('released', 'released')).toBe(false);
    expect(isRecorded('released', 'unsettled')).toBe(true);
  });

  it('may be cancelled while awaiting the hotel or confirmed, until the day of arrival', () => {
    expect(isCancellable('hotel', 'pending_provider', '2027-04-10', '2027-04-10')).toBe(true);
    expect(isCancellable('hotel', 'confirmed', '2027-04-10', '2027-04-09')).toBe(true);
    expect(isCancellable('hotel', 'confirmed', '2027-04-10', '2027-04-11')).toBe(false);
    expect(isCancellable('hotel', 'refused', '2027-04-10', '2027-04-01')).toBe(false);
    expect(isCancellable('hotel', 'cancelled', '2027-04-10', '2027-04-01')).toBe(false);
  });

  it('of seats may be cancelled until the day before, not on the day', () => {
    expect(isCancellable('event', 'confirmed', '2027-04-10', '2027-04-09')).toBe(true);
    expect(isCancellable('event', 'confirmed', '2027-04-10', '2027-04-10')).toBe(false);
    expect(isCancellable('activity', 'pending_provider', '2027-04-10', '2027-04-10')).toBe(false);
  });

  it('never enter the service worker’s caches', () => {
    expect(isLiveApiPath('/utilisateur/dashbord/user/reservations')).toBe(true);
    expect(isLiveApiPath('/utilisateur/dashbord/user/resarvationhotel')).toBe(true);
    // A partner's applications and trips, and the operator's decision on one, are no one else's.
    expect(isLiveApiPath('/utilisateur/partners/decisions')).toBe(true);
    expect(isLiveApiPath('/utilisateur/partners/trips')).toBe(true);
    expect(isLiveApiPath('/utilisateur/hotels/3')).toBe(false);
  });
});
