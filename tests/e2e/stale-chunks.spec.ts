import { expect, test } from './app-test.ts';

// No service worker: it would answer from its precache, and the point is a chunk the server lost.
test.use({ serviceWorkers: 'block' });

/** From now on, the next JavaScript chunk asked for (whose name matches) is gone from the server, as after a deploy. */
async function loseNextChunk(page: import('@playwright/test').Page, name: RegExp) {
  let lost: string | null = null;
  await page.route('**/assets/*.js', async (route) => {
    if (lost === null && name.test(route.request().url())) {
      lost = route.request().url();
      await route.fulfill({ status: 404, body: 'gone' });
    } else await route.continue();
  });
  return () => lost;
}

test('a tab left open across a deploy reloads once when a chunk is missing, and the page opens whole', async ({
  page,
}) => {
  await page.goto('/fr/hotels');
  const title = page.locator('article.hotel-card .card-title a').first();
  const name = await title.innerText();
  // A piece the page loads itself (not a route, which TanStack Router would reload on its own).
  const lost = await loseNextChunk(page, /\/save-offline-/);
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });

  await title.click();
  await expect(page).toHaveURL(/\/fr\/hotels\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Enregistrer pour hors connexion' })).toBeVisible();
  expect(lost()).not.toBeNull();
  expect(documents).toBe(1); // one reload, no loop
});

test('offline, a missing chunk shows the app’s offline state instead of reloading', async ({ page, context }) => {
  await page.goto('/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await context.setOffline(true);
  // The offline banner's own code cannot load either: the page does without it.
  await page.locator('article.hotel-card .card-title a').first().click();
  await expect(page.locator('.error-state[role="alert"]')).toContainText('Vous êtes hors ligne');
  expect(documents).toBe(0);
  await context.setOffline(false);
});
