import { chromium } from 'playwright';

const [, , base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  locale: 'fr-FR',
  serviceWorkers: 'block',
});
const page = await ctx.newPage();
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const scroll = p.includes('#') ? Number(p.split('#')[1]) : 0;
  if (scroll) await page.evaluate((y) => window.scrollTo(0, y), scroll);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${p.replace(/[/#?=&]/g, '_')}.png` });
}
await browser.close();
