import { expect, type Page, test } from './app-test.ts';

const cards = (page: Page) => page.locator('article.hotel-card');
/** The price from of each card, in dinars, as the cards show it (French: « 120,000 DT »). */
const prices = async (page: Page) =>
  (await cards(page).locator('.card-price strong').allTextContents()).map((text) =>
    Number(
      text
        .replace(/[^\d,]/g, '')
        .replace(',', '.')
        .trim(),
    ),
  );

test('the hotels list sorts by price and stars and filters by price, stars and facilities; a photo opens its hotel', async ({
  page,
}) => {
  await page.goto('/fr/hotels');
  // Tapping the picture opens the hotel, as the name does.
  const first = cards(page).first();
  const name = (await first.locator('h2').textContent())!.trim();
  await first.locator('img.card-image').click();
  await expect(page).toHaveURL(/\/fr\/hotels\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();

  await page.getByText('Trier et filtrer', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Trier et filtrer les hôtels' });
  await form.getByLabel('Trier par').selectOption('price_desc');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(async () => (await prices(page)).length).toBeGreaterThan(1);
  const shown = await prices(page);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  // A range the wrong way round is refused where it is typed.
  await form.getByLabel('Minimum').fill('500');
  await form.getByLabel('Maximum').fill('100');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await expect(form.getByRole('alert')).toHaveText('Le prix minimum dépasse le prix maximum.');

  await form.getByLabel('Minimum').fill('100');
  await form.getByLabel('Maximum').fill('400');
  await form.getByLabel('5 étoiles').check();
  await form.getByLabel('4 étoiles').check();
  await form.getByLabel('Piscine', { exact: true }).check();
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/min_price=100/);
  await expect(page).toHaveURL(/facilities=/);
  await expect.poll(async () => (await prices(page)).every((p) => p >= 100 && p <= 400)).toBe(true);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (const stars of await cards(page)
    .locator('.stars')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    expect(stars).toMatch(/[45]/);

  // Cleared in one step: back to the whole list.
  await form.getByRole('button', { name: 'Effacer le tri et les filtres' }).click();
  await expect(page).not.toHaveURL(/sort=|min_price=|facilities=/);
});

test('on a phone the hotel’s price and « Voir les disponibilités » stay on screen, in French and Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(`/${lang}/hotels/1`);
    const bar = page.locator('.book-bar');
    await expect(bar).toBeVisible();
    await page.locator('.rooms, .stay-rooms, footer').last().scrollIntoViewIfNeeded();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    expect(box.y).toBeGreaterThan(844 - 120);
    const button = bar.getByRole('link');
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(page).toHaveURL(/#availability$/);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: `test-results/hotel-book-bar-${lang}.png` });
  }
});

test('a hotel with three photos fills its photo frame, on a desktop and on a phone', async ({ page }) => {
  const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number; images: string[] }[] };
  };
  const three = hotels.data.find((h) => h.images.length === 3);
  test.skip(!three, 'no demo hotel has exactly three photos');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/fr/hotels/${three!.id}`);
    const tiles = page.locator('.photo-tiles li');
    await expect(tiles).toHaveCount(3);
    const frame = (await page.locator('.photo-tiles').boundingBox())!;
    const boxes = await tiles.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { bottom: r.bottom, area: r.width * r.height };
      }),
    );
    // No empty band: the tiles reach the frame's bottom and cover nearly all of it.
    expect(Math.max(...boxes.map((b) => b.bottom))).toBeGreaterThan(frame.y + frame.height - 2);
    const covered = boxes.reduce((sum, b) => sum + b.area, 0);
    expect(covered / (frame.width * frame.height), `${width}px`).toBeGreaterThan(0.85);
  }
});

test('a hotel page says its arrival and departure hours, cancellation, children and tourist tax', async ({ page }) => {
  const { hotel } = (await (await page.request.get('/utilisateur/hotels/1')).json()) as {
    hotel: {
      policy: { checkIn: string; checkOut: string; freeCancellationDays: number; cancellationFeePercent: number };
    };
  };
  const frenchTime = (hhmm: string) => `${Number(hhmm.slice(0, 2))} h ${hhmm.slice(3)}`;
  await page.goto('/fr/hotels/1');
  const terms = page.locator('section', { has: page.getByRole('heading', { name: 'Bon à savoir' }) });
  await expect(terms.locator('dt:text-is("Arrivée") + dd')).toContainText(
    `à partir de ${frenchTime(hotel.policy.checkIn)}`,
  );
  await expect(terms.locator('dt:text-is("Départ") + dd')).toContainText(
    `jusqu’à ${frenchTime(hotel.policy.checkOut)}`,
  );
  await expect(terms.locator('dt:text-is("Annulation") + dd')).toContainText(
    `${hotel.policy.cancellationFeePercent} % du séjour`,
  );
  await expect(terms.locator('dt:text-is("Taxe de séjour") + dd')).toBeVisible();

  await page.goto('/ar/hotels/1');
  const arabic = page.locator('section', { has: page.getByRole('heading', { name: 'معلومات مفيدة' }) });
  await expect(arabic).toContainText(hotel.policy.checkIn);
  await expect(arabic).toContainText('الإلغاء');
});
