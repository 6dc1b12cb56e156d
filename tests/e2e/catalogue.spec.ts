import { PLACED_PAGE_SIZE } from '../../domain/constants.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, type Page, scrollToEnd, test } from './app-test.ts';

const cards = (page: Page) => page.locator('article.place-card');

/** The API's own answer, to compare screens with the data they show. */
async function api<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(`/utilisateur/${path}`)).json()) as T;
}

test.describe('heritage: monuments, museums, festivals', () => {
  test('monuments list every site, search narrows them, a card opens its page', async ({ page }) => {
    await page.goto('/fr/monument');
    await expect(cards(page)).toHaveCount(demo.monuments.length);
    await expect(page.getByText(`${demo.monuments.length} monuments et sites`)).toBeVisible();

    await page.getByLabel('Rechercher un monument').fill('dougga');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/monument\?search=dougga$/);
    await expect.poll(() => cards(page).count()).toBeLessThan(demo.monuments.length);
    const dougga = demo.monuments.find((m) => /dougga/i.test(m.name.fr))!;
    await page.getByRole('link', { name: dougga.name.fr, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dougga.name.fr);
    await expect(
      page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Monuments et sites' }),
    ).toBeVisible();
    await expect(page.getByText('Époque')).toBeVisible();
    await expect(page).toHaveTitle(`${dougga.name.fr} · Rihla`);
  });

  test('a monument page in Arabic is mirrored and in Arabic', async ({ page }) => {
    const { monuments } = await api<{ monuments: { id: number; name_ar: string }[] }>(page, 'monument');
    await page.goto(`/ar/monument/${monuments[0]!.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(monuments[0]!.name_ar);
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    const width = page.viewportSize()!.width;
    // Right-aligned: the title starts from the right edge.
    expect(box!.x + box!.width).toBeGreaterThan(width / 2);
  });

  test('museums show their cards; festivals show every dated edition', async ({ page }) => {
    await page.goto('/fr/musses');
    await expect(cards(page)).toHaveCount(Math.min(PLACED_PAGE_SIZE, demo.museums.length));

    const festival = demo.festivals[0]!;
    await page.goto('/fr/festival');
    await expect(cards(page)).toHaveCount(demo.festivals.length);
    await page.getByRole('link', { name: festival.name.fr, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Éditions' })).toBeVisible();
    await expect(page.locator('.edition')).toHaveCount(festival.editions.length);
  });

  test('an unknown item shows the not-found page', async ({ page }) => {
    const response = await page.goto('/fr/monument/99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('events and activities', () => {
  test('events start with those not over yet, page through the API links and filter by status', async ({ page }) => {
    const all = await api<{ events: { total: number } }>(page, 'allevent');
    const current = await api<{ events: { total: number } }>(page, 'allevent?status=current');
    expect(current.events.total).toBeLessThan(all.events.total);
    const badges = async () => [...new Set(await cards(page).locator('.badge').allTextContents())];
    const filters = page.getByRole('navigation', { name: 'Filtrer par date' });

    // The first view: in progress and upcoming, no finished event; the past one filter away.
    await page.goto('/fr/events');
    await expect(filters.getByRole('link', { name: 'En cours et à venir' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`${current.events.total} événements`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(PLACED_PAGE_SIZE, current.events.total));
    expect((await badges()).sort()).toEqual(['En cours', 'À venir'].sort());

    await filters.getByRole('link', { name: 'Tous' }).click();
    await expect(page).toHaveURL(/\/fr\/events\?status=all$/);
    await expect(page.getByText(`${all.events.total} événements`)).toBeVisible();
    await expect(cards(page)).toHaveCount(PLACED_PAGE_SIZE);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/\/fr\/events\?(?=.*status=all)(?=.*page=2)/);
    await expect(cards(page)).toHaveCount(Math.min(PLACED_PAGE_SIZE, all.events.total - PLACED_PAGE_SIZE));

    await filters.getByRole('link', { name: 'À venir', exact: true }).click();
    await expect(page).toHaveURL(/status=upcoming/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(badges).toEqual(['À venir']);

    await filters.getByRole('link', { name: 'Passés' }).click();
    await expect(page).toHaveURL(/status=past/);
    await expect.poll(badges).toEqual(['Terminé']);
  });

  test('a past event cannot be booked; an upcoming one asks a visitor to sign in', async ({ page }) => {
    const past = await api<{ events: { data: { id: number }[] } }>(page, 'allevent?status=past');
    await page.goto(`/fr/events/${past.events.data[0]!.id}`);
    await expect(page.getByText('Cet événement est terminé : il ne peut plus être réservé.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réserver' })).toBeDisabled();

    const upcoming = await api<{ events: { data: { id: number; seats: number }[] } }>(page, 'allevent?status=upcoming');
    const open = upcoming.events.data.find((e) => e.seats > 0)!;
    await page.goto(`/fr/events/${open.id}`);
    await expect(page.getByText('Connectez-vous pour réserver cet événement.')).toBeVisible();
  });

  test('the home carousel’s address leads to the activities, which page', async ({ page }) => {
    await page.goto('/fr/activities');
    await expect(page).toHaveURL(/\/fr\/activity$/);
    await expect(cards(page)).toHaveCount(PLACED_PAGE_SIZE);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  });
});

test.describe('restaurants and guest houses', () => {
  test('restaurants filter by destination and open their page', async ({ page }) => {
    await page.goto('/fr/restaurants');
    await expect(cards(page)).toHaveCount(PLACED_PAGE_SIZE);
    const { destinations } = await api<{ destinations: { id: number; name: string }[] }>(page, 'alldestinations');
    const djerba = destinations.find((d) => d.name === 'Djerba')!;
    await page.getByLabel('Destination').selectOption(String(djerba.id));
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`destination_id=${djerba.id}`));
    await expect
      .poll(async () => (await cards(page).locator('.card-meta').allTextContents()).every((t) => t === 'Djerba'))
      .toBe(true);
    await cards(page).first().locator('h2 a').click();
    await expect(page.getByText('Cuisine', { exact: true })).toBeVisible();
  });

  test('restaurants come by ascending starting price on first load, from the server and in the app', async ({
    page,
  }) => {
    const { restaurants } = await api<{ restaurants: { data: { id: number; starting_price: number | null }[] } }>(
      page,
      'restaurants?page=1',
    );
    const price = (id: number) => restaurants.data.find((r) => r.id === id)?.starting_price ?? Infinity;
    const sorted = (ids: number[]) => ids.map(price).every((p, i, all) => i === 0 || all[i - 1]! <= p);
    expect(sorted(restaurants.data.map((r) => r.id))).toBe(false); // the API's own order is by id
    const ids = (hrefs: string[]) => hrefs.map((h) => Number(h.split('/').pop()));

    const html = await (await page.request.get('/fr/restaurants')).text();
    const served = ids([...html.matchAll(/<h2 class="card-title"><a[^>]*href="([^"]+)"/g)].map((m) => m[1]!));
    expect(served).toHaveLength(PLACED_PAGE_SIZE);
    expect(sorted(served)).toBe(true);

    await page.goto('/fr/restaurants');
    await expect(cards(page)).toHaveCount(PLACED_PAGE_SIZE);
    const shown = ids(
      await cards(page)
        .locator('h2 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')),
    );
    expect(sorted(shown)).toBe(true);
  });

  for (const [path, link] of [
    ['/fr/restaurants', 'Voir le restaurant'],
    ['/fr/agences', 'Voir l’agence'],
    ['/ar/restaurants', 'عرض المطعم'],
  ] as const) {
    test(`${path} expands one card at a time`, async ({ page }) => {
      await page.goto(path);
      const toggle = (i: number) => cards(page).nth(i).locator('.card-toggle');
      const details = (i: number) => cards(page).nth(i).locator('.card-details');
      await toggle(0).click();
      await expect(toggle(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(details(0).getByRole('link', { name: link })).toBeVisible();
      await toggle(1).click();
      await expect(details(1)).toBeVisible();
      await expect(details(0)).toBeHidden();
      await toggle(1).click();
      await expect(details(1)).toBeHidden();
      await expect(page.locator('.card-details:visible')).toHaveCount(0);
    });
  }

  test('a guest house page lists its rooms with prices', async ({ page }) => {
    const { maisons } = await api<{ maisons: { data: { id: number }[] } }>(page, 'maison');
    const detail = await api<{ maison: { rooms: unknown[]; name: string } }>(page, `maison/${maisons.data[0]!.id}`);
    await page.goto(`/fr/maison/${maisons.data[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.maison.name);
    await expect(page.locator('.room')).toHaveCount(detail.maison.rooms.length);
  });
});

test.describe('emergency numbers', () => {
  for (const lang of ['fr', 'ar'] as const) {
    test(`every number is a call link that works from a foreign SIM, readable left to right (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/secour`);
      // Short codes stay short; 8-digit numbers carry +216, or a foreign phone dials its own country.
      for (const href of ['197', '198', '190', '1200', '1210', '+21680100333', '+21671335500', '+21680100191']) {
        const link = page.locator(`a.emergency-call[href="tel:${href}"]`);
        await expect(link).toBeVisible();
        await expect(link.locator('.emergency-number')).toHaveAttribute('dir', 'ltr');
      }
      const hrefs = await page
        .locator('a.emergency-call')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toHaveLength(demo.emergencyNumbers.length);
      for (const href of hrefs) expect(href).toMatch(/^tel:(\d{3,4}|\+216\d{8})$/);
      const police = demo.emergencyNumbers.find((n) => n.number === '197')!;
      await expect(page.getByText(police.label[lang], { exact: true })).toBeVisible();
    });
  }
});

