import AxeBuilder from '@axe-core/playwright';
import { CAROUSEL_PER_VIEW } from '../../domain/constants.ts';
import { expect, type Page, scrollToEnd, test } from './app-test.ts';

/** swiper's code and CSS travel in the chunk of src/components/extras/swiper-live.tsx. */
const SWIPER = /\/assets\/swiper-live-[\w-]+\.(js|css)$/;

function swiperRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (SWIPER.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

const TEXT = {
  fr: { activities: 'Activités', articles: 'Articles', next: 'Suivant', first: '1 sur 6', banners: 'À la une' },
  ar: { activities: 'الأنشطة', articles: 'مقالات', next: 'التالي', first: '1 من 6', banners: 'أبرز العروض' },
} as const;

/** Where each slide of a carousel sits, and the carousel's own edges. */
function boxes(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).evaluate((carousel) => {
    const slides = [...carousel.querySelectorAll('.swiper-slide, .carousel-cell')].map((s) =>
      s.getBoundingClientRect(),
    );
    const frame = carousel.getBoundingClientRect();
    return { left: frame.left, right: frame.right, width: frame.width, slides };
  });
}

/** The first slide cut by the carousel's edge: the one "next" brings into view. */
async function cutSlide(page: Page, label: string) {
  const { left, right, slides } = await boxes(page, label);
  const index = slides.findIndex((s) => s.left < left - 1 || s.right > right + 1);
  expect(index).toBeGreaterThan(0);
  return index;
}

/**
 * Resolves once swiper runs the carousel, in view: its slides are labelled by its accessibility
 * module. A busy page's first load may take 10 s to end (lib/after-first-load.ts), then the
 * articles' skeletons stay 2 s (spec §9).
 */
