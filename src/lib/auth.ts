import { useSyncExternalStore } from 'react';
import { readStorage, storageSubscriber } from './local-store.ts';

const TOKEN_KEY = 'token';
const USER_KEY = 'rihla.user';
/** The offline wallet (features/account/wallet.ts): removed here at sign-out, without loading the wallet's code. */
export const WALLET_KEY = 'rihla.wallet';
const CHANGED = 'rihla:session';

/** What the header and pages show of the signed-in traveller (the profile itself comes from the API). */
export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
}

/** The spec keeps the bearer token in local storage; guarded pages only check it is there. */
export function storedToken(): string | null {
  return readStorage(TOKEN_KEY);
}

export function saveSession(token: string, user: SessionUser) {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ firstName: user.firstName, lastName: user.lastName, email: user.email }),
    );
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

/** Signs out on this device: the token, the traveller's name and their offline wallet go. */
export function clearSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(WALLET_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

const subscribe = storageSubscriber(CHANGED); // another tab may sign in or out too

/** Calls `listener` whenever the stored token becomes another one or none, in this tab or another. */
export function onTokenChange(listener: () => void): () => void {
  let token = storedToken();
  return subscribe(() => {
    const next = storedToken();
    if (next === token) return;
    token = next;
    listener();
  });
}

const readUser = () => (storedToken() ? readStorage(USER_KEY) : null);

/** The signed-in traveller, or null; null while rendering on the server (it has no session). */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(subscribe, readUser, () => null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}
