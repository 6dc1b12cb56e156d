import sharp from 'sharp';
import { devices, expect, scrollToEnd, test } from './app-test.ts';

test('each language installs its own manifest: name, direction, start page and shortcuts', async ({ page }) => {
  await page.goto('/ar/hotels');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifests/ar.webmanifest');
  const manifest = (await (await page.request.get('/manifests/ar.webmanifest')).json()) as {
    name: string;
    lang: string;
    dir: string;
    start_url: string;
    display: string;
    icons: { purpose?: string }[];
    shortcuts: { name: string; url: string }[];
    screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'رحلة — تونس',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/ar',
    display: 'standalone',
  });
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  expect(manifest.shortcuts[0]).toEqual(expect.objectContaining({ name: 'أرقام الطوارئ', url: '/ar/secour' }));
  expect((await page.request.get('/manifests/xx.webmanifest')).status()).toBe(404);
  // Screenshots for the install dialog, a phone's and a desktop's, of the Arabic app, at their stated size.
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect(shot.src).toMatch(/^\/screenshots\/ar-/);
    expect(shot.label).toMatch(/\p{Script=Arabic}/u);
    const picture = await page.request.get(shot.src);
    expect(picture.headers()['content-type']).toBe('image/webp');
    const { width, height } = await sharp(await picture.body()).metadata();
    expect(`${width}x${height}`).toBe(shot.sizes);
  }

  // Switching language in the app switches the manifest too.
  await page.goto('/fr');
  await page.getByLabel('Langue : Français').click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifests/ja.webmanifest');
});

test('where the browser offers installing, a button does it', async ({ page }) => {
  const installCode: string[] = [];
  page.on('request', (request) => {
    if (/\/install-app-[\w-]+\.js$/.test(request.url())) installCode.push(request.url());
  });
  await page.goto('/fr');
  await scrollToEnd(page);
  await expect(page.locator('.install-app')).toHaveCount(0);
  // Nothing to show before the offer: its code is not even fetched.
  expect(installCode).toEqual([]);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    (window as unknown as { prompted: boolean }).prompted = false;
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Installer l’application' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
  await expect(page.locator('.install-app')).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });
  test('the steps to add Rihla to the home screen are shown, in the page’s language', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('.install-app')).toHaveText('لتثبيت رحلة: المس «مشاركة» ثم «إضافة إلى الشاشة الرئيسية».');
  });
});
