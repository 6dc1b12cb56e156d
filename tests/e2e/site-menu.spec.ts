import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './app-test.ts';

const PHONE = { width: 390, height: 844 };

const TEXT = {
  fr: { menu: 'Menu', close: 'Fermer le menu', restaurants: 'Restaurants', events: 'Événements' },
  ar: { menu: 'القائمة', close: 'إغلاق القائمة', restaurants: 'المطاعم', events: 'الفعاليات' },
  ja: { menu: 'メニュー', close: 'メニューを閉じる', restaurants: 'レストラン', events: 'イベント' },
} as const;

const menuButton = (page: Page, lang: keyof typeof TEXT) =>
  page.locator('.site-header').getByRole('button', { name: TEXT[lang].menu, exact: true });

/** Tabs forward until the focused element's text is `name`; fails after `max` presses. */
async function tabTo(page: Page, name: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim(),
      inMenu: Boolean(document.activeElement?.closest('dialog[open]')),
    }));
    expect(focused.inMenu, 'focus stays in the open menu').toBe(true);
    if (focused.text === name) return;
  }
  throw new Error(`${name} was not reached from the keyboard`);
}

for (const lang of ['fr', 'ar', 'ja'] as const) {
  test(`on a phone the header is one row, at most 64 px high, words never cut (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${lang}/hotels`);
    const layout = await page.evaluate(() => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      // The header's own controls (not those of its closed menus), the skip link (off screen) aside.
      const controls = [
        ...document.querySelectorAll('.site-header > a, .site-nav a, .language-switcher summary, .menu-button'),
      ];
      const items = controls.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 1 && r.right > 0);
      // Each visible word of the header on a line of its own, whatever the script (ホテ/ル, 緊急通/報).
      const cutWords = controls.flatMap((el) => {
        const cut: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Words hidden for screen readers only are in a 1 px box.
          if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          const words = (node.textContent ?? '').trim().split(/\s+/).filter(Boolean).length;
          if (lines.size > Math.max(words, 1)) cut.push(node.textContent ?? '');
        }
        return cut;
      });
      return {
        height: header.height,
        rowsTop: Math.min(...items.map((r) => r.top)),
        rowsBottom: Math.max(...items.map((r) => r.bottom)),
        tallest: Math.max(...items.map((r) => r.height)),
        cutWords,
      };
    });
    expect(layout.height).toBeLessThanOrEqual(64);
    // One row: every control fits in the height of the tallest one.
    expect(layout.rowsBottom - layout.rowsTop).toBeLessThanOrEqual(layout.tallest + 1);
    expect(layout.cutWords).toEqual([]);
    await expect(menuButton(page, lang)).toBeVisible();
  });

  test(`the menu opens from the keyboard and reaches every section (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${lang}/hotels`);
    const button = menuButton(page, lang);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`dialog#${await button.getAttribute('aria-controls')}`);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAccessibleName(TEXT[lang].menu);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: TEXT[lang].close })).toBeFocused();
    // Every link is big enough for a finger.
    const small = await menu
      .locator('a')
      .evaluateAll((links) => links.filter((a) => a.getBoundingClientRect().height < 44).map((a) => a.textContent));
    expect(small).toEqual([]);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: TEXT[lang].restaurants })).toBeVisible();
    await tabTo(page, TEXT[lang].restaurants);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/restaurants$`));
    await expect(menu).toBeHidden();
    await expect(page.locator('main h1')).toHaveText(TEXT[lang].restaurants);

    await button.click();
    await menu.getByRole('link', { name: TEXT[lang].events, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/events$`));
    await expect(menu).toBeHidden();
  });
}

test('the menu opens along the inline end: the right, the left in Arabic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(`/${lang}/hotels`);
    const button = await menuButton(page, lang).boundingBox();
    await menuButton(page, lang).click();
    const sheet = await page.getByRole('dialog').boundingBox();
    if (lang === 'fr') {
      expect(button!.x).toBeGreaterThan(PHONE.width / 2);
      expect(sheet!.x + sheet!.width).toBeCloseTo(PHONE.width, 0);
      expect(sheet!.x).toBeGreaterThan(20);
    } else {
      expect(button!.x + button!.width).toBeLessThan(PHONE.width / 2);
      expect(sheet!.x).toBeCloseTo(0, 0);
      expect(sheet!.x + sheet!.width).toBeLessThan(PHONE.width - 20);
    }
  }
});

test('on a wide screen the header shows the main sections and the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/hotels');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const name of ['Hôtels', 'Restaurants', 'Événements', 'Urgences', 'Se connecter'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(64);
  await menuButton(page, 'fr').click();
  await page.getByRole('dialog').getByRole('link', { name: 'Vols intérieurs' }).click();
  await expect(page).toHaveURL(/\/fr\/vols$/);
});

test('the server-rendered menu works before the app has loaded', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/ja/hotels');
  await page.getByRole('button', { name: TEXT.ja.menu, exact: true }).click();
  const menu = page.getByRole('dialog', { name: TEXT.ja.menu });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: TEXT.ja.menu, exact: true }).click();
  await menu.getByRole('link', { name: TEXT.ja.restaurants }).click();
  await expect(page).toHaveURL(/\/ja\/restaurants$/);
  await context.close();
});

test('the open menu passes axe-core’s WCAG 2.2 AA rules (fr, ar)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(`/${lang}/restaurants`);
    await menuButton(page, lang).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: TEXT[lang].events })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
