import type { APIRequestContext } from '@playwright/test';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

const jasmin = demo.restaurants.find((r) => r.slug === 'le-jasmin-de-la-medina')!;

/** The next Wednesday at least a week ahead (the restaurant serves dinner then). */
function nextWednesday() {
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  for (let i = 7; ; i++) {
    const date = addDays(today, i);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 3) return date;
  }
}

async function restaurantId(request: APIRequestContext, slug: string) {
  const { restaurants } = (await (await request.get('/utilisateur/allrestaurants')).json()) as {
    restaurants: { data: { id: number; slug: string }[] };
  };
  return restaurants.data.find((r) => r.slug === slug)!.id;
}

test('a traveller asks for a table from the restaurant’s page; the restaurant confirms by e-mail; the wallet keeps it offline', async ({
  page,
  context,
}) => {
  const traveller = await registerTraveller(page.request, 'table');
  const id = await restaurantId(page.request, jasmin.slug);
  await installApp(page, '/fr');
  await signIn(page, traveller);

  await page.goto(`/fr/restaurants/${id}`);
  await page.getByRole('link', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(`/fr/restaurants/reservation?id=${id}`);
  await expect(page.locator('h1')).toHaveText('Réserver une table');
  await expect(page.locator('.seat-offer')).toContainText(jasmin.name.fr);

  const date = nextWednesday();
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Nombre de personnes').fill('3');
  // Asked without a time: the form says what is missing.
  await page.getByRole('button', { name: 'Demander la table' }).click();
  await expect(page.getByText('Choisissez une heure d’arrivée.')).toBeVisible();
  const times = page.locator('.time-chip');
  await expect(times.first()).toContainText('12 h 00');
  await page.getByRole('radio', { name: '20 h 00' }).check();
  await page.getByRole('button', { name: 'Demander la table' }).click();

  await expect(page).toHaveURL(/\/fr\/confirmation\?status=pending&ref=RH-/);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.locator('.outcome-wait h2')).toHaveText('Demande de réservation envoyée');

  await page.goto('/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card.locator('.reservation-status')).toHaveText('En attente de confirmation du restaurant');
  await expect(card).toContainText('Table au restaurant');
  await expect(card).toContainText('20 h 00');
  await expect(card).toContainText('3 personnes');
  await expect(card.getByRole('link', { name: /^Appeler/ })).toHaveAttribute('href', /^tel:/);

  // The restaurant's e-mail: the request, then its page to answer.
  const request = await lastMailTo(jasmin.email!, reference);
  expect(request).toContain('rien à payer');
  await page.goto(request.match(/Confirmer \/ Confirm: (\S+)/)![1]!);
  await expect(page.locator('.line-facts')).toContainText('20 h 00');
  await expect(page.locator('.line-facts')).toContainText('3 personnes');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.locator('.outcome-ok')).toBeVisible();

  await page.goto('/fr/user');
  await expect(card.locator('.reservation-status')).toHaveText('Confirmée');
  await context.setOffline(true);
  await page.reload();
  await expect(card.locator('.reservation-status')).toHaveText('Confirmée');
  await expect(card).toContainText('20 h 00');
  await expect(page.locator('.wallet-stamp')).toBeVisible();
  await context.setOffline(false);
});

test('restaurants/find lists the destination’s restaurants with a table for the party, and a time leads to the table’s page', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'table-find');
  await signIn(page, traveller);
  const date = nextWednesday();
  await page.goto(`/fr/restaurants/find/tunis/${date}/4`);
  const result = page.locator('.table-results li', { hasText: jasmin.name.fr });
  await expect(result).toBeVisible();
  await result.getByRole('link', { name: '20 h 30' }).click();
  await expect(page).toHaveURL(/\/fr\/restaurants\/reservation\?id=\d+&date=.*&time=20%3A30&people=4$/);
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByLabel('Nombre de personnes')).toHaveValue('4');
  await expect(page.getByRole('radio', { name: '20 h 30' })).toBeChecked();

  // A party too large for every slot: no restaurant is listed, and the page says so.
  await page.goto(`/fr/restaurants/find/tunis/${date}/21`);
  await expect(page.locator('.error-state')).toContainText('de 1 à 20 personnes');
});
