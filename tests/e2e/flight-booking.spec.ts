import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { registerTraveller } from './traveller.ts';

test('a return trip for two: flights chosen, names as on the passports, paid, tickets confirmed in the dashboard', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'flight');
  await signIn(page, traveller);
  const out = addDays(tunisiaDateTime(new Date()).slice(0, 10), 45);
  const back = addDays(out, 5);
  await page.goto(`/fr/vols/find/TUN/DJE?date=${out}&return=${back}&passengers=2`);
  const legs = page.locator('.flight-leg');
  await legs.nth(0).locator('.flight-card').first().getByRole('radio').check();
  await expect(page.getByRole('link', { name: 'Continuer : les passagers' })).toHaveCount(0);
  await legs.nth(1).locator('.flight-card').last().getByRole('radio').check();
  await page.getByRole('link', { name: 'Continuer : les passagers' }).click();

  await expect(page.locator('h1')).toHaveText('Réserver vos vols');
  await expect(page.locator('.order-summary li')).toHaveCount(2);
  const first = page.locator('fieldset.passenger').nth(0);
  const second = page.locator('fieldset.passenger').nth(1);
  await first.getByLabel('Nom (comme sur le passeport)').fill('Ben Salah');
  await first.getByLabel('Prénom(s)').fill('نور');
  await first.getByLabel('Numéro de passeport').fill('X12');
  await second.getByLabel('Nom (comme sur le passeport)').fill('Jaziri');
  await second.getByLabel('Prénom(s)').fill('Amira');
  await second.getByLabel('Numéro de passeport').fill('k 7731904');
  await page.getByRole('button', { name: 'Réserver et payer' }).click();
  await expect(first.getByText('Écrivez le nom comme sur le passeport, en lettres latines.')).toBeVisible();
  await expect(first.getByText('Un numéro de passeport a de 6 à 12 lettres et chiffres.')).toBeVisible();
  await expect(first.getByLabel('Prénom(s)')).toBeFocused();
  await first.getByLabel('Prénom(s)').fill('Nour');
  await first.getByLabel('Numéro de passeport').fill('X1234567');
  await page.getByRole('button', { name: 'Réserver et payer' }).click();

  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}&lang=fr$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.order-summary')).toContainText('BEN SALAH NOUR');
  // The passport numbers went with the order and are not shown again.
  await expect(page.locator('main')).not.toContainText('X1234567');
  // The airline, named in the order's lines and in « Mes réservations ».
  await expect(page.locator('.order-summary')).toContainText('Tunisair');
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();
  await expect(page).toHaveURL(`/payment/success?order=${reference}&lang=fr`);
  await expect(page.locator('.outcome-ok')).toContainText('votre réservation est confirmée');

  await page.goto('/fr/user');
  const tickets = page.locator('.reservation-card', { hasText: reference });
  await expect(tickets).toHaveCount(2);
  await expect(tickets.first().locator('.reservation-status')).toHaveText('Confirmée');
  await expect(tickets.first()).toContainText('JAZIRI AMIRA');
  await expect(tickets.first()).toContainText(/Compagnie\s*:?\s*Tunisair/);
  await expect(tickets.first().getByRole('link', { name: 'Itinéraire' })).toBeVisible();
});
