/**
 * Takes the web manifest's screenshots (shown by browsers' install dialogs): pages of the built
 * app, in each language, on a phone (narrow) and a desktop (wide), as WebP under
 * `public/screenshots/`. Run after `npm run build` with `npm run media:screenshots`; the
 * pictures are committed.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { LOCALES } from '../domain/locales.ts';
import { SCREENSHOTS } from '../domain/web-manifest.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { startServer } from '../tests/perf/server-process.ts';

const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 48324));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const shot of SCREENSHOTS)
    for (const locale of LOCALES) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        isMobile: shot.form_factor === 'narrow',
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.origin}/${locale}${shot.page}`);
      await page.locator('.slide-card, article.card').first().waitFor();
      await page.waitForLoadState('networkidle');
      const png = await page.screenshot();
      const file = path.join('public', shot.src(locale));
      await sharp(png).webp({ quality: 70 }).toFile(file);
      console.log(file);
      await context.close();
    }
} finally {
  await browser.close();
  await server.stop();
}
