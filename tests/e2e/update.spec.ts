import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './app-test.ts';
import { forgetAllButSaved, installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

const SW = path.join('dist', 'sw.js');

test('a new version is offered with a prompt and taken on acceptance, keeping the session, saved and cached pages', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // A signed-in traveller, with a page saved for offline.
  const { email, password } = await registerTraveller(page.request, 'update', {
    firstName: 'Amel',
    lastName: 'Gharbi',
  });
  const { monuments } = (await (await page.request.get('/utilisateur/monument')).json()) as {
    monuments: { id: number; name: string }[];
  };
  const monument = monuments[0]!;

  await installApp(page, '/fr/connexion');
  await page.locator('#account-email').fill(email);
  await page.locator('#account-password').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('.profile-card')).toContainText('Amel');
  await page.goto(`/fr/monument/${monument.id}`);
  await page.getByRole('button', { name: 'Enregistrer pour hors connexion' }).click();
  await expect(page.locator('.save-offline [role="status"]')).toContainText('Enregistré pour hors connexion le');
  await page.goto('/fr/hotels');
  await expect(page.locator('article.hotel-card').first()).toBeVisible();

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

  // Still signed in, and the pages kept before the update still open offline: the visited ones
  // from the runtime cache, the saved one from its own cache even with every other copy gone.
  await page.goto('/fr/user');
  await expect(page.locator('.profile-card')).toContainText('Amel');
  await context.setOffline(true);
  await page.goto('/fr/hotels');
  await expect(page.locator('article.hotel-card')).toHaveCount(15);
  await forgetAllButSaved(page);
  await page.goto(`/fr/monument/${monument.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(monument.name);
  await page.goto('/fr/hors-connexion');
  await expect(page.locator('.cart-item')).toContainText(monument.name);
  await context.setOffline(false);
});
