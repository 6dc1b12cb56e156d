import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { ALL_PAGE_TEXT } from '../../domain/page-text.ts';
import { entryFiles, pageFiles, readAssetManifest } from '../../server/modules/pages/asset-manifest.ts';
import { expect, type Page, test } from './app-test.ts';
import { installApp } from './service-worker.ts';

test.describe('maps', () => {
  test('no page downloads the map library before a map is opened', () => {
    const manifest = readAssetManifest('dist');
    expect(manifest).not.toBeNull();
    const kinds = Object.keys(ALL_PAGE_TEXT) as (keyof typeof ALL_PAGE_TEXT)[];
    for (const kind of kinds) {
      const files = [...entryFiles(manifest!), ...pageFiles(manifest!, kind, 'fr')];
      const code = files.map((f) => fs.readFileSync(`dist/${f}`, 'utf8')).join('\n');
      expect(code.includes('maplibregl') || files.some((f) => /map-view|maplibre/.test(f)), kind).toBe(false);
    }
  });

  test('a listing opens its map on demand, with a point for each place', async ({ page }) => {
    await page.goto('/fr/monument');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    const map = page.getByRole('region', { name: 'Carte : Monuments et sites' });
    await expect(map.locator('canvas')).toBeVisible();
    expect(requests.some((u) => /map-view/.test(u))).toBe(true);
    await expect(page.getByRole('button', { name: 'Masquer la carte' })).toBeVisible();
  });

  test('the hotels listing has its map too', async ({ page }) => {
    await page.goto('/fr/hotels');
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    await expect(page.getByRole('region', { name: 'Carte : Hôtels' }).locator('canvas')).toBeVisible();
  });

  test('a category map opens full screen on a phone and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ar/pottery');
    await page.locator('.map-panel > button').click();
    const dialog = page.locator('dialog.map-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('canvas')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

type HotelRow = { id: number; name: string; name_ar: string; destination: { name: string } };

/** The second page of hotels: the first with hotels of Djerba and of Tozeur, far apart. */
async function secondPageOfHotels(page: Page) {
  const body = (await (await page.request.get('/utilisateur/hotels?page=2')).json()) as {
    hotels: { data: HotelRow[] };
  };
  const at = (place: string) => body.hotels.data.find((h) => h.destination.name === place)!;
  return { all: body.hotels.data, djerba: at('Djerba'), tozeur: at('Tozeur') };
}

/** Whether a pin's centre is inside the map's canvas: on screen in the first view. */
async function inView(page: Page, pin: Locator) {
  const canvas = (await page.locator('.map-view canvas').boundingBox())!;
  const box = await pin.boundingBox();
  if (!box) return false;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return x > canvas.x && x < canvas.x + canvas.width && y > canvas.y && y < canvas.y + canvas.height;
}

const townNames = (page: Page) => page.locator('.map-view[data-towns]').getAttribute('data-towns');

/** The pin of a place: its own, or the one of the group it is in (named after all its places). */
const pinOf = (page: Page, name: string) => page.locator(`.map-pin[aria-label*=${JSON.stringify(name)}]`);

for (const { lang, phone } of [
  { lang: 'fr', phone: false },
  { lang: 'ar', phone: true },
] as const) {
  test(`a listing's map (${lang}${phone ? ', phone' : ''}): town names in the page's language, every pin in the first view, a popup with picture, price and link`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const { all, djerba, tozeur } = await secondPageOfHotels(page);
    const name = (h: HotelRow) => (lang === 'ar' ? h.name_ar : h.name);
    await page.goto(`/${lang}/hotels?page=2`);
    await page.locator('.map-panel > button').click();
    if (phone) await expect(page.locator('dialog.map-dialog')).toBeVisible();

    // Town names, drawn on the map itself, in the page's language.
    await expect.poll(() => townNames(page)).toContain(lang === 'ar' ? 'توزر' : 'Tozeur');
    const towns = (await townNames(page))!.split('|');
    expect(towns).toContain(lang === 'ar' ? 'جربة' : 'Djerba');
    expect(towns).not.toContain(lang === 'ar' ? 'Tozeur' : 'توزر');

    // The first view frames all the page's hotels, Djerba's and Tozeur's included; the pins of one
    // town are one until zoomed in.
    await expect(pinOf(page, name(djerba))).toBeVisible();
    expect(await inView(page, pinOf(page, name(djerba)))).toBe(true);
    expect(await inView(page, pinOf(page, name(tozeur)))).toBe(true);
    const named = (
      await page.locator('.map-pin').evaluateAll((pins) => pins.map((p) => p.getAttribute('aria-label')))
    ).join(', ');
    for (const hotel of all) expect(named).toContain(name(hotel));

    // A town's pin zooms in until its hotels part (or lists them, as close as the map goes).
    await pinOf(page, name(tozeur)).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inView(page, pinOf(page, name(djerba)))).toBe(false);
    const popup = page.locator('.maplibregl-popup');
    await expect(async () => {
      if (!(await popup.getByRole('link', { name: name(tozeur) }).isVisible())) {
        await pinOf(page, name(tozeur)).focus();
        await page.keyboard.press('Enter');
      }
      await expect(popup.getByRole('link', { name: name(tozeur) })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await popup.locator('.maplibregl-popup-close-button').click();

    // Zoomed in on Tozeur, the hotel of Nefta, 25 km off, has a pin of its own: a button, which the
    // keyboard opens, its popup's link taking the focus.
    const nefta = all.filter((h) => h.destination.name === 'Tozeur').at(-1)!;
    await expect(page.locator(`.map-pin[aria-label=${JSON.stringify(name(nefta))}]`)).toHaveCount(1);
    await pinOf(page, name(nefta)).focus();
    await page.keyboard.press('Enter');
    await expect(popup.locator('img')).toHaveAttribute('alt', '');
    await expect(popup.locator('img')).toHaveAttribute('src', /\/media\//);
    await expect(popup.locator('.map-popup-price')).toHaveText(
      lang === 'ar' ? /^ابتداءً من .+ \/ الليلة$/ : /^à partir de .+ \/ nuit$/,
    );
    const link = popup.getByRole('link', { name: name(nefta) });
    await expect(link).toBeFocused();
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.height).toBeGreaterThanOrEqual(44);
    const close = popup.locator('.maplibregl-popup-close-button');
    await expect(close).toHaveAccessibleName(lang === 'ar' ? 'إغلاق' : 'Fermer');
    expect((await close.boundingBox())!.width).toBeGreaterThanOrEqual(44);
    // The open map, pins, names and popup, passes axe-core's WCAG 2.2 AA rules. Each pin is a
    // 44 px target; pins that would overlap are grouped.
    for (const pin of await page.locator('.map-pin').all()) {
      const box = (await pin.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    const audit = await new AxeBuilder({ page })
      .include('.map-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Followed by the keyboard that opened it on the phone, by the mouse on the desktop. (Once, in CI
    // under load, a mouse click on the phone's popup left the page where it was; not reproduced in 30
    // runs since.)
    if (phone) await page.keyboard.press('Enter');
    else await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hotels/${nefta.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(nefta));
  });
}

test('a hotel’s page shows it on a map, with its town', async ({ page }) => {
  const { djerba } = await secondPageOfHotels(page);
  await page.goto(`/fr/hotels/${djerba.id}`);
  await expect(page.getByRole('heading', { name: 'Sur la carte' })).toBeVisible();
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: `Carte : ${djerba.name}` });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.getByRole('button', { name: djerba.name })).toHaveCount(1);
  expect(await inView(page, map.getByRole('button', { name: djerba.name }))).toBe(true);
  await expect.poll(() => townNames(page)).toContain('Houmt Souk');
  // The map's own buttons speak the page's language.
  await expect(map.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
});

test('a circuit’s page draws its route: the stops numbered in order', async ({ page }) => {
  const { circuit } = (await (await page.request.get('/utilisateur/circuits/grand-tour-de-tunisie')).json()) as {
    circuit: { name: string; stops: { city: { name: string }; lat: string; lng: string }[] };
  };
  expect(circuit.stops.length).toBeGreaterThan(2);
  await page.goto('/fr/circuits/grand-tour-de-tunisie');
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: `Carte : ${circuit.name}` });
  await expect(map.locator('canvas')).toBeVisible();
  const stops = map.locator('.map-pin-stop');
  await expect(stops).toHaveCount(new Set(circuit.stops.map((s) => `${s.lat},${s.lng}`)).size);
  await expect(stops.first()).toHaveText('1');
  await expect(stops.first()).toHaveAccessibleName(`1. ${circuit.stops[0]!.city.name}`);
  await expect(map.getByRole('button', { name: `2. ${circuit.stops[1]!.city.name}` })).toHaveText('2');
  for (const stop of await stops.all()) expect(await inView(page, stop)).toBe(true);
});

test('offline, a map opened for the first time still has its land, town names and the map’s own words', async ({
  page,
  context,
}) => {
  await installApp(page, '/ar/hotels');
  // The worker controls the page once installed: its precache, the map's code, words and geography included, is complete.
  await context.setOffline(true);
  try {
    await page.locator('.map-panel > button').click();
    await expect.poll(() => townNames(page)).toContain('تونس');
    await expect(page.getByRole('button', { name: 'تكبير' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
