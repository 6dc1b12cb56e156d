import { expect, test } from './app-test.ts';
import { registerTraveller } from './traveller.ts';

test.describe('languages and direction', () => {
  test('French is the default, without a prefix', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Tunisie, à votre rythme');
  });

  test('a first visit to the root follows the browser’s language when it is one of ours', async ({ browser }) => {
    for (const [locale, path, heading] of [
      ['ar-TN', '/ar', 'تونس على إيقاعك'],
      ['ru-RU', '/ru', null],
      ['de-DE', '/', 'La Tunisie, à votre rythme'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', path === '/' ? 'fr' : path.slice(1));
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await context.close();
    }
    // A language chosen in the switcher wins over the browser's.
    const context = await browser.newContext({ locale: 'ar-TN' });
    const page = await context.newPage();
    const ready = () => expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.goto('/fr/hotels');
    await ready();
    await page.getByLabel('Langue : Français').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/hotels$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await ready();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('Arabic pages are right-to-left and translated', async ({ page }) => {
    await page.goto('/ar/hotels');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفنادق');
    await expect(page).toHaveTitle('الفنادق في تونس · رحلة');
    // The layout mirrors: the brand sits on the right in Arabic.
    const brand = await page.locator('.brand').boundingBox();
    const viewport = page.viewportSize();
    expect(brand && viewport && brand.x > viewport.width / 2).toBe(true);
  });

  test('on a phone in Arabic nothing overflows sideways', async ({ page }) => {
    // Content that spills past the start edge in RTL is clipped, not scrollable: check every control.
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/ar', '/ar/hotels', '/ar/hotels/1']) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        const outside = await page.evaluate((w) => {
          const controls = [...document.querySelectorAll('main a, main button, main input, main select')];
          return (
            controls
              // Slides of a carousel sit in their own clipped row, reached with its buttons.
              .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('.carousel-viewport, .swiper'))
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.left < -0.5 || r.right > w + 0.5).length
          );
        }, width);
        expect(outside, `${path} at ${width}px`).toBe(0);
      }
    }
  });

  test('an unknown prefix redirects to /fr', async ({ page }) => {
    await page.goto('/xx/hotels');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the head is filled by the server before any script runs', async ({ request }) => {
    const html = await (await request.get('/ko/hotels')).text();
    expect(html).toContain('<html lang="ko" dir="ltr">');
    expect(html).toContain('<title>튀니지 호텔 · Rihla</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ko\/hotels">/);
    expect(html).toContain('hreflang="x-default"');
  });

  test('the switcher keeps the page, changes language and is remembered', async ({ page }) => {
    await page.goto('/fr/hotels');
    await page.getByLabel('Langue : Français').click();
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/hotels$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ホテル');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

test.describe('not found and guard', () => {
  test('an unknown page offers back and home', async ({ page }) => {
    await page.goto('/fr/hotels');
    await page.goto('/en/nowhere/at-all');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/fr\/hotels$/);
    await page.goto('/en/nowhere');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('account pages and the cart send a visitor without a token home, its data in hand; the partner space to sign in and back', async ({
    page,
  }) => {
    // The home comes whole with its server page's data: its banners without asking the API.
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/utilisateur/a_d_s_f_ront')) apiCalls.push(request.url());
    });
    await page.goto('/fr/user');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('.banner-slider img, .banner-slider video').first()).toBeVisible();
    await page.goto('/ar/panier');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('.banner-slider img, .banner-slider video').first()).toBeVisible();
    expect(apiCalls).toEqual([]);
    await page.goto('/ar/guide');
    await expect(page).toHaveURL(/\/ar\/connexion\?redirect=%2Far%2Fguide$/);
  });

  test('account pages open with a stored token the server knows', async ({ page }) => {
    const { token } = await registerTraveller(page.request, 'youssef', {
      title: 'mr',
      firstName: 'Youssef',
      lastName: 'Mejri',
    });
    await page.goto('/fr');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/fr/user');
    await expect(page).toHaveURL(/\/fr\/user$/);
    await expect(page.getByRole('heading', { name: 'Mon espace' })).toBeVisible();
    await expect(page.locator('.profile-card')).toContainText('Youssef');
  });
});

test.describe('server rendering', () => {
  test('hotels and their details are readable before (and without) JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ar/hotels');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفنادق');
    await expect(page.locator('article.hotel-card')).toHaveCount(15);
    const href = await page.locator('article.hotel-card h2 a').first().getAttribute('href');
    expect(href).toMatch(/^\/ar\/hotels\/\d+$/);
    await page.goto(href as string);
    await expect(page.locator('.photo-tiles li').first()).toBeVisible();
    // The description, sanitized on the server (src/components/server-sanitizer.ts).
    await expect(page.locator('.rich-text p').first()).toContainText(/\p{Script=Arabic}{3}/u);
    await context.close();
  });

  test('pages carry no inline executable script (the CSP forbids them)', async ({ request }) => {
    for (const path of ['/fr', '/fr/hotels', '/en/hotels/1', '/fr/nowhere']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
    }
  });
});

test('search works before JavaScript, as a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr');
  await page.getByLabel('Rechercher dans tout le guide').fill('djerba');
  await page.getByLabel('Rechercher dans tout le guide').press('Enter');
  await expect(page).toHaveURL(/\/fr\/search\?q=djerba$/);
  await expect(page.getByRole('heading', { name: 'Hôtels' })).toBeVisible();
  await expect(page.locator('.search-hit').first()).toBeVisible();
  await context.close();
});

test('the language menu works before JavaScript, as plain links to the same page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/hotels?page=2');
  await page.getByLabel('Langue : Français').click();
  const arabic = page.getByRole('link', { name: 'العربية' });
  await expect(arabic).toHaveAttribute('hreflang', 'ar');
  await arabic.click();
  await expect(page).toHaveURL(/\/ar\/hotels\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('اللغة: العربية')).toBeVisible();
  await context.close();
});

test('the language menu opens from the keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/fr');
  const summary = page.getByLabel('Langue : Français');
  await summary.focus();
  await page.keyboard.press('Enter');
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toBeVisible();
  await expect(page.getByRole('link', { name: 'Français', exact: true })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();
  await expect(summary).toBeFocused();
});
