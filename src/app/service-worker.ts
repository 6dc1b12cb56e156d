import { Workbox } from 'workbox-window';
import { announceUpdate } from './update-bus.ts';

/** Loaded after the page, so workbox-window stays out of the first load. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    announceUpdate(() => {
      let reloading = false;
      const reload = () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      };
      wb.addEventListener('controlling', reload);
      navigator.serviceWorker.addEventListener('controllerchange', reload);
      wb.messageSkipWaiting();
      // The new version may already be in charge (it took over before the traveller answered, so no
      // change of controller will come): then the reload is all that is left to do.
      void navigator.serviceWorker.getRegistration().then((registration) => {
        if (!registration?.waiting) reload();
      });
    });
  });
  void wb.register();
}
