import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SW = path.join('dist', 'sw.js');

test('a new version is offered with a prompt and taken on acceptance, keeping cached pages', async ({
  page,
  context,
}) => {
  await page.goto('/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Deploy: a different sw.js (the compressed copies would still hold the old one).
  const original = fs.readFileSync(SW, 'utf8');
  const compressed = ['.br', '.gz'].filter((ext) => fs.existsSync(SW + ext));
  for (const ext of compressed) fs.renameSync(SW + ext, `${SW + ext}.keep`);
  try {
    fs.writeFileSync(SW, `${original}\n// deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('alert').filter({ hasText: 'Une nouvelle version de Rihla est disponible.' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Mettre à jour' }).click()]);
    await expect(page.locator('article.hotel-card').first()).toBeVisible();
    await expect(prompt).toBeHidden();
  } finally {
    fs.writeFileSync(SW, original);
    for (const ext of compressed) fs.renameSync(`${SW + ext}.keep`, SW + ext);
  }

  // The pages saved before the update still open offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article.hotel-card')).toHaveCount(15);
  await context.setOffline(false);
});
