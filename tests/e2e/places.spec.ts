import { demo } from '../demo-catalogue.ts';
import { expect, scrollToEnd, test } from './app-test.ts';

test.describe('destination, governorate and city pages', () => {
  test('a destination shows what to do there, each list leading to the filtered listing', async ({ page }) => {
    const djerba = demo.destinations.find((d) => d.slug === 'djerba')!;
    await page.goto('/fr');
    await scrollToEnd(page);
    await page.getByRole('region', { name: 'Destinations' }).getByRole('link', { name: djerba.name.fr }).click();
    await expect(page).toHaveURL(/\/fr\/destination\/djerba$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(djerba.name.fr);
    const hotels = page.getByRole('region', { name: 'Hôtels' });
    await expect(hotels.locator('.slide-card').first()).toBeVisible();
    await hotels.getByRole('link', { name: 'Tout voir' }).click();
    await expect(page).toHaveURL(/\/fr\/hotels\?destination_id=\d+$/);
    await expect(page.locator('article.hotel-card').first()).toBeVisible();
  });

  test('a governorate in Arabic and a city, and an unknown place is not found', async ({ page }) => {
    const state = demo.states.find((s) => s.slug === 'medenine') ?? demo.states[0]!;
    await page.goto(`/ar/states/${state.slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(state.name.ar);
    await expect(page.locator('.extras-section .slide-card').first()).toBeVisible();

    const city = demo.cities.find((c) => c.slug === 'tunis')!;
    await page.goto(`/fr/city/${city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(city.name.fr);

    const response = await page.goto('/fr/destination/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test('an item page links its city and governorate to their pages', async ({ page }) => {
  const { monument } = (await (await page.request.get('/utilisateur/monument/1')).json()) as {
    monument: { city: { slug: string; name: string }; state: { slug: string } };
  };
  await page.goto('/fr/monument/1');
  await page.locator('.cover-meta').getByRole('link', { name: monument.city.name }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/city/${monument.city.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(monument.city.name);
});
