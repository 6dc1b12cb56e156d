/**
 * Offline repeat visit: the service worker installed and warm, the network off, the CPU slowed
 * 4× through the DevTools protocol (as Lighthouse's mobile preset does); first contentful paint
 * of a page reloaded that way, median of `runs`. The hotel page is saved for offline first.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { installApp } from '../e2e/service-worker.ts';
import { median } from './server-process.ts';

async function firstContentfulPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  // The app itself, not the browser's offline page (which paints too).
  await page.locator('#root h1').first().waitFor({ timeout: 10_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName('first-contentful-paint')[0];
        if (seen) resolve(seen.startTime);
        else
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
            type: 'paint',
            buffered: true,
          });
      }),
  );
}

export async function offlineFcp(origin: string, hotelId: number, runs: number) {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await installApp(page, `${origin}/fr`);
    // The home's carousels load as the traveller scrolls near them (src/components/when-near.tsx).
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('.slide-card').first().waitFor();
    const hotel = `${origin}/fr/hotels/${hotelId}`;
    await page.goto(hotel);
    await page.getByRole('button', { name: 'Enregistrer pour hors connexion' }).click();
    await page.locator('.save-offline [role="status"]').waitFor();
    await page.waitForTimeout(1500); // the query cache reaches IndexedDB within a second

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const result: Record<string, number> = {};
    for (const [name, url] of [
      ['/fr', `${origin}/fr`],
      ['saved hotel', hotel],
    ] as const) {
      await firstContentfulPaint(page, url); // warm-up: the worker's script and caches
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await firstContentfulPaint(page, url));
      result[name] = Math.round(median(times));
    }
    return result;
  } finally {
    await browser.close();
  }
}
