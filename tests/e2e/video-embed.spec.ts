import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, test } from './app-test.ts';

// Chromium refuses a public page framing a local server (local network access checks); here the
// "other site" counts as public and the test server as local, while in production both are public.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('« Intégrer » gives an iframe of an embed page that plays inside another site', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const video = demo.videos[4]!;
  await page.goto(`/fr/videos/${video.slug}`);
  await page.getByRole('button', { name: 'Intégrer' }).click();
  await expect(page.getByText('Code d’intégration copié !')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain(`/fr/videos/${video.slug}/embed"`);

  // Only the embed page may be framed by other sites.
  const src = /src="([^"]+)"/.exec(code)![1]!;
  const embedHeaders = (await page.request.get(src)).headers();
  expect(embedHeaders['content-security-policy']).toContain('frame-ancestors *');
  expect(embedHeaders['x-frame-options']).toBeUndefined();
  const pageHeaders = (await page.request.get(`/fr/videos/${video.slug}`)).headers();
  expect(pageHeaders['content-security-policy']).toContain("frame-ancestors 'none'");

  // Another site, whose page frames the code as pasted.
  const blog = 'http://blog.example/my-trip';
  await context.route(blog, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><h1>My trip</h1>${code}` }),
  );
  const host = await context.newPage();
  await host.goto(blog);
  const frame = host.frameLocator('iframe');
  await expect(frame.getByRole('link', { name: video.name.fr })).toHaveAttribute(
    'href',
    new RegExp(`/fr/videos/${video.slug}$`),
  );
  const player = frame.locator('video');
  await expect(player).toHaveAttribute('src', /^\/media\/videos\/.+\.webm$/);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await expect(frame.locator('header, footer, nav')).toHaveCount(0);
});
