import { expect, test } from './app-test.ts';

/** Issue 28: what a traveller sees on a 390 px phone (and 360 px for the search boxes). */
const LISTINGS = [
  'hotels',
  'restaurants',
  'maison',
  'events',
  'activity',
  'musses',
  'monument',
  'festival',
  'allguides',
  'circuits',
  'agences',
];

for (const lang of ['fr', 'ru', 'ar']) {
  test(`listing search placeholders fit a 360 px phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const cut: string[] = [];
    for (const section of LISTINGS) {
      await page.goto(lang === 'fr' ? `/${section}` : `/${lang}/${section}`);
      const input = page.locator('#section-search');
      await expect(input).toBeVisible();
      // The placeholder's own width, measured in the input's font, against the room inside it.
      const { text, width, room } = await input.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
        return {
          text: el.placeholder,
          width: context.measureText(el.placeholder).width,
          room: el.clientWidth - padding,
        };
      });
      if (width > room) cut.push(`${section}: « ${text} » ${Math.round(width)} > ${Math.round(room)} px`);
    }
    expect(cut).toEqual([]);
  });
}

const PHONE = { width: 390, height: 844 };
const at = (lang: string, path: string) => (lang === 'fr' ? path : `/${lang}${path}`);

/** Opens an event's page from the events listing, found by a word of its French title. */
async function openEvent(page: import('./app-test.ts').Page, lang: string, word: string, list = '/events') {
  await page.goto(at(lang, `${list}?search=${encodeURIComponent(word)}`));
  await page.locator('.card-grid a[href*="/events/"]').first().click();
  await expect(page.locator('.detail-aside')).toBeVisible();
}

const TEXT = {
  fr: { place: 'Lieu', meeting: 'Point de rendez-vous', duration: 'Durée', hours: /^\d+ heures$/, days: /^\d+ jours$/ },
  ar: {
    place: 'المكان',
    meeting: 'نقطة الالتقاء',
    duration: 'المدة',
    hours: /^[0-9٠-٩]+ (ساعات|ساعة|ساعتان)$/,
    days: /^[0-9٠-٩]+ (أيام|يومًا|يوم|يومان)$/,
  },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  test(`an event's page gives its duration and where it happens (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const fact = (label: string) => page.locator('.fact').filter({ has: page.locator('dt', { hasText: label }) });
    await openEvent(page, lang, 'Semi-marathon');
    await expect(fact(TEXT[lang].duration).locator('dd')).toHaveText(TEXT[lang].hours);
    await expect(fact(TEXT[lang].place).locator('dd')).not.toBeEmpty();
    await page.screenshot({ path: `test-results/issue28-event-${lang}.png`, fullPage: true });
    // A weekend trip: days, and where it leaves from.
    await openEvent(page, lang, 'ksour', '/weekend');
    await expect(fact(TEXT[lang].duration).locator('dd')).toHaveText(TEXT[lang].days);
    await expect(fact(TEXT[lang].meeting).locator('dd')).not.toBeEmpty();
  });

  test(`the directions page names the place and offers its maps apps as buttons (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openEvent(page, lang, 'Semi-marathon');
    const title = (await page.locator('h1').textContent()) ?? '';
    await page.locator('.detail-aside a[href*="/iteneraire/"]').click();
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.locator('.cover-meta')).toHaveCount(0);
    const buttons = page.locator('.directions a.button');
    await expect(buttons).toHaveCount(4);
    for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await expect(page.locator('.directions li')).toHaveCount(0);
    await page.screenshot({ path: `test-results/issue28-directions-${lang}.png`, fullPage: true });
    // Without a name, the coordinates.
    await page.goto(at(lang, '/iteneraire/37.274/9.8718'));
    await expect(page.locator('.cover-meta')).toContainText('37.274, 9.8718');
  });

  test(`a banner's breadcrumb stays legible on a white picture (${lang})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(at(lang, '/hotels'));
    const white = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#fff"/></svg>')}`;
    await page.locator('.cover-banner').evaluate((banner, src) => {
      let img = banner.querySelector('img');
      if (!img) {
        img = document.createElement('img');
        img.className = 'cover-banner-image';
        banner.prepend(img);
      }
      img.src = src;
      // Text out of the way: what is measured is the scrim over the picture.
      for (const el of banner.querySelectorAll<HTMLElement>('.cover-banner-inner *'))
        el.style.setProperty('visibility', 'hidden');
    }, white);
    await page.locator('.cover-banner img').evaluate((img: HTMLImageElement) => img.decode());
    const crumbs = await page.locator('.breadcrumb').boundingBox();
    if (!crumbs) throw new Error('no breadcrumb');
    const shot = await page.screenshot({ clip: crumbs });
    // The lightest pixel behind the breadcrumb, read back from the screenshot in the page.
    const lightest = await page.evaluate(async (png) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, img.width, img.height).data;
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      let max = 0;
      for (let i = 0; i < data.length; i += 4) {
        const l =
          0.2126 * linear(data[i] as number) +
          0.7152 * linear(data[i + 1] as number) +
          0.0722 * linear(data[i + 2] as number);
        max = Math.max(max, l);
      }
      return max;
    }, shot.toString('base64'));
    const contrast = 1.05 / (lightest + 0.05);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await page.locator('.cover-banner-inner *').evaluateAll((els) => {
      for (const el of els as HTMLElement[]) el.style.removeProperty('visibility');
    });
    await page.screenshot({ path: `test-results/issue28-banner-white-${lang}.png` });
  });

  test(`phone listing search (${lang}) screenshot`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(at(lang, '/hotels'));
    await expect(page.locator('#section-search')).toBeVisible();
    await page.screenshot({ path: `test-results/issue28-search-${lang}.png` });
  });
}
