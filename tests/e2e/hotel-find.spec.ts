import AxeBuilder from '@axe-core/playwright';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, type Page, test } from './app-test.ts';

/** A stay five weeks ahead: three nights. */
const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 35);
const departure = addDays(arrival, 3);
const djerba = demo.destinations.find((d) => d.slug === 'djerba')!;

/** A navigation inside the app, as a link would make it: no request for a page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What the API answers for the stay: the hotels' names and totals, cheapest first. */
async function expectedHotels(page: Page, query: string) {
  const { destinations } = (await (await page.request.get('/utilisateur/alldestinations')).json()) as {
    destinations: { id: number; slug: string }[];
  };
  const id = destinations.find((d) => d.slug === 'djerba')!.id;
  const response = await page.request.get(`/utilisateur/hotels/availability?destination_id=${id}&${query}`);
  expect(response.headers()['cache-control']).toBe('no-store');
  type Hotel = { id: number; name: string; name_ar: string; stay: { total_millimes: number } };
  return ((await response.json()) as { hotels: { data: Hotel[] } }).hotels.data;
}

test('a family searches the hotels of a destination from the listing, and a hotel shows the same stay', async ({
  page,
}) => {
  await page.goto('/fr/hotels');
  await page.locator('summary', { hasText: 'Trouver un hôtel libre à vos dates' }).click();
  const form = page.locator('#hotel-find form');
  // The form loads once asked for (a click ends the page's first load): it is not in the listing's.
  await expect(form.locator('select[name="destination"] option[value="djerba"]')).toBeAttached();
  await form.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(form.locator('#hotel-find-destination-error')).toHaveText('Choisissez une destination.');
  await expect(form.locator('select[name="destination"]')).toBeFocused();

  await form.locator('select[name="destination"]').selectOption('djerba');
  await form.locator('input[name="arrival"]').fill(arrival);
  await form.locator('input[name="departure"]').fill(departure);
  await form.getByLabel('Enfants').selectOption('1');
  await form.getByLabel('Enfant 1').selectOption('4');
  await form.getByRole('button', { name: 'Rechercher', exact: true }).click();

  await expect(page).toHaveURL(`/fr/hotels/find/djerba/${arrival}/${departure}/2/1/1?ages=4`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hôtels disponibles – ${djerba.name.fr}`);
  const expected = await expectedHotels(page, `arrival=${arrival}&departure=${departure}&adults=2&rooms=1&ages=4`);
  expect(expected.length).toBeGreaterThan(1);
  const cards = page.locator('article.hotel-stay-card');
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.locator('.card-title')).toHaveText(expected.map((h) => h.name));
  await expect(page.locator('.listing-count')).toHaveText(`${expected.length} hôtels`);
  const first = cards.first();
  await expect(first.locator('.hotel-stay-total')).toContainText('pour 3 nuits');
  const total = (await first.locator('.hotel-stay-total strong').textContent())!;
  // In dinars with their three decimals: the millimes the API counted.
  expect(total).toContain('DT');
  expect(total.replace(/\D/g, '')).toBe(String(expected[0]!.stay.total_millimes));

  // The picture opens the hotel's availability with the stay, as the name does.
  await first.locator('img.card-image').click();
  await expect(page).toHaveURL(new RegExp(`/fr/hotels/${expected[0]!.id}#availability$`));
  const section = page.locator('section.stay-availability');
  await expect(section.locator('input[name="arrival"]')).toHaveValue(arrival);
  await expect(section.locator('input[name="departure"]')).toHaveValue(departure);
  await expect(section.locator('select[name="adults"]')).toHaveValue('2');
  await expect(section.locator('select[name="children"]')).toHaveValue('1');
  await expect(section.locator('select[name="age-1"]')).toHaveValue('4');
  // Asked at once, the same stay's cheapest room costs what the card said.
  await expect(section.locator('.stay-room').first()).toBeVisible();
  await expect(section.locator('.room-note', { hasText: total })).not.toHaveCount(0);
});

test('the results say when no room is free, when the criteria cannot be checked, and when the network is away', async ({
  page,
}) => {
  await page.goto(`/fr/hotels/find/djerba/${arrival}/${departure}/30/1/0`);
  await expect(page.locator('.empty-state')).toHaveText(
    'Aucune chambre n’est disponible entre ces dates. Essayez d’autres dates.',
  );
  await navigateInApp(page, `/fr/hotels/find/djerba/${departure}/${arrival}/2/1/2?ages=4`);
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('Ces critères ne permettent pas de vérifier les disponibilités.');
  // The search is changed from there: the form says what to correct, beside each field.
  await refused.getByRole('link', { name: 'Modifier la recherche' }).click();
  const form = page.locator('#hotel-find form');
  await expect(form.locator('select[name="destination"]')).toHaveValue('djerba');
  await expect(form.locator('#stay-departure-error')).toHaveText('Le départ doit suivre l’arrivée.');
  await expect(form.getByText('Indiquez l’âge de chaque enfant.')).toBeVisible();
  await expect(form.locator('select[name="children"]')).toHaveValue('2');

  await page.route('**/utilisateur/hotels/availability?**', (route) => route.abort('internetdisconnected'));
  await navigateInApp(page, `/fr/hotels/find/djerba/${arrival}/${departure}/2/1/0`);
  await expect(page.getByRole('alert')).toContainText('Vérifier les disponibilités demande une connexion internet.');
});

test('in Arabic the results read right to left, each stay priced for its nights, and pass axe', async ({ page }) => {
  await page.goto(`/ar/hotels/find/djerba/${arrival}/${departure}/2/1/0`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`الفنادق المتاحة – ${djerba.name.ar}`);
  const expected = await expectedHotels(page, `arrival=${arrival}&departure=${departure}&adults=2&rooms=1`);
  const cards = page.locator('article.hotel-stay-card');
  await expect(cards.locator('.card-title')).toHaveText(expected.map((h) => h.name_ar));
  const first = cards.first();
  await expect(first.locator('.hotel-stay-total')).toContainText('لـ 3 ليالٍ');
  await expect(first.getByRole('link', { name: 'عرض الغرف المتاحة' })).toBeVisible();
  // Mirrored: the city on the right of a card, the stars on its left.
  const rated = cards.filter({ has: page.locator('.stars') }).first();
  const city = await rated.locator('.card-meta span').first().boundingBox();
  const stars = await rated.locator('.card-meta .stars').boundingBox();
  expect(city && stars && city.x > stars.x).toBe(true);
  await expect(page.locator('.hotel-find-summary')).toContainText('تعديل البحث');
  await page.locator('.hotel-find-summary a').click();
  await expect(page.locator('#hotel-find select[name="destination"]')).toHaveValue('djerba');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
