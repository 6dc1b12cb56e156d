import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearWallet, keepInWallet, useWallet, walletOf } from '../../../../src/features/account/wallet.ts';
import { clearSession, saveSession } from '../../../../src/lib/auth.ts';
import { answer, confirmedStay, pendingStay } from './reservation-fixtures.ts';

const OWNER = 'amira@example.tn';

describe('the offline wallet', () => {
  afterEach(() => localStorage.clear());

  it('keeps the last answer for its owner, in a store of its own, and gives it to no one else', () => {
    keepInWallet(OWNER, answer([confirmedStay]));
    expect(walletOf(OWNER)).toEqual({ owner: OWNER, ...answer([confirmedStay]) });
    expect(walletOf(' Amira@Example.TN ')?.reservations).toHaveLength(1);
    expect(walletOf('karim@example.tn')).toBeNull();
    expect(walletOf('')).toBeNull();
    // Not the persisted query cache's (IndexedDB), which the hourly expiry empties.
    expect(Object.keys(localStorage)).toEqual(['rihla.wallet']);

    keepInWallet(OWNER, answer([pendingStay], '2027-03-03T10:00:00.000Z'));
    expect(walletOf(OWNER)).toMatchObject({ answered_at: '2027-03-03T10:00:00.000Z', reservations: [pendingStay] });
  });

  it('is emptied when the traveller signs out', () => {
    saveSession('token-1', { firstName: 'Amira', lastName: 'Ben Salah', email: OWNER });
    keepInWallet(OWNER, answer([confirmedStay]));
    clearSession();
    expect(walletOf(OWNER)).toBeNull();
    expect(localStorage.getItem('rihla.wallet')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('rihla.wallet', '{broken');
    expect(walletOf(OWNER)).toBeNull();
    localStorage.setItem('rihla.wallet', JSON.stringify({ owner: OWNER, reservations: 'nope' }));
    expect(walletOf(OWNER)).toBeNull();
  });

  it('re-renders its readers when it changes', () => {
    const { result } = renderHook(() => useWallet(OWNER));
    expect(result.current).toBeNull();
    act(() => keepInWallet(OWNER, answer([confirmedStay])));
    expect(result.current?.reservations.map((r) => r.reference)).toEqual([confirmedStay.reference]);
    act(() => clearWallet());
    expect(result.current).toBeNull();
  });
});
