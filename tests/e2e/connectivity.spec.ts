import type { BrowserContext, Route } from '@playwright/test';
import { expect, type Page, test } from './app-test.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

/**
 * Offline is known from what requests do (src/lib/connectivity.ts), not from navigator.onLine:
 * on current Chromium, Playwright's setOffline no longer changes navigator.onLine at all, which is
 * also what a traveller on hotel Wi-Fi behind a login page or on one bar of 3G lives with.
 */

const banner = (page: Page) => page.locator('.connection-banner');
const BANNER_TEXT = 'Vous êtes hors ligne';
/** Back online: the next probe of the server is at most 10 s away (domain/constants.ts). */
const BACK_ONLINE_MS = 15_000;

/** The first hotel, opened online once so that its page and data are on the device. */
async function visitHotel(page: Page) {
  await page.goto('/fr/hotels');
  const first = page.locator('article.hotel-card a').first();
  const href = (await first.getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator('.booking-note a.button-primary')).toBeVisible();
  return href;
}

/** A client-side navigation (the home's tile) to a page whose data was never fetched: a request the app must make. */
async function openRestaurants(page: Page) {
  await page.locator('main a[href="/fr/restaurants"]').first().click();
  await expect(page).toHaveURL(/\/fr\/restaurants$/);
}

/** Requests that never answer: a connection that claims to be up and delivers nothing. */
async function lieFi(context: BrowserContext): Promise<() => Promise<void>> {
  const hanging: Route[] = [];
  const hang = (route: Route) => {
    hanging.push(route);
  };
  await context.route('**/utilisateur/**', hang);
  await context.route('**/healthz', hang);
  return async () => {
    await context.unroute('**/utilisateur/**', hang);
    await context.unroute('**/healthz', hang);
    for (const route of hanging) await route.abort().catch(() => {});
  };
}

test('network cut: a failed request makes the app offline (banner, booking disabled with its reason); it comes back by itself', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await installApp(page, '/fr');
  const hotel = await visitHotel(page);
  await page.goto('/fr');
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await openRestaurants(page);
  await expect(banner(page)).toContainText(BANNER_TEXT);
  await expect(page.locator('.error-state[role="alert"]')).toContainText('Vous êtes hors ligne');

  // The hotel seen online opens from the device, and says why it cannot be booked now.
  await page.goto(hotel);
  const note = page.locator('.booking-note');
  await expect(note.locator('button.button-primary')).toBeDisabled();
  await expect(note).toContainText('La réservation demande une connexion internet.');

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0, { timeout: BACK_ONLINE_MS });
  await expect(note.locator('a.button-primary')).toBeVisible();
});

test('lie-fi: requests that hang make the app offline within a bounded time; it comes back when they answer again', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await installApp(page, '/fr');
  await page.goto('/fr');
  const restore = await lieFi(context);

  await openRestaurants(page);
  // The worker has no copy of this answer: the app's own deadline (10 s) decides.
  await expect(banner(page)).toContainText(BANNER_TEXT, { timeout: 15_000 });
  await expect(page.locator('.error-state[role="alert"]')).toBeVisible({ timeout: 15_000 });

  await restore();
  await expect(banner(page)).toHaveCount(0, { timeout: BACK_ONLINE_MS });
  // What failed while offline is fetched again, without a click on « Réessayer ».
  await expect(page.locator('article.place-card').first()).toBeVisible();
});

test('lie-fi with a copy on the device: the worker answers from it after 3 s and the app knows it is offline', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await installApp(page, '/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  const restore = await lieFi(context);
  // A fresh start of the app with the network hanging: the page comes from the worker's copies.
  await page.evaluate(async () => {
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  });
  const copies: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['x-rihla-offline-copy']) copies.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.locator('article.hotel-card').first()).toBeVisible({ timeout: 10_000 });
  await expect(banner(page)).toContainText(BANNER_TEXT, { timeout: 10_000 });
  expect(copies).toContain('/utilisateur/hotels');
  await restore();
  await expect(banner(page)).toHaveCount(0, { timeout: BACK_ONLINE_MS });
});

test('a login page answering instead of the server (hotel Wi-Fi) is offline, not data', async ({ page, context }) => {
  await page.goto('/fr');
  const portal = (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Connectez-vous au Wi-Fi</body></html>' });
  await context.route('**/utilisateur/**', portal);
  await context.route('**/healthz', portal);
  await openRestaurants(page);
  await expect(banner(page)).toContainText(BANNER_TEXT);
  await context.unroute('**/utilisateur/**', portal);
  await context.unroute('**/healthz', portal);
  await expect(banner(page)).toHaveCount(0, { timeout: BACK_ONLINE_MS });
});

test('a signed-in traveller’s token and identity number are kept in no IndexedDB database and no cache', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'privacy', { idNumber: 'P9182736' });
  await installApp(page, '/fr');
  await page.evaluate(
    ({ token, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('rihla.user', JSON.stringify({ firstName: 'Nour', lastName: 'Jaziri', email }));
    },
    { token: traveller.token, email: traveller.email },
  );
  await page.goto('/fr/user');
  // The profile has arrived (the number shows masked, its end only).
  await expect(page.locator('.profile-card')).toContainText('•••••736');
  await expect(page.locator('.my-reservations[aria-busy="false"] .empty-state')).toBeVisible();
  await page.waitForTimeout(1500); // the query cache is written to IndexedDB at most once a second

  const kept = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        texts.push(JSON.stringify(rows));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        texts.push(request.url);
        const response = await cache.match(request);
        if (response && !/image|video|javascript|css|font/.test(response.headers.get('content-type') ?? ''))
          texts.push(await response.text());
      }
    }
    return texts.join('\n');
  });
  expect(kept.length).toBeGreaterThan(1000); // the persisted catalogue and the worker's caches were read
  expect(kept).not.toContain(traveller.token);
  expect(kept).not.toContain('P9182736');
});
