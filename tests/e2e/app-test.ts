import { test as base, type Page } from '@playwright/test';

export { devices, expect, type Page } from '@playwright/test';

/** Resolves once the app has rendered over the page (src/boot.tsx marks `<html data-ready>`). */
const appReady = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the app. A page paints
 * from the server's markup before any of the app's code loads (src/main.tsx); until the app has
 * rendered over it, links work but buttons and filters do not answer yet, which a traveller sees
 * as a moment's delay and a test as a missed click.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Scrolls to the page's end and waits for what loads only as a traveller nears it (carousels and
 * banners below the content, src/components/when-near.tsx).
 */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('.when-near').first().waitFor({ state: 'detached' });
}
