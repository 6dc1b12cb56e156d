import { demo } from '../demo-catalogue.ts';
import { expect, scrollToEnd, test } from './app-test.ts';

test.describe('home', () => {
  test('banners fade from one to the next every second, and pause on request', async ({ page }) => {
    await page.goto('/fr');
    const slider = page.getByRole('region', { name: 'À la une' });
    await expect(slider).toBeVisible();
    const activeIndex = () =>
      slider.locator('.banner-slide').evaluateAll((slides) => slides.findIndex((s) => s.classList.contains('active')));
    const first = await activeIndex();
    await expect.poll(activeIndex, { timeout: 2500 }).not.toBe(first);
    await slider.getByRole('button', { name: 'Mettre en pause' }).click();
    const paused = await activeIndex();
    await page.waitForTimeout(1500);
    expect(await activeIndex()).toBe(paused);
    await expect(slider.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
  });

  test('six activities in a carousel that scrolls, with a way to all of them', async ({ page }) => {
    await page.goto('/fr');
    await scrollToEnd(page);
    const section = page.getByRole('region', { name: 'Activités à ne pas manquer' });
    await expect(section.locator('.slide-card')).toHaveCount(6);
    const track = section.locator('.carousel-track');
    expect(await track.evaluate((t) => t.scrollLeft)).toBe(0);
    await section.getByRole('button', { name: 'Suivant' }).click();
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
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
