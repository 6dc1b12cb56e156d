import { expect, test } from '@playwright/test';

/** The page's layout shifts as browsers count them (CLS's parts), from the start of its load. */
function layoutShifts(page: import('@playwright/test').Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
            sources?: Array<{ node?: Node }>;
          }>)
            if (!entry.hadRecentInput)
              shifts.push(`${entry.value} ${entry.sources?.map((s) => (s.node as Element)?.className).join(' ')}`);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 100);
      }),
  );
}

// A slow phone's parser stops many times inside a page: a frame of a half-parsed header would show its
// items moving as the rest arrived (index.html holds frames back until <main>).
for (const path of ['/fr', '/ar', '/fr/hotels']) {
  test(`on a slow phone nothing moves while ${path} arrives`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
    expect(await layoutShifts(page)).toEqual([]);
  });
}
