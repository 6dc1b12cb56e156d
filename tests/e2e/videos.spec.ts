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
      // The card listens to pointerenter, which the browser sends before mouseenter: timing from
      // mouseenter once measured 487 ms for the card's 500 ms on a busy machine.
      el.addEventListener('pointerenter', () => {
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
    await expect(page.locator('video')).toHaveAttribute('poster', /.+/);

    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Lien copié dans le presse-papiers !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('button', { name: 'Intégrer' }).click();
    await expect(page.getByText('Code d’intégration copié !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^<iframe width="560" height="315" src="http://127\\.0\\.0\\.1:\\d+/fr/videos/${video.slug}/embed"`),
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

    // The video ends while the traveller is still in the share panel: the page stays on it (what
    // they share is what they watched) and offers the next one instead.
    const next = await page.locator('.related-item').first().getAttribute('href');
    await page.locator('.player video').dispatchEvent('ended');
    await expect(page.locator('.autoplay-held')).toContainText('La vidéo suivante attend que vous ayez fini.');
    await expect(page).toHaveURL(new RegExp(`/fr/videos/${video.slug}$`));
    await page.locator('.autoplay-held a').click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  });

  test('the duration shown is the length of the video file itself', async ({ page }) => {
    test.setTimeout(60_000);
    // The demo videos share a few short clips: each badge must tell its own clip's length.
    const clipOf = new Map<string, string>();
    for (const v of demo.videos) {
      const { video } = (await (await page.request.get(`/utilisateur/videos/${v.slug}`)).json()) as {
        video: { videoLink: string };
      };
      clipOf.set(v.slug, video.videoLink);
    }
    const clips = [...new Set(clipOf.values())];
    expect(clips.length).toBeGreaterThan(1);
    await page.goto('/fr/videos');
    // Measured by the browser: MediaRecorder files tell their length only once played to the end.
    const seconds = new Map<string, number>();
    for (const clip of clips) {
      const length = await page.evaluate(async (src) => {
        const probe = document.createElement('video');
        probe.muted = true;
        probe.preload = 'auto';
        probe.src = src;
        await new Promise((resolve) => probe.addEventListener('loadedmetadata', resolve, { once: true }));
        if (!Number.isFinite(probe.duration)) {
          probe.currentTime = 1e9;
          await new Promise((resolve) => probe.addEventListener('seeked', resolve, { once: true }));
        }
        return probe.duration;
      }, clip);
      expect(length, clip).toBeGreaterThan(1);
      seconds.set(clip, Math.round(length));
    }

    const listed = await cards(page).evaluateAll((articles) =>
      articles.map((a) => ({
        slug: a.querySelector('a[href*="/videos/"]')?.getAttribute('href')?.split('/').pop() ?? '',
        duration: a.querySelector('.video-duration')?.textContent,
      })),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const card of listed)
      expect(card.duration, card.slug).toBe(formatDuration(seconds.get(clipOf.get(card.slug)!)!));

    const slug = demo.videos[0]!.slug;
    await page.goto(`/fr/videos/${slug}`);
    await expect(page.locator('.cover-meta')).toContainText(formatDuration(seconds.get(clipOf.get(slug)!)!));
  });

  test('left alone, the videos play on in a loop that goes forward, never back', async ({ page }) => {
    const first = demo.videos[0]!.slug;
    await page.goto(`/fr/videos/${first}`);
    const seen = [first];
    for (let step = 0; step < 3; step++) {
      const next = (await page.locator('.related-item').first().getAttribute('href'))!;
      await page.locator('.player video').dispatchEvent('ended');
      await expect(page).toHaveURL(new RegExp(`${next}$`));
      const slug = next.split('/').pop()!;
      expect(seen, `${slug} played again after ${seen.join(' → ')}`).not.toContain(slug);
      seen.push(slug);
      await expect(page.locator('.player video')).toHaveAttribute('src', /.+/);
    }
  });

  test('autoplay waits while the traveller uses the page', async ({ page }) => {
    const video = demo.videos[2]!;
    await page.goto(`/fr/videos/${video.slug}`);
    const here = new RegExp(`/fr/videos/${video.slug}$`);
    const held = page.locator('.autoplay-held');
    // Focus on a share button, without touching anything.
    await page.getByRole('button', { name: 'WhatsApp' }).focus();
    await page.locator('.player video').dispatchEvent('ended');
    await expect(held).toBeVisible();
    await expect(page).toHaveURL(here);

    // A dialog is open.
    await page.reload();
    await page.evaluate(() => {
      const dialog = document.createElement('dialog');
      document.body.append(dialog);
      dialog.show();
    });
    await page.locator('.player video').dispatchEvent('ended');
    await expect(held).toBeVisible();
    await expect(page).toHaveURL(here);

    // They just scrolled with the keyboard.
    await page.reload();
    await page.keyboard.press('PageDown');
    await page.locator('.player video').dispatchEvent('ended');
    await expect(held).toBeVisible();
    await expect(page).toHaveURL(here);
  });

  test('autoplay can be switched off, and the choice is remembered on the device', async ({ page }) => {
    const video = demo.videos[3]!;
    await page.goto(`/en/videos/${video.slug}`);
    const toggle = page.getByRole('switch', { name: 'Play the next video automatically' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();

    await page.goto(`/fr/videos/${video.slug}`);
    await expect(page.getByRole('switch', { name: 'Lire la vidéo suivante automatiquement' })).not.toBeChecked();
    await page.locator('.player video').dispatchEvent('ended');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/fr/videos/${video.slug}$`));
    await expect(page.locator('.autoplay-held')).toHaveCount(0);
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
