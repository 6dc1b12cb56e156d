import { expect, type Page, test } from './app-test.ts';
import { installApp } from './service-worker.ts';

/** A navigation inside the app, as a link would make it: no request for a page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function destinationId(page: Page, slug: string) {
  const { destinations } = (await (await page.request.get('/utilisateur/alldestinations')).json()) as {
    destinations: { id: number; slug: string }[];
  };
  return destinations.find((d) => d.slug === slug)!.id;
}

test('find addresses redirect inside the app, to the filtered listing or the place', async ({ page }) => {
  const djerba = await destinationId(page, 'djerba');
  await page.goto('/fr');
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await navigateInApp(page, '/fr/hotels/findHotel/djerba');
  await expect(page).toHaveURL(new RegExp(`/fr/hotels\\?destination_id=${djerba}$`));
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  await navigateInApp(page, '/ar/restaurants/findRes/djerba');
  await expect(page).toHaveURL(new RegExp(`/ar/restaurants\\?destination_id=${djerba}$`));
  await navigateInApp(page, '/fr/events/findEvent/state/tunis');
  await expect(page).toHaveURL(/\/fr\/states\/tunis$/);
  await navigateInApp(page, '/fr/restaurants/findCity/tunis');
  await expect(page).toHaveURL(/\/fr\/city\/tunis$/);
  await navigateInApp(page, '/fr/maison/findMaison/atlantis');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  expect(documents).toBe(0);
});

test('served from the service worker’s shell, online and offline, find addresses still lead somewhere', async ({
  page,
  context,
}) => {
  const djerba = await destinationId(page, 'djerba');
  await installApp(page, '/fr/hotels');
  await page.waitForTimeout(1500); // the query cache (destinations included) is written at most once a second
  await page.goto('/fr/activity/findActivity/djerba');
  await expect(page).toHaveURL(new RegExp(`/fr/activity\\?destination_id=${djerba}$`));

  await context.setOffline(true);
  await page.goto('/fr/weekend/findWeekend/djerba');
  await expect(page).toHaveURL(new RegExp(`/fr/weekend\\?destination_id=${djerba}$`));
  await page.goto('/en/hotels/findHotel/state/medenine');
  await expect(page).toHaveURL(/\/en\/states\/medenine$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await context.setOffline(false);
});
