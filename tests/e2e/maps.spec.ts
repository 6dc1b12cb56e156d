import fs from 'node:fs';
import { ALL_PAGE_TEXT } from '../../domain/page-text.ts';
import { entryFiles, pageFiles, readAssetManifest } from '../../server/modules/pages/asset-manifest.ts';
import { expect, test } from './app-test.ts';

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
