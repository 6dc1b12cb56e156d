import { expect, holdAppCode, scrollToEnd, test } from './app-test.ts';

test('the app takes over a listing whole: no card disappears on the way, and a traveller who scrolled keeps the place', async ({
  page,
}) => {
  // Hold the app's code back until the traveller has scrolled the server's page.
  const release = await holdAppCode(page);
  await page.addInitScript(() => {
    // The fewest hotel cards the page ever shows, watched from the first markup to the app's render.
    const seen = { fewest: Number.POSITIVE_INFINITY };
    (window as { cardsSeen?: typeof seen }).cardsSeen = seen;
    const count = () => {
      const cards = document.querySelectorAll('article.hotel-card').length;
      if (document.readyState !== 'loading') seen.fewest = Math.min(seen.fewest, cards);
    };
    new MutationObserver(count).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', count);
  });

  const goto = page.goto('/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  const cards = await page.locator('article.hotel-card').count();
  expect(cards).toBeGreaterThan(8);
  await page.evaluate(() => window.scrollTo(0, 1500));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  release();
  await goto;

  expect(await page.evaluate(() => (window as { cardsSeen?: { fewest: number } }).cardsSeen?.fewest)).toBe(cards);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The app answers: a card's details open from its button.
  await page.locator('article.hotel-card').first().getByRole('button').first().click();
  await expect(page.locator('article.hotel-card.expanded')).toHaveCount(1);
});

test('what sits below a listing loads as the traveller scrolls near it, not with the page', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/utilisateur/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/fr/hotels');
  await page.waitForTimeout(500);
  expect(calls).toEqual([]);
  await expect(page.getByRole('region', { name: 'Derniers articles' })).toHaveCount(0);

  await scrollToEnd(page);
  await expect(page.getByRole('region', { name: 'Derniers articles' }).locator('a.slide-card').first()).toBeVisible();
  expect(calls).toEqual(
    expect.arrayContaining(['/utilisateur/allactivity', '/utilisateur/wp/v2/posts', '/utilisateur/a_d_s_f_ront']),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pictures far down a listing wait until the traveller scrolls to them, the app’s render included', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    await page.goto('/fr/hotels');
    await page.waitForTimeout(500);
    const last = page.locator('article.hotel-card').last();
    const picture = await last.locator('img').getAttribute('src');
    expect(pictures).not.toContain(picture);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => pictures).toContain(picture);
  });
});

test('the language’s number data loads in a worker; without the worker, the app still formats its prices', async ({
  page,
}) => {
  const warmups: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/intl-warmup\.worker-[\w-]+\.js$/.test(request.url())) warmups.push(request.url());
  });
  await page.goto('/fr/hotels');
  expect(warmups).toHaveLength(1);
  await expect(page.locator('article.hotel-card .card-price').first()).toHaveText(/\d\sDT\s\/\snuit$/);

  await page.route(/\/assets\/intl-warmup\.worker-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/ar/hotels');
  await expect(page.locator('article.hotel-card .card-price').first()).toContainText('د.ت.');
});

test('a server-rendered page carries no error report', async ({ request }) => {
  for (const path of ['/fr', '/fr/hotels/1', '/fr/monument/1', '/ar/restaurants']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('data-stck');
    expect(html, path).not.toContain('node_modules');
  }
});
