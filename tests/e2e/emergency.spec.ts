import { expect, test } from './app-test.ts';
import { installApp } from './service-worker.ts';

test('the emergency numbers still show offline when their stored copy is more than a week old', async ({
  page,
  context,
}) => {
  await installApp(page, '/fr/secour');
  await expect(page.locator('main a[href="tel:197"]')).toBeVisible();

  // A week and a day without network: every stored copy of the answer is dated 8 days ago, and
  // the persisted queries are gone, so only the service worker's copy can answer.
  const aged = await page.evaluate(async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toUTCString();
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== '/utilisateur/secours') continue;
        const response = await cache.match(request);
        if (!response) continue;
        const headers = new Headers(response.headers);
        headers.set('date', eightDaysAgo);
        await cache.put(request, new Response(await response.blob(), { status: response.status, headers }));
        count++;
      }
    }
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
    return count;
  });
  expect(aged).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('main a[href="tel:197"]')).toBeVisible();
  await expect(page.locator('main a.emergency-call')).not.toHaveCount(0);
  await context.setOffline(false);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const lang of ['fr', 'ar'] as const) {
    test(`no emergency label is squeezed or spills out of its card at ${viewport.width}×${viewport.height} (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/secour`);
      await expect(page.locator('.emergency-list li').first()).toBeVisible();
      const cards = await page.locator('.emergency-list li').evaluateAll((items) =>
        items.map((li) => {
          const card = li.getBoundingClientRect();
          const label = li.querySelector('.emergency-label') as HTMLElement;
          const box = label.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(label);
          const text = range.getBoundingClientRect();
          const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
          return {
            label: label.textContent,
            inside:
              text.left >= card.left - 0.5 &&
              text.right <= card.right + 0.5 &&
              box.left >= card.left - 0.5 &&
              box.right <= card.right + 0.5,
            lines: Math.round(text.height / lineHeight),
          };
        }),
      );
      for (const card of cards) {
        expect(card.inside, `${card.label} stays inside its card`).toBe(true);
        expect(card.lines, `${card.label} is not one word a line`).toBeLessThanOrEqual(2);
      }
    });
  }
}
