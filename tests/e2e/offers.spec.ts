import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './app-test.ts';

interface Offer {
  id: number;
  kind: 'hotel' | 'restaurant' | 'maison';
  title: string;
  title_ar: string;
  listing: { id: number; name: string; destination_id: number };
}
const offers = async (page: Page, query = '') =>
  ((await (await page.request.get(`/utilisateur/offers${query}`)).json()) as { offers: Offer[] }).offers;
const cards = (page: Page) => page.locator('article.offer-card');
const paths = { hotel: 'hotels', restaurant: 'restaurants', maison: 'maison' };

test.describe('special offers', () => {
  test('reached from home: every current offer, each leading to its item', async ({ page }) => {
    const all = await offers(page);
    expect(new Set(all.map((o) => o.kind)).size).toBeGreaterThan(1); // across kinds
    await page.goto('/fr');
    await page.getByRole('link', { name: /Offres spéciales/ }).click();
    await expect(page).toHaveURL(/\/fr\/offres$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offres spéciales');
    await expect(cards(page)).toHaveCount(all.length);
    await expect(page).toHaveTitle('Offres spéciales en Tunisie · Rihla');

    const first = all[0]!;
    const card = cards(page).filter({ hasText: first.title }).first();
    await card.getByRole('link', { name: first.listing.name }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/${paths[first.kind]}/${first.listing.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.listing.name);
  });

  test('filter by destination, with an empty state', async ({ page }) => {
    const all = await offers(page);
    const { destinations } = (await (await page.request.get('/utilisateur/alldestinations')).json()) as {
      destinations: { id: number }[];
    };
    const withOffers = all[0]!.listing.destination_id;
    const without = destinations.find((d) => !all.some((o) => o.listing.destination_id === d.id))!;
    await page.goto('/fr/offres');
    await page.getByLabel('Destination').selectOption(String(withOffers));
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`destination_id=${withOffers}$`));
    await expect(cards(page)).toHaveCount((await offers(page, `?destination_id=${withOffers}`)).length);

    await page.goto(`/fr/offres?destination_id=${without.id}`);
    await expect(page.getByText('Aucune offre disponible pour le moment.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('in Arabic, right to left, with the loading and error states', async ({ page }) => {
    const all = await offers(page);
    let fail = false;
    await page.route('**/utilisateur/offers*', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      if (fail) await route.abort();
      else await route.continue();
    });
    await page.goto('/ar');
    await page.locator('a.home-tile[href="/ar/offres"]').click();
    await expect(page.locator('.card-grid[aria-busy="true"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عروض خاصة');
    await expect(cards(page)).toHaveCount(all.length);
    await expect(cards(page).first()).toContainText(all[0]!.title_ar);

    fail = true;
    await page.goto('/ar/offres?destination_id=1');
    await expect(page.locator('.error-state[role="alert"]')).toBeVisible({ timeout: 15_000 });
  });

  for (const lang of ['fr', 'ar'] as const)
    test(`passes axe-core's WCAG 2.2 AA rules (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/offres`);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
});
