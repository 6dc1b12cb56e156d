import { useSyncExternalStore } from 'react';

/** iPhone and iPad: their Safari has no install offer, but adds a page to the home screen. */
export const isAppleMobile = (): boolean => /iPhone|iPad|iPod/.test(navigator.userAgent);

/** The browser's install offer, kept by the entry (src/main.tsx) from the moment it comes. */
export const installOffer = (): Event | undefined => (window as { installOffer?: Event }).installOffer;

const subscribe = (onChange: () => void) => {
  window.addEventListener('rihla:installable', onChange);
  return () => window.removeEventListener('rihla:installable', onChange);
};

/**
 * Whether the install help has anything to show here: the browser offered installing, or the
 * device is an iPhone or iPad. Elsewhere it would show nothing, so its code is not even loaded.
 */
export function useInstallHelpWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => installOffer() !== undefined || isAppleMobile(),
    () => false,
  );
}
