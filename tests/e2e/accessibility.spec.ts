import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './app-test.ts';

/** The first id a list answers, for the item pages. */
async function firstId(page: Page, path: string, pick: (body: never) => { id: number }[]): Promise<number> {
  const body = (await (await page.request.get(`/utilisateur/${path}`)).json()) as never;
  return pick(body)[0]!.id;
}

type Data<K extends string> = Record<K, { data: { id: number }[] }>;

async function routes(page: Page): Promise<string[]> {
  const ids = {
    hotels: await firstId(page, 'hotels', (b: Data<'hotels'>) => b.hotels.data),
    restaurants: await firstId(page, 'restaurants', (b: Data<'restaurants'>) => b.restaurants.data),
    maison: await firstId(page, 'maison', (b: Data<'maisons'>) => b.maisons.data),
    events: await firstId(page, 'allevent', (b: Data<'events'>) => b.events.data),
    activity: await firstId(page, 'allactivity', (b: Data<'activety'>) => b.activety.data),
    musses: await firstId(page, 'musees', (b: Data<'musees'>) => b.musees.data),
    monument: await firstId(page, 'monument', (b: { monuments: { id: number }[] }) => b.monuments),
    festival: await firstId(page, 'festival', (b: { festivals: { id: number }[] }) => b.festivals),
  };
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return [
    '',
    'secour',
    'no-such-page',
    `vols/find/TUN/DJE?date=${inDays(7)}&return=${inDays(10)}&passengers=2`,
    'confirmation?status=unpaid&ref=RH-2026-00042',
    'connexion',
    'confidentialite',
    'localisation',
    'inscription',
    'mot-de-passe-oublie',
    'reset-password/abc/amira%40example.com',
    ...Object.entries(ids).flatMap(([section, id]) => [section, `${section}/${id}`]),
  ];
}

/** WCAG 2.2 A and AA rules of axe-core, on every visitor screen built so far, in French and Arabic. */
for (const lang of ['fr', 'ar'] as const) {
  test(`every screen passes axe-core's WCAG 2.2 AA rules (${lang})`, async ({ page }) => {
    // About 45 screens, each analysed by axe: a minute on a quiet 2-core machine, twice that when busy.
    test.setTimeout(240_000);
    for (const route of await routes(page)) {
      await page.goto(`/${lang}/${route}`);
      await expect(page.locator('main h1, main .not-found h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(found, `/${lang}/${route}`).toEqual([]);
    }
  });
}

test('every screen in Arabic on a phone: right to left, translated title, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 800 });
  for (const route of await routes(page)) {
    await page.goto(`/ar/${route}`);
    await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1').first(), route).toBeVisible();
    await expect(page, route).toHaveTitle(/رحلة$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
  }
});
