import { demo } from '../demo-catalogue.ts';
import { expect, scrollToEnd, test } from './app-test.ts';

test.describe('home', () => {
  // The carousels' and banners' movement: carousels.spec.ts.
  test('six activities in a carousel, with a way to all of them', async ({ page }) => {
    await page.goto('/fr');
    await scrollToEnd(page);
    const section = page.getByRole('region', { name: 'Activités à ne pas manquer' });
    await expect(section.locator('.slide-card')).toHaveCount(6);
    await section.getByRole('link', { name: 'Voir toutes les activités' }).click();
    await expect(page).toHaveURL(/\/fr\/activity$/);
  });

  test('articles show skeletons first, then open in a new tab on their page', async ({ page, context }) => {
    await page.goto('/ar');
    await scrollToEnd(page);
    const section = page.getByRole('region', { name: 'أحدث المقالات' });
    await expect(section.locator('.slide-skeleton').first()).toBeVisible();
    await expect(section.locator('a.slide-card')).toHaveCount(Math.min(6, demo.articles.length));
    const first = section.locator('a.slide-card').first();
    await expect(first).toHaveAttribute('target', '_blank');
    const opened = context.waitForEvent('page');
    await first.click();
    const article = await opened;
    await expect(article).toHaveURL(/\/ar\/blog\/[a-z0-9-]+$/);
    await expect(article.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(article.locator('.rich-text')).not.toBeEmpty();
  });

  test('no page scrolls sideways on a small phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/fr', '/ar', '/ar/monument', '/fr/events', '/ar/videos', '/ar/pottery', '/ar/blog']) {
      await page.goto(path);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
