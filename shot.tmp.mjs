import { chromium } from 'playwright';
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'fr-FR', serviceWorkers: 'block' });
const page = await ctx.newPage();
for (const p of paths) {
  const [url, sel] = p.split('@');
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(700);
  if (sel) { await page.locator(sel).first().scrollIntoViewIfNeeded(); await page.evaluate(() => window.scrollBy(0, -70)); }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${p.replace(/[\/#?=&@. >]/g, '_')}.png` });
}
await browser.close();
