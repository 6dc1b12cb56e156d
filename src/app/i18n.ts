import { i18n } from '@lingui/core';
import { directionOf, isLocale, type Locale } from '../../domain/locales.ts';

const STORAGE_KEY = 'rihla.lang';

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages that is one of ours (`ar-TN` → `ar`), if any. */
export function browserLocale(): Locale | null {
  for (const tag of navigator.languages ?? []) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice simply is not remembered.
  }
}

/**
 * Loads the language's catalog chunk, activates it and sets `<html lang dir>`. In the browser
 * only: the server renders each request with its own i18n instance (src/entry-server.tsx).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (typeof document === 'undefined') return;
  if (i18n.locale !== locale) {
    const { messages } = await import(`../../locales/${locale}/messages.po`);
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  // Installing from this page installs the app in this language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifests/${locale}.webmanifest`);
}

/**
 * Booking's pages' own messages (a catalog of their own, lingui.config.ts), added to the active
 * language's: the routes of the cart, the reservations, the payment and the provider's answer ask
 * for them before they render, and no other page's first load carries them.
 */
export async function loadBookingMessages(): Promise<void> {
  if (typeof document === 'undefined') return;
  const locale = i18n.locale;
  const { messages } = await import(`../../locales/${locale}/booking.po`);
  i18n.load(locale, messages);
}

/**
 * The reservation pages of seats, tables, circuits and flights (with booking's messages, for
 * their checkout), and a destination's free tables (without).
 */
export async function loadReserveMessages(withBooking = true): Promise<void> {
  if (typeof document === 'undefined') return;
  const locale = i18n.locale;
  const [{ messages }] = await Promise.all([
    import(`../../locales/${locale}/reserve.po`),
    withBooking ? loadBookingMessages() : undefined,
  ]);
  i18n.load(locale, messages);
}

/** The traveller's reservations (the account page): their own messages only. */
export async function loadWalletMessages(): Promise<void> {
  if (typeof document === 'undefined') return;
  const locale = i18n.locale;
  const { messages } = await import(`../../locales/${locale}/wallet.po`);
  i18n.load(locale, messages);
}
