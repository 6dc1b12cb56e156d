import { expect, type Page } from '@playwright/test';

/** Opens `path`, lets the service worker install, and reloads until it controls the page. */
export async function installApp(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Forgets every copy the app keeps but saved pages: the worker's runtime caches and the persisted queries. */
export async function forgetAllButSaved(page: Page) {
  await page.evaluate(async () => {
    await caches.delete('rihla-api');
    await caches.delete('rihla-media');
    await caches.delete('rihla-emergency');
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  });
}