async function running(page: Page, label: string, first: string) {
  const carousel = page.getByRole('group', { name: label, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('group', { name: first, exact: true })).toBeAttached({ timeout: 20_000 });
  return carousel;
}

for (const lang of ['fr', 'ar'] as const) {
  const text = TEXT[lang];
  // In Arabic the row runs right to left: the next slide comes in from the left.
  const sign = lang === 'ar' ? 1 : -1;
  const forwardKey = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';

  for (const label of [text.activities, text.articles])
    test(`${lang}: the ${label} carousel moves to the next slide by button, arrow key and swipe, the reading way`, async ({
      page,
    }) => {
      // Each move from a fresh page, and swiper starts after each page's first load.
      test.setTimeout(90_000);
      const carousel = page.getByRole('group', { name: label, exact: true });
      const moves: Array<[string, () => Promise<void>]> = [
        ['button', () => carousel.getByRole('button', { name: text.next, exact: true }).click()],
        [
          'key',
          async () => {
            await carousel.getByRole('link').first().focus();
            await page.keyboard.press(forwardKey);
          },
        ],
        [
          'swipe',
          async () => {
            const { left, width, slides } = await boxes(page, label);
            const slide = slides[0]!;
            // On a slide, halfway down; from the middle of the carousel, by most of a slide:
            // far enough to count however slowly the test runs (swiper: half a slide, or a flick).
            const y = (slide.top + slide.bottom) / 2;
            const from = left + width / 2;
            await page.mouse.move(from, y);
            await page.mouse.down();
            await page.mouse.move(from + sign * (slide.right - slide.left) * 0.8, y, { steps: 12 });
            await page.mouse.up();
          },
        ],
      ];
      for (const [how, move] of moves) {
        await page.goto(`/${lang}`);
        await scrollToEnd(page);
        await running(page, label, text.first);
        const index = await cutSlide(page, label);
        const before = (await boxes(page, label)).slides[index]!;
        await move();
        await expect
          .poll(
            async () => {
              const { left, right, slides } = await boxes(page, label);
              const after = slides[index]!;
              const inView = after.left >= left - 1 && after.right <= right + 1;
              const movedTheReadingWay = Math.sign(after.left - before.left) === sign;
              return inView && movedTheReadingWay;
            },
            { message: `${label} by ${how}` },
          )
          .toBe(true);
      }
    });
}

test('slides per view follow the screen: activities 1.5 / 1.5 / 3.5, articles 1.5 / 2.5 / 3.5', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/fr');
  await scrollToEnd(page);
  await running(page, TEXT.fr.activities, TEXT.fr.first);
  await running(page, TEXT.fr.articles, TEXT.fr.first);
  const perView = async (label: string) => {
    const { width, slides } = await boxes(page, label);
    const [a, b] = slides as [DOMRect, DOMRect];
    const gap = b.left - a.right;
    // The carousel's width is so many slides and the gaps between them.
    return (width + gap) / (a.width + gap);
  };
  for (const [width, device] of [
    [375, 'mobile'],
    [800, 'tablet'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    for (const [label, kind] of [
      [TEXT.fr.activities, 'activities'],
      [TEXT.fr.articles, 'articles'],
    ] as const) {
      const expected = CAROUSEL_PER_VIEW[kind][device];
      await expect
        .poll(async () => Math.abs((await perView(label)) - expected), { message: `${kind} at ${width}px` })
        .toBeLessThan(0.01);
    }
  }
});

/** Which banner shows (the one fully opaque), and whether any was caught half-faded meanwhile. */
function watchBanners(page: Page, label: string, ms: number) {
  return page.getByRole('region', { name: label }).evaluate(
    (slider, duration) =>
      new Promise<{ shown: number[]; halfFaded: boolean }>((resolve) => {
        const shown: number[] = [];
        let halfFaded = false;
        const end = performance.now() + duration;
        const look = () => {
          const opacities = [...slider.querySelectorAll('.swiper-slide')].map((s) =>
            Number(getComputedStyle(s).opacity),
          );
          const index = opacities.findIndex((o) => o > 0.99);
          if (index >= 0 && shown.at(-1) !== index) shown.push(index);
          if (opacities.some((o) => o > 0.05 && o < 0.95)) halfFaded = true;
          if (performance.now() < end) requestAnimationFrame(look);
          else resolve({ shown, halfFaded });
        };
        look();
      }),
    ms,
  );
}

test('the home banners fade to the next one every second and stand still when paused', async ({ page }) => {
  const requested = swiperRequests(page);
  await page.goto('/fr');
  const slider = page.getByRole('region', { name: TEXT.fr.banners });
  await expect(slider.getByRole('group', { name: '1 sur 4', exact: true })).toBeAttached({ timeout: 10_000 });
  expect(requested.some((url) => url.endsWith('.css'))).toBe(true);

  const playing = await watchBanners(page, TEXT.fr.banners, 2500);
  expect(playing.shown.length).toBeGreaterThanOrEqual(2);
  expect(playing.halfFaded).toBe(true);

  // swiper took over from the first banner's markup without moving anything (CLS, as browsers count it).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
  expect(shift).toBe(0);

  await slider.getByRole('button', { name: 'Mettre en pause' }).click();
  await page.waitForTimeout(700); // a fade under way ends
  const paused = await watchBanners(page, TEXT.fr.banners, 2500);
  expect(paused.shown).toHaveLength(1);
  await slider.getByRole('button', { name: 'Reprendre le défilement' }).click();
  const resumed = await watchBanners(page, TEXT.fr.banners, 2500);
  expect(resumed.shown.length).toBeGreaterThanOrEqual(2);
});

test('a traveller who asked for less motion gets still banners, and a button to play them', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fr');
  const slider = page.getByRole('region', { name: TEXT.fr.banners });
  await expect(slider.getByRole('group', { name: '1 sur 4', exact: true })).toBeAttached({ timeout: 10_000 });
  const play = slider.getByRole('button', { name: 'Reprendre le défilement' });
  await expect(play).toBeVisible();
  expect((await watchBanners(page, TEXT.fr.banners, 2500)).shown).toHaveLength(1);
  await play.click();
  expect((await watchBanners(page, TEXT.fr.banners, 2500)).shown.length).toBeGreaterThanOrEqual(2);
});

test('swiper’s code and CSS are not part of the home page’s first load: its banner starts after it', async ({
  page,
}) => {
  const requested = swiperRequests(page);
  await page.goto('/fr', { waitUntil: 'networkidle' });
  expect(requested).toEqual([]);
  // Without the traveller doing anything.
  await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(2);
});

// A listing and an item page: their carousels are below the content, so nothing until a scroll.
for (const path of ['/fr/hotels', '/ar/hotels/1'])
  test(`swiper’s code and CSS are not part of ${path}’s first load: they come when its carousels near the screen`, async ({
    page,
  }) => {
    const requested = swiperRequests(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    expect(requested).toEqual([]);
    await scrollToEnd(page);
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(2);
  });

for (const lang of ['fr', 'ar'] as const)
  test(`running carousels and banners pass axe-core's WCAG 2.2 AA rules (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await page.goto(`/${lang}`);
    const banners = page.getByRole('region', { name: text.banners });
    await expect(banners.getByRole('group', { name: lang === 'ar' ? '1 من 4' : '1 sur 4', exact: true })).toBeAttached({
      timeout: 10_000,
    });
    await scrollToEnd(page);
    await running(page, text.activities, text.first);
    await running(page, text.articles, text.first);
    const results = await new AxeBuilder({ page })
      .include('.carousel')
      .include('.banner-slider')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
