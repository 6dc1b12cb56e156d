import { expect, test } from './app-test.ts';

// Issue 21: the airport lists took their widest option's width (479 px) on a 390 px phone.
for (const lang of ['fr', 'ar'] as const) {
  test(`the flights form fits a phone's screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/vols`);
    // The return date shows too, and a long airport name is chosen in each list.
    await page.locator('input[name="trip"]').nth(1).check();
    for (const id of ['#flight-from', '#flight-to']) {
      const longest = await page
        .locator(`${id} option`)
        .evaluateAll(
          (options) => (options as HTMLOptionElement[]).reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
        );
      await page.locator(id).selectOption(longest);
    }
    const layout = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      outside: [...document.querySelectorAll('.flight-form select, .flight-form input, .flight-form button')]
        .map((el) => ({ el: el.outerHTML.slice(0, 60), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.left < -0.5 || box.right > window.innerWidth + 0.5)
        .map(({ el, box }) => `${el} ${Math.round(box.left)}–${Math.round(box.right)}`),
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.outside).toEqual([]);
  });
}
