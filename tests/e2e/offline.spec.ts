import { expect, test } from '@playwright/test';

test('a hotels page visited once reloads offline, with the offline banner', async ({ page, context }) => {
  await page.goto('/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  // Wait for the service worker to install and take control, then let the cache persist.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.waitForTimeout(1500); // the query cache is written to IndexedDB at most once a second

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article.hotel-card')).toHaveCount(15);
  await expect(page.getByText('Vous êtes hors ligne', { exact: false })).toBeVisible();
  await expect(page.locator('article.hotel-card img').first()).toHaveJSProperty('complete', true);
  await context.setOffline(false);
});
