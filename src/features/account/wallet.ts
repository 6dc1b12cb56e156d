import { useMemo, useSyncExternalStore } from 'react';
import type { Reservation, TravellerReservations } from '../../../domain/contract/reservations.ts';
import { onTokenChange, WALLET_KEY } from '../../lib/auth.ts';
import { readStorage, storageSubscriber } from '../../lib/local-store.ts';

/**
 * The offline wallet: the traveller's reservations as the server last confirmed them, kept on this
 * device in a store of their own (local storage, not the persisted query cache, which the hourly
 * expiry and every new build empty), so that they show without network, on the road. Written at
 * each answer of the server, for the signed-in traveller only, and removed at sign-out (`clearSession`
 * in lib/auth.ts, so that the wallet's code need not be in every page).
 * It holds what the answer's schema lets through: no identity document, no token.
 */
export interface Wallet {
  /** Whose reservations these are (the session's e-mail): another account on the device never sees them. */
  owner: string;
  /** When the server answered (ISO, UTC): « Dernière confirmation le … ». */
  answered_at: string;
  reservations: Reservation[];
}

const CHANGED = 'rihla:wallet';
const walletChanges = storageSubscriber(CHANGED);
/** A change of the wallet, here or in another tab, or a sign-out (which removes it: lib/auth.ts). */
const subscribe = (onChange: () => void) => {
  const stopWallet = walletChanges(onChange);
  const stopSession = onTokenChange(onChange);
  return () => {
    stopWallet();
    stopSession();
  };
};
const sameOwner = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function parse(raw: string | null, owner: string): Wallet | null {
  if (!raw || !owner) return null;
  try {
    const wallet = JSON.parse(raw) as Partial<Wallet>;
    if (typeof wallet.owner !== 'string' || !sameOwner(wallet.owner, owner)) return null;
    if (typeof wallet.answered_at !== 'string' || !Array.isArray(wallet.reservations)) return null;
    return wallet as Wallet;
  } catch {
    return null;
  }
}

function write(value: string | null) {
  try {
    if (value === null) localStorage.removeItem(WALLET_KEY);
    else localStorage.setItem(WALLET_KEY, value);
  } catch {
    // Storage full or unavailable: the list on screen is right, only the offline copy is missing.
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

/** Keeps the server's answer as the owner's wallet, replacing what was there. */
export function keepInWallet(owner: string, answer: TravellerReservations): void {
  if (!owner) return;
  const wallet: Wallet = { owner, answered_at: answer.answered_at, reservations: answer.reservations };
  write(JSON.stringify(wallet));
}

/** The owner's wallet on this device, or null. */
export function walletOf(owner: string): Wallet | null {
  return parse(readStorage(WALLET_KEY), owner);
}

export function clearWallet(): void {
  write(null);
}

/** The owner's wallet, re-rendering when it changes (in this tab or another); null on the server. */
export function useWallet(owner: string): Wallet | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStorage(WALLET_KEY),
    () => null,
  );
  return useMemo(() => parse(raw, owner), [raw, owner]);
}
