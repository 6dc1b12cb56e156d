import { expect, test } from './app-test.ts';

// No service worker: it would answer from its precache, and the point is a chunk that never arrives.
test.use({ serviceWorkers: 'block' });

test('a page whose code has not arrived after 120 s shows its error state instead of waiting for ever', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/fr');
  // The vehicles page's code: the request is held open, as on a connection that delivers nothing.
  let held = false;
  await page.route(/\/assets\/vehicules-[^/]*\.js$/, () => {
    held = true;
  });
  await page.getByRole('link', { name: /Location de voitures et de bus/ }).click();
  await expect.poll(() => held).toBe(true);
  await page.clock.fastForward(119_000);
  await expect(page.locator('.error-state')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(page.locator('.error-state[role="alert"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
});
