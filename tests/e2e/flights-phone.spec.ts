import { expect, type Page, test } from './app-test.ts';

/** Picks the longest airport name in both lists, then measures the page and the form's controls. */
async function fillAndMeasure(page: Page) {
  await page.locator('input[name="trip"]').nth(1).check();
  for (const id of ['#flight-from', '#flight-to']) {
    const longest = await page
      .locator(`${id} option`)
      .evaluateAll(
        (options) => (options as HTMLOptionElement[]).reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
      );
    await page.locator(id).selectOption(longest);
  }
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
    outside: [...document.querySelectorAll('.flight-form select, .flight-form input, .flight-form button')]
      .map((el) => ({ el: el.outerHTML.slice(0, 60), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < -0.5 || box.right > window.innerWidth + 0.5)
      .map(({ el, box }) => `${el} ${Math.round(box.left)}–${Math.round(box.right)}`),
  }));
}

// Issue 21: the airport lists took their widest option's width (479 px on a 390 px phone in French;
// the Arabic names, narrower, spill out on a 320 px one).
for (const lang of ['fr', 'ar'] as const) {
  test(`the flights form fits a phone's screen, nothing scrolls sideways (${lang})`, async ({ page }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/${lang}/vols`);
      const layout = await fillAndMeasure(page);
      expect(layout.scrollWidth, `${width} px`).toBeLessThanOrEqual(layout.innerWidth);
      expect(layout.outside, `${width} px`).toEqual([]);
    }
  });
}
