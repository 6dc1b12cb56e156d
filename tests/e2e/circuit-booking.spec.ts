import { circuitTotal } from '../../domain/booking/circuits.ts';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

test('a traveller books a circuit’s departure for three, pays with the sandbox, lands on circuits/confirmation, and keeps it in the wallet', async ({
  page,
  context,
}) => {
  const traveller = await registerTraveller(page.request, 'circuit');
  const { departures } = (await (
    await page.request.get('/utilisateur/circuits/tunisie-romaine/availability')
  ).json()) as {
    departures: { price_millimes: number; dates: { date: string }[] };
  };
  await installApp(page, '/fr');
  await signIn(page, traveller);

  await page.goto('/fr/circuits/tunisie-romaine');
  await page.getByRole('link', { name: 'Réserver' }).click();
  await expect(page).toHaveURL('/fr/circuits/reservation?circuit=tunisie-romaine');
  await expect(page.locator('h1')).toHaveText('Réserver votre circuit');
  await expect(page.locator('.seat-offer')).toContainText('6 jours');

  const departure = departures.dates[2]!.date;
  await page.getByLabel('Départ').selectOption(departure);
  // Four in one room is one too many: the form says so and sends nothing.
  await page.getByLabel('Nombre de personnes').fill('4');
  await page.getByLabel('Nombre de chambres').fill('1');
  await page.getByRole('button', { name: 'Réserver et payer' }).click();
  await expect(page.getByText('Choisissez entre une chambre par personne et 3 personnes par chambre.')).toBeVisible();
  await page.getByLabel('Nombre de personnes').fill('3');
  await page.getByLabel('Nombre de chambres').fill('2');
  await expect(page.locator('.seat-total')).toContainText('supplément chambre individuelle');
  // Three at the price a person, and one single room's supplement, in millimes as the page writes them.
  const total = circuitTotal(departures.price_millimes, 3, 2);
  await expect
    .poll(async () => ((await page.locator('.seat-total strong').textContent()) ?? '').replace(/\D/g, ''))
    .toBe(String(total));
  await page.getByRole('button', { name: 'Réserver et payer' }).click();

  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}&lang=fr$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.order-summary')).toContainText('3 personnes, 2 chambres');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();

  await expect(page).toHaveURL(`/circuits/confirmation?order=${reference}&lang=fr`);
  await expect(page.locator('h1')).toHaveText('Confirmation de votre circuit');
  await expect(page.locator('.outcome-ok h2')).toHaveText('Réservation enregistrée et payée');
  // The agency answers a circuit, not « l’établissement ».
  await expect(page.locator('.outcome-ok')).toContainText('L’agence doit maintenant confirmer votre circuit.');
  await expect(page.locator('.order-summary')).toContainText(reference);

  await page.goto('/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card.locator('.reservation-status')).toHaveText('En attente de confirmation de l’agence');
  await expect(card).toContainText('3 personnes, 2 chambres');
  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText(reference);
  await expect(card).toContainText('3 personnes, 2 chambres');
  await expect(page.locator('.wallet-stamp')).toBeVisible();
  await context.setOffline(false);
});
