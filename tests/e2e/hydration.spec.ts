import { LOCALES } from '../../domain/locales.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, holdAppCode, type Page, test } from './app-test.ts';

/** Server-rendered pages of each kind the server renders: home, listings, item, article, video, place. */
const PAGES = [
  '',
  'hotels',
  'hotels/1',
  'restaurants/2',
  `videos/${demo.videos[0]?.slug}`,
  `blog/${demo.articles[0]?.slug}`,
  'monument/1',
  `city/${demo.cities[0]?.slug}`,
];

/** Marks the server's heading as the page's markup arrives, before any of the app's code runs. */
async function markServerHeading(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('main h1')?.setAttribute('data-from-server', '');
    }),
  );
}

// Every test fails on a React recoverable error in its pages (tests/e2e/app-test.ts): these visit
// every kind of server-rendered page in every language. Without the service worker: on a busy
// machine it may answer a slow page from its copies (3 s), which is not what is checked here.
test.use({ serviceWorkers: 'block' });

for (const lang of LOCALES) {
  test(`the server's pages are hydrated, not rendered again, without a mismatch (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await markServerHeading(page);
    for (const path of PAGES) {
      const url = path ? `/${lang}/${path}` : `/${lang}`;
      await page.goto(url);
      // The very element the server sent is still the one on screen.
      await expect(page.locator('main h1[data-from-server]'), url).toHaveCount(1);
    }
  });
}

test('a mismatch between the server and the first render fails the test that meets it', async ({
  page,
  reactErrors,
}) => {
  // The server's page altered on the way: React finds text it would not render.
  await page.route('**/fr/hotels/1', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<main[\s\S]*?<h1[^>]*>)([^<]+)/, '$1Ailleurs');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/fr/hotels/1');
  await expect.poll(() => reactErrors.length).toBeGreaterThan(0);
  expect(reactErrors.join('\n')).toContain('React recoverable error');
  // The app has rendered the page itself: the traveller sees the hotel's true name.
  await expect(page.locator('main h1')).not.toHaveText('Ailleurs');
  reactErrors.length = 0; // expected here: the check after this test would fail on it
});

test('a menu opened before the app has loaded stays open as the app takes over', async ({ page }) => {
  const release = await holdAppCode(page);
  const goto = page.goto('/fr/hotels');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  release();
  await goto;
  await page.waitForTimeout(500);
  await expect(menu).toBeVisible();
  // It is the app's menu now: a section link closes it and leads there.
  await menu.getByRole('link', { name: 'Restaurants' }).click();
  await expect(page).toHaveURL(/\/fr\/restaurants$/);
  await expect(menu).toBeHidden();
});
