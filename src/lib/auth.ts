import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'token';
const USER_KEY = 'rihla.user';
const CHANGED = 'rihla:session';

/** What the header and pages show of the signed-in traveller (the profile itself comes from the API). */
export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
}

/** The spec keeps the bearer token in local storage; guarded pages only check it is there. */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
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

export function clearSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

function readUser(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ? localStorage.getItem(USER_KEY) : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange); // another tab signed in or out
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

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
