import { HOTELS_PAGE_SIZE } from '../../domain/constants.ts';
import { roomFromPriceDt } from '../../server/db/seed/format.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, type Page, test } from './app-test.ts';

const seedHotels = demo.hotels;

const cards = (page: Page) => page.locator('article.hotel-card');
const minPrice = (slug: string) => Math.min(...seedHotels.find((h) => h.slug === slug)!.rooms.map(roomFromPriceDt));

async function cardSlugs(page: Page): Promise<string[]> {
  const hrefs = await cards(page)
    .locator('h2 a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((h) => Number(h.split('/').pop()));
  const list = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: Array<{ id: number; slug: string }> };
  };
  return ids.map((id) => list.hotels.data.find((h) => h.id === id)!.slug);
}

test.describe('hotels listing', () => {
  test('first page shows cards sorted by ascending starting price, then pages', async ({ page }) => {
    await page.goto('/fr/hotels');
    await expect(cards(page)).toHaveCount(HOTELS_PAGE_SIZE);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Accueil');
    const prices = (await cardSlugs(page)).map(minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(cards(page).first().locator('.card-price')).toHaveText(/^à partir de \d[\d\s.,]*\sDT\s\/\snuit$/);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/\/fr\/hotels\?page=2$/);
    await expect(cards(page)).toHaveCount(Math.min(HOTELS_PAGE_SIZE, seedHotels.length - HOTELS_PAGE_SIZE));
    await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: '1', exact: true }).click();
    await expect(cards(page)).toHaveCount(HOTELS_PAGE_SIZE);
  });

  test('searches by name on Enter, accent-insensitively, with an empty state', async ({ page }) => {
    const target = seedHotels.find((h) => /[éèïëçàô]/.test(h.name.fr)) ?? seedHotels[0]!;
    const typed = target.name.fr
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase();
    await page.goto('/fr/hotels');
    await page.getByLabel('Rechercher un hôtel par nom').fill(typed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('link', { name: target.name.fr, exact: true })).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeLessThan(HOTELS_PAGE_SIZE);

    await page.getByLabel('Rechercher un hôtel par nom').fill('zzqxwv');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucun hôtel trouvé.')).toBeVisible();
    await expect(page.getByText('Essayez une autre recherche.')).toBeVisible();
  });

  test('searches in Arabic from the Arabic page', async ({ page }) => {
    const target = seedHotels[2]!;
    await page.goto('/ar/hotels');
    await page.locator('#section-search').fill(target.name.ar);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: target.name.ar, exact: true })).toBeVisible();
  });

  test('filters by destination with the search button', async ({ page }) => {
    const destination = seedHotels[0]!.destination;
    const expected = seedHotels.filter((h) => h.destination === destination).length;
    await page.goto('/en/hotels');
    const { destinations } = (await (await page.request.get('/utilisateur/alldestinations')).json()) as {
      destinations: Array<{ id: number; slug: string; name_en: string }>;
    };
    const d = destinations.find((x) => x.slug === destination)!;
    await page.getByLabel('Destination').selectOption(String(d.id));
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`destination_id=${d.id}`));
    await expect(cards(page)).toHaveCount(expected);
  });

  test('cards expand one at a time', async ({ page }) => {
    await page.goto('/fr/hotels');
    const toggles = page.getByRole('button', { name: 'Plus de détails' });
    await toggles.nth(0).click();
    await expect(cards(page).nth(0).locator('.card-details')).toBeVisible();
    await cards(page).nth(1).getByRole('button', { name: 'Plus de détails' }).click();
    await expect(cards(page).nth(1).locator('.card-details')).toBeVisible();
    await expect(cards(page).nth(0).locator('.card-details')).toBeHidden();
    await cards(page).nth(1).getByRole('button', { name: 'Moins de détails' }).click();
    await expect(cards(page).nth(1).locator('.card-details')).toBeHidden();
  });

  test('on a phone: page X of Y, go-to-page box, filter popup', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/hotels');
    const lastPage = Math.ceil(seedHotels.length / HOTELS_PAGE_SIZE);
    await expect(page.getByText(`Page 1 sur ${lastPage}`)).toBeVisible();
    const box = page.getByPlaceholder('Page');
    await box.fill(String(lastPage + 1));
    await page.getByRole('button', { name: 'Aller', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/hotels$/); // out of range: nothing happens
    await box.fill(String(lastPage));
    await page.getByRole('button', { name: 'Aller', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
    await expect(page.getByText(`Page ${lastPage} sur ${lastPage}`)).toBeVisible();

    await expect(page.getByLabel('Destination')).toBeHidden();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByLabel('Destination')).toBeVisible();
  });
});

