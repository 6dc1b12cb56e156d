import { expect, test } from './app-test.ts';

/** A description as a hostile partner or a compromised API could send it. */
const HOSTILE = [
  '<p class="lead" onclick="window.clicked = true">Kept <strong>bold</strong> <a href="/en/hotels" title="t">link</a></p>',
  '<script>window.ran = true</script>',
  '<img src="/x.png" onerror="window.ran = true">',
  '<p><a href="javascript:window.ran = true">bad link</a></p>',
  '<div><p>inside a div</p></div>',
  '<h2>Heading</h2><ul><li>item</li></ul>',
].join('');

/** The hotel page's own answer, with the English description replaced. */
async function hostileHotel(page: import('./app-test.ts').Page) {
  await page.route(/\/_data\/en\/hotels\/1$/, async (route) => {
    const entries = (await (await route.fetch()).json()) as Array<{ response: { hotel: Record<string, unknown> } }>;
    for (const entry of entries) if (entry.response.hotel) entry.response.hotel.description_en = HOSTILE;
    await route.fulfill({ json: entries });
  });
}

for (const sanitizer of ['the browser’s own sanitizer', 'DOMPurify'] as const) {
  test(`server HTML is shown through ${sanitizer}: allowed markup stays, scripts, handlers, unsafe links and other elements go`, async ({
    page,
  }) => {
    if (sanitizer === 'DOMPurify')
      await page.addInitScript(() => {
        delete (Element.prototype as { setHTML?: unknown }).setHTML;
      });
    await hostileHotel(page);
    await page.goto('/en/hotels/1');
    const text = page.locator('.rich-text');
    await expect(text.locator('p strong')).toHaveText('bold');
    await expect(text.locator('a[href="/en/hotels"]')).toHaveText('link');
    await expect(text.locator('h2')).toHaveText('Heading');
    await expect(text.locator('li')).toHaveText('item');
    await expect(text.locator('script, img, div, [onclick], [class], [title], a[href^="javascript"]')).toHaveCount(0);
    await expect(text).not.toContainText('inside a div');
    await expect(text.getByText('bad link')).toBeVisible();
    expect(await page.evaluate(() => (window as { ran?: boolean }).ran)).toBeUndefined();
  });
}
