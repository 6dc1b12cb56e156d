import { demo } from '../demo-catalogue.ts';
import { expect, type Page, test } from './app-test.ts';

const cards = (page: Page) => page.locator('article.place-card');

test.describe('guides, circuits and agencies', () => {
  test('a guide’s page shows languages, licence and every trip with its days and prices', async ({ page }) => {
    await page.goto('/fr/allguides');
    await expect(cards(page)).toHaveCount(demo.guides.length);
    const guide = demo.guides[0]!;
    const trips = demo.voyages.filter((v) => v.guide === guide.slug);
    const lowest = Math.min(...trips.flatMap((v) => v.priceTiers.map((tier) => tier.priceDt)));
    // « 1 200,000 DT »: digits maybe grouped by a (no-break) space.
    const lowestPrice = new RegExp(`${String(Math.floor(lowest)).split('').join('\\s?')}.*par personne`);
    // The card says where the guide's trips start, as the big sites' guide cards do.
    const card = cards(page).filter({ hasText: guide.name.fr });
    // Its languages are listed as a sentence would (Intl.ListFormat), in Arabic with « و ».
    await expect(card).toContainText('arabe, français, anglais et italien');
    if (trips.length > 0) await expect(card.getByText('Voyages à partir de')).toContainText(lowestPrice);
    else await expect(card.getByText('Voyages à partir de')).toHaveCount(0);
    await page.getByRole('link', { name: guide.name.fr, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.name.fr);
    await expect(page.getByText('Carte professionnelle')).toBeVisible();
    // The banner is never the portrait blown up; the portrait is the page's photo.
    await expect(page.locator('.cover-banner-image')).not.toHaveAttribute('src', /212x256/);
    await expect(page.locator('.photo-tiles img').first()).toHaveAttribute('src', /212x256|guides/);
    if (trips.length > 0)
      await expect(page.locator('.fact', { hasText: 'Voyages à partir de' })).toContainText(lowestPrice);
    await expect(page.locator('article.trip')).toHaveCount(trips.length);
    if (trips[0]) {
      const trip = page.locator('article.trip').first();
      await expect(trip.locator('.trip-days li')).toHaveCount(trips[0].days.length);
      await expect(trip.locator('.price-tiers tbody tr')).toHaveCount(trips[0].priceTiers.length);
      // The trip's own page, under its guide: the catalogue's trips have no departures to book.
      await trip.getByRole('link', { name: 'Voir les départs et réserver' }).click();
      await expect(page).toHaveURL(/\/fr\/allguides\/\d+\/voyages\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trips[0].name.fr);
      await expect(
        page.getByText('Aucun départ n’est ouvert à la réservation pour ce voyage.', { exact: false }),
      ).toBeVisible();
    }
  });

  test('in Arabic a guide’s languages read as an Arabic list', async ({ page }) => {
    await page.goto('/ar/allguides');
    await expect(cards(page).filter({ hasText: demo.guides[0]!.name.ar })).toContainText(
      'العربية والفرنسية والإنجليزية والإيطالية',
    );
  });

  test('circuits list their route and days; a circuit shows its stops (Arabic)', async ({ page }) => {
    const circuit = demo.circuits[0]!;
    await page.goto('/ar/circuits');
    await expect(cards(page)).toHaveCount(demo.circuits.length);
    await page.getByRole('link', { name: circuit.name.ar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/circuits/${circuit.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.stop')).toHaveCount(circuit.stops.length);
  });

  test('agencies: cards with status, the directory by governorate, an agency with its partner hotels', async ({
    page,
  }) => {
    await page.goto('/fr/agences');
    await expect(cards(page)).toHaveCount(demo.agencies.length);
    await expect(cards(page).locator('.badge').first()).toBeVisible();
    await page.getByRole('link', { name: 'Annuaire par gouvernorat' }).click();
    await expect(page).toHaveURL(/\/fr\/agences\/annuaire$/);
    await expect(page.locator('.directory-row')).toHaveCount(demo.agencies.length);
    await expect(page.locator('.directory-row .map-link').first()).toHaveAttribute('href', /maps/);

    const withHotels = demo.agencies.find((a) => a.partnerHotels.length > 0)!;
    await page.goto(`/fr/agences/${withHotels.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withHotels.name.fr);
    await expect(page.getByRole('region', { name: 'Hôtels partenaires' }).locator('.search-hit')).toHaveCount(
      withHotels.partnerHotels.length,
    );
  });
});

test.describe('partner pages', () => {
  for (const [route, slug] of [
    ['agil', 'agil'],
    ['tt', 'tunisietelecom'],
    ['gat', 'gat'],
  ] as const) {
    test(`${route} shows the partner and where to find it, in French and Arabic`, async ({ page }) => {
      const partner = demo.partners.find((p) => p.slug === slug)!;
      for (const lang of ['fr', 'ar'] as const) {
        await page.goto(`/${lang}/${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name[lang]);
        await expect(page.locator('.location')).toHaveCount(partner.locations.length);
      }
    });
  }
});

test('agencies filter by status and by city, and the map follows the filters', async ({ page }) => {
  const active = demo.agencies.filter((a) => a.status === 'active').length;
  await page.goto('/fr/agences');
  await page
    .getByRole('navigation', { name: 'Filtrer par statut' })
    .getByRole('link', { name: 'Active', exact: true })
    .click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page.locator('article.place-card')).toHaveCount(active);
  const city = demo.agencies.find((a) => a.partnerHotels.length > 0)!.city;
  const { cities } = (await (await page.request.get('/utilisateur/city')).json()) as {
    cities: { id: number; slug: string }[];
  };
  const cityId = cities.find((c) => c.slug === city)!.id;
  await page.getByRole('navigation', { name: 'Filtrer par statut' }).getByRole('link', { name: 'Toutes' }).click();
  await page.getByLabel('Ville').selectOption(String(cityId));
  await expect(page).toHaveURL(new RegExp(`city_id=${cityId}`));
  await expect(page.locator('article.place-card')).toHaveCount(demo.agencies.filter((a) => a.city === city).length);
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  await expect(page.getByRole('region', { name: 'Carte : Agences de voyage' }).locator('canvas')).toBeVisible();
  // The agencies' partner hotels are on the map too, told apart by the legend.
  await expect(page.locator('.map-legend')).toHaveText(/Agence de voyage\s*Hôtel partenaire/);
});