test.describe('hotel detail', () => {
  test('header, tiles, gallery with keyboard wrap-around, sanitized description', async ({ page }) => {
    const list = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
      hotels: { data: Array<{ id: number; slug: string; images: string[] }> };
    };
    const hotel = list.hotels.data.find((h) => h.images.length > 4)!;
    const seed = seedHotels.find((h) => h.slug === hotel.slug)!;
    await page.goto(`/en/hotels/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.name.en);
    await expect(page).toHaveTitle(`${seed.name.en} · Rihla`);
    await expect(page.locator('.photo-tiles li')).toHaveCount(4);
    const more = hotel.images.length - 4;
    await expect(page.locator('.photo-tiles-more')).toHaveText(more === 1 ? '+1 other photo' : `+${more} other photos`);
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    await expect(page.locator('.rich-text script')).toHaveCount(0);
    await expect(page.locator('.detail-aside .card-price')).toContainText(/^from .+ \/ night$/);

    await page.locator('.photo-tiles button').first().click();
    const dialog = page.getByRole('dialog');
    const counter = dialog.locator('.gallery-counter');
    const n = hotel.images.length;
    await expect(counter).toHaveText(`1 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${n} / ${n}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${n}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${n}`);
    await dialog.getByRole('button', { name: 'All photos' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${n}`);
    await dialog.getByRole('button', { name: 'Photo 4', exact: true }).click();
    await expect(counter).toHaveText(`4 / ${n}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('in Arabic the arrows follow the mirrored buttons', async ({ page }) => {
    const list = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
      hotels: { data: Array<{ id: number; images: string[] }> };
    };
    const hotel = list.hotels.data.find((h) => h.images.length > 2)!;
    await page.goto(`/ar/hotels/${hotel.id}`);
    await page.locator('.photo-tiles button').first().click();
    const counter = page.getByRole('dialog').locator('.gallery-counter');
    await expect(counter).toHaveText(`1 / ${hotel.images.length}`);
    await page.keyboard.press('ArrowLeft'); // towards the "next" button, on the left in RTL
    await expect(counter).toHaveText(`2 / ${hotel.images.length}`);
    const next = await page.locator('.gallery-next').boundingBox();
    const prev = await page.locator('.gallery-prev').boundingBox();
    expect(next && prev && next.x < prev.x).toBe(true);
  });

  test('a hotel that takes no booking offers none', async ({ page }) => {
    const list = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
      hotels: { data: Array<{ id: number; bookable: boolean }> };
    };
    const open = list.hotels.data.find((h) => h.bookable)!;
    const closed = list.hotels.data.find((h) => !h.bookable)!;
    const reserve = page.locator('.detail-aside .booking-note');
    const save = page.getByRole('button', { name: 'Enregistrer pour hors connexion' });
    await page.goto(`/fr/hotels/${open.id}`);
    await expect(reserve).toBeVisible();
    await page.goto(`/fr/hotels/${closed.id}`);
    await expect(save).toBeVisible(); // the aside's lazy parts have loaded
    await expect(reserve).toHaveCount(0);
    await expect(page.getByText('Connectez-vous pour réserver cet hôtel.')).toHaveCount(0);
  });

  test('an unknown hotel shows the not-found page', async ({ page }) => {
    await page.goto('/fr/hotels/999999');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});
