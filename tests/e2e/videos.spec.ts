import { VIDEOS_PAGE_SIZE } from '../../domain/contract/catalogue.ts';
import { formatDuration } from '../../domain/video.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, type Page, test } from './app-test.ts';

const cards = (page: Page) => page.locator('article.video-card');

test.describe('videos', () => {
  test('the grid shows 8 videos a page with first, previous, next and last', async ({ page }) => {
    const last = Math.ceil(demo.videos.length / VIDEOS_PAGE_SIZE);
    await page.goto('/fr/videos');
    await expect(cards(page)).toHaveCount(VIDEOS_PAGE_SIZE);
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pages.getByText('Première')).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: 'Dernière' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/videos\\?page=${last}$`));
    await expect(cards(page)).toHaveCount(demo.videos.length - (last - 1) * VIDEOS_PAGE_SIZE);
    await expect(pages.getByText('Suivant')).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: 'Première' }).click();
    await expect(page).toHaveURL(/\/fr\/videos$/);

    const first = cards(page).first();
    const duration = await first.locator('.video-duration').textContent();
    expect(duration).toMatch(/^\d+:\d\d$/);
  });

  test('hovering a card for 500 ms starts a muted preview from the start; leaving stops it', async ({ page }) => {
    await page.goto('/fr/videos');
    const card = cards(page).first();
    // Timed inside the page, so a slow machine cannot make the test see a preview "too early".
    await card.evaluate((el) => {
      const w = window as unknown as { hoverAt: number; videoAt: number };
      w.hoverAt = 0;
      w.videoAt = 0;
      el.addEventListener('mouseenter', () => {
        if (!w.hoverAt) w.hoverAt = performance.now();
      });
      new MutationObserver(() => {
        if (!w.videoAt && el.querySelector('video')) w.videoAt = performance.now();
      }).observe(el, { childList: true, subtree: true });
    });
    await card.hover();
    await expect(card.locator('video')).toHaveCount(1);
    const [hoverAt, videoAt] = await page.evaluate(() => {
      const w = window as unknown as { hoverAt: number; videoAt: number };
      return [w.hoverAt, w.videoAt];
    });
    expect(hoverAt).toBeGreaterThan(0);
    expect(videoAt - hoverAt).toBeGreaterThanOrEqual(495);
    await expect(card.locator('video')).toHaveJSProperty('muted', true);
    await page.mouse.move(0, 0);
    await expect(card.locator('video')).toHaveCount(0);
  });

  test('a video page shares, copies, embeds, downloads and plays the next one', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const video = demo.videos[0]!;
    await page.goto(`/fr/videos/${video.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.name.fr);
    await expect(page.locator('.cover-meta')).toContainText(formatDuration(video.durationSeconds));
    await expect(page.locator('video')).toHaveAttribute('poster', /.+/);

    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Lien copié dans le presse-papiers !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('button', { name: 'Intégrer' }).click();
    await expect(page.getByText('Code d’intégration copié !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^<iframe width="560" height="315" src="http:\/\/127\.0\.0\.1:\d+\/media\/videos\/.+"/,
    );

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        'Lien copié ! Ouvrez Instagram et collez le lien dans votre story ou votre publication.',
      );
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Instagram' }).click();

    // The share window opens on the network's page; here it answers locally.
    await context.route('https://www.facebook.com/**', (route) => route.fulfill({ body: 'Facebook' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Facebook' }).click();
    const shared = await popup;
    expect(shared.url()).toContain('facebook.com/sharer');
    expect(await shared.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400]);
    await shared.close();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${video.slug}\\.webm$`));
    await expect(page.getByText('Téléchargement lancé !')).toBeVisible();

    const next = await page.locator('.related-item').first().getAttribute('href');
    await page.locator('.player video').dispatchEvent('ended');
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  });

  test('in Arabic the page is mirrored and toasts sit top-left', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/ar/videos/${demo.videos[1]!.slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demo.videos[1]!.name.ar);
    await page.locator('.share-buttons button').nth(6).click();
    const toast = page.locator('[role="status"]', { hasText: /./ }).last();
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box!.x).toBeLessThan(page.viewportSize()!.width / 2);
  });
});

test.describe('information pages', () => {
  for (const lang of ['fr', 'ar'] as const) {
    test(`terms of sale and the other pages open from the footer (${lang})`, async ({ page }) => {
      const { CGV, MISSION } = {
        CGV: (await import('../../domain/static-pages/content/cgv/index.ts')).CGV,
        MISSION: (await import('../../domain/static-pages/content/mission/index.ts')).MISSION,
      };
      await page.goto(`/${lang}`);
      await page.getByRole('contentinfo').getByRole('link', { name: CGV.title[lang] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CGV.title[lang]);
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(CGV.sections.length);
      await expect(page).toHaveTitle(new RegExp(CGV.title[lang]));
      await page.goto(`/${lang}/mission`);
      await expect(page.getByText(MISSION.sections[0]!.paragraphs[lang][0]!)).toBeVisible();
    });
  }
});
