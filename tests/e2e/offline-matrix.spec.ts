import { demo } from '../demo-catalogue.ts';
import { expect, type Page, scrollToEnd, test } from './app-test.ts';
import { forgetAllButSaved, installApp } from './service-worker.ts';

const LANGUAGES = ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko'] as const;
type Lang = (typeof LANGUAGES)[number];
const nameIn = (names: Record<string, string>, lang: Lang) => names[lang] as string;

const djerba = demo.destinations.find((d) => d.slug === 'djerba')!;

/** A hotel of Djerba, as the API lists it: its detail page is one of the saved destination's items. */
async function djerbaHotel(page: Page) {
  const destinations = (await (await page.request.get('/utilisateur/alldestinations')).json()) as {
    destinations: { id: number; slug: string }[];
  };
  const id = destinations.destinations.find((d) => d.slug === 'djerba')!.id;
  const { hotels } = (await (await page.request.get(`/utilisateur/allhotels?destination_id=${id}`)).json()) as {
    hotels: { data: Array<{ id: number } & Record<string, string>> };
  };
  return hotels.data[0]!;
}

for (const lang of LANGUAGES) {
  test(`offline in ${lang}: home, a listing, a detail, the emergency numbers and a saved destination reload without network`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const hotel = await djerbaHotel(page);
    await installApp(page, `/${lang}`);
    await scrollToEnd(page);
    await expect(page.locator('.slide-card').first()).toBeVisible();

    await page.goto(`/${lang}/hotels`);
    await expect(page.locator('article.hotel-card').first()).toBeVisible();
    await page.goto(`/${lang}/hotels/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'fr' ? hotel.name! : hotel[`name_${lang}`]!,
    );
    // Online, a visitor's booking entry leads to signing in.
    await expect(page.locator('.booking-note a.button-primary')).toBeVisible();
    await page.goto(`/${lang}/secour`);
    await expect(page.locator('main a[href="tel:197"]')).toBeVisible();

    await page.goto(`/${lang}/destination/djerba`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameIn(djerba.name, lang));
    await page.locator('.save-offline button').click();
    await expect(page.locator('.save-offline [role="status"]')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1200); // the query cache is written to IndexedDB at most once a second

    await context.setOffline(true);
    const offlineReload = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    };
    await offlineReload(`/${lang}`);
    await scrollToEnd(page);
    await expect(page.locator('.slide-card').first()).toBeVisible();
    await offlineReload(`/${lang}/hotels`);
    await expect(page.locator('article.hotel-card').first()).toBeVisible();
    await offlineReload(`/${lang}/hotels/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'fr' ? hotel.name! : hotel[`name_${lang}`]!,
    );
    // Booking needs the network: disabled, with the reason, and back when the network is.
    await expect(page.locator('.booking-note button.button-primary')).toBeDisabled();
    await offlineReload(`/${lang}/secour`);
    await expect(page.locator('main a[href="tel:197"]')).toBeVisible();
    await offlineReload(`/${lang}/destination/djerba`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameIn(djerba.name, lang));
    await expect(page.locator('.extras-section .slide-card').first()).toBeVisible();

    // A page never visited nor saved: the app's own offline state, not the browser's error page.
    await offlineReload(`/${lang}/festival/1`);
    await expect(page.locator('.error-state[role="alert"]')).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();

    await page.goto(`/${lang}/hotels/${hotel.id}`);
    await expect(page.locator('.booking-note button.button-primary')).toBeDisabled();
    await context.setOffline(false);
    await expect(page.locator('.booking-note a.button-primary')).toBeVisible();
  });
}

test('a saved destination opens offline with its items and their pictures when every other copy is gone', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const hotel = await djerbaHotel(page);
  await installApp(page, '/fr');
  await page.goto('/fr/destination/djerba');
  const save = page.locator('.save-offline');
  await expect(save).toContainText('Avec ses hôtels, restaurants');
  await save.getByRole('button', { name: 'Enregistrer pour hors connexion' }).click();
  await expect(save.locator('[role="status"]')).toContainText('Enregistré pour hors connexion le', { timeout: 30_000 });

  await forgetAllButSaved(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(djerba.name.fr);
  const hotels = page.getByRole('region', { name: 'Hôtels' });
  await expect(hotels.locator('.slide-card').first()).toBeVisible();
  await hotels.getByRole('link', { name: hotel.name! }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.name!);
  const picture = page.locator('.photo-tiles img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/fr/hors-connexion');
  await expect(page.locator('.cart-item')).toContainText(djerba.name.fr);
  await context.setOffline(false);
});