test.describe('search across the catalogue', () => {
  test('the home search leads to grouped results, each group to its searched listing', async ({ page }) => {
    await page.goto('/fr');
    await page.getByLabel('Rechercher dans tout le guide').fill('djerba');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/search\?q=djerba$/);
    const hotels = page.getByRole('region', { name: 'Hôtels' });
    await expect(hotels.locator('.search-hit').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Restaurants' })).toBeVisible();
    await hotels.getByRole('link', { name: /Voir/ }).click();
    await expect(page).toHaveURL(/\/fr\/hotels\?search=djerba$/);
    await expect(page.locator('article.hotel-card').first()).toBeVisible();
  });

  test('a search with no match says so', async ({ page }) => {
    await page.goto('/ar/search?q=zzqxwv');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.empty-state')).toBeVisible();
  });
});

test.describe('craft and wellness categories', () => {
  test('places come 16 a page with numbered pages', async ({ page }) => {
    const pottery = demo.categories.find((c) => c.slug === 'pottery')!;
    const count = pottery.authorities.length;
    expect(count).toBeGreaterThan(16);
    await page.goto('/fr/pottery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pottery.title.fr);
    await expect(page.locator('.authority-card')).toHaveCount(16);
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await pages.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/pottery\?page=2$/);
    await expect(page.locator('.authority-card')).toHaveCount(count - 16);
    await expect(pages.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    // Below the places: the latest articles and the advertising banners (spec §2).
    await scrollToEnd(page);
    await expect(page.getByRole('region', { name: 'Derniers articles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'À la une' })).toBeVisible();
  });

  test('a category in Arabic, and an empty one with its message', async ({ page }) => {
    const relaxation = demo.categories.find((c) => c.slug === 'relaxation')!;
    await page.goto('/ar/relaxation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relaxation.title.ar);

    // A category without places: the API answers empty as the traveller goes there from the menu
    // (the server would render the page with its places).
    await page.route('**/utilisateur/artisanat/jewelry', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { category: Record<string, unknown> };
      await route.fulfill({ response, json: { category: { ...body.category, medical_authorities: [] } } });
    });
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Bijoux' }).click();
    await expect(page).toHaveURL(/\/fr\/jewelry$/);
    await expect(page.getByText('Aucun artisanat trouvé.')).toBeVisible();
  });
});
