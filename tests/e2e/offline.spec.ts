import { expect, test } from './app-test.ts';
import { forgetAllButSaved, installApp } from './service-worker.ts';

test('a hotels page visited once reloads offline, with the offline banner', async ({ page, context }) => {
  await installApp(page, '/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  await page.waitForTimeout(1500); // the query cache is written to IndexedDB at most once a second

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article.hotel-card')).toHaveCount(15);
  await expect(page.getByText('Vous êtes hors ligne', { exact: false })).toBeVisible();
  // The data shown offline says how old it is.
  await expect(page.locator('.connection-banner')).toContainText(/mises à jour (maintenant|il y a \d+ minutes?)/);
  await expect(page.locator('article.hotel-card img').first()).toHaveJSProperty('complete', true);
  await context.setOffline(false);
});

test('the emergency numbers work offline on the first launch, in every language, before any visit', async ({
  page,
  context,
}) => {
  await installApp(page, '/fr/hotels');

  await context.setOffline(true);
  for (const lang of ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko']) {
    await page.goto(`/${lang}/secour`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // In the page itself, not the footer (which always shows police and civil protection).
    await expect(page.locator('main a[href="tel:197"]'), lang).toBeVisible();
    await expect(page.locator('main a[href="tel:+21680100333"]'), lang).toBeVisible();
  }
  await context.setOffline(false);
});

test('a page saved for offline opens without network even when every other copy is gone, and can be removed', async ({
  page,
  context,
}) => {
  const { monuments } = (await (await page.request.get('/utilisateur/monument')).json()) as {
    monuments: { id: number; name: string }[];
  };
  const monument = monuments[0]!;
  await installApp(page, `/fr/monument/${monument.id}`);

  await page.getByRole('button', { name: 'Enregistrer pour hors connexion' }).click();
  await expect(page.locator('.save-offline [role="status"]')).toContainText('Enregistré pour hors connexion le');

  // Forget everything else the app kept: the service worker's caches and the persisted queries.
  await forgetAllButSaved(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(monument.name);
  const picture = page.locator('.photo-tiles img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/ar/hors-connexion');
  await expect(page.locator('.cart-item')).toHaveCount(1);
  await expect(page.locator('.cart-item')).toContainText(monument.name);
  await page.locator('.cart-item button').click();
  await expect(page.locator('.cart-item')).toHaveCount(0);
  await context.setOffline(false);
});
