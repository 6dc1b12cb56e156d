import type { APIRequestContext } from '@playwright/test';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays, rentalTotal } from '../../domain/rental.ts';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

/** The e-mail of the agency renting the first car the page lists for those days. */
async function renterEmail(request: APIRequestContext, from: string, to: string) {
  const listed = (await (await request.get(`/utilisateur/vehicles?from=${from}&to=${to}&page=1`)).json()) as {
    data: { data: { agency: { id: number } }[] };
  };
  const agencies = (await (await request.get('/utilisateur/allagencies')).json()) as {
    id: number;
    email: string | null;
  }[];
  return agencies.find((a) => a.id === listed.data.data[0]!.agency.id)!.email!;
}

test.describe('vehicle rental', () => {
  test('cars and buses in tabs, with the facts of each and dates from tomorrow', async ({ page }) => {
    await page.goto('/fr/vehicules');
    const tomorrow = addDays(today(), 1);
    await expect(page.getByRole('tab', { name: 'Voitures' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.locator('article.vehicle-card');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    for (const label of ['Marque', 'Modèle', 'Immatriculation', 'Kilométrage'])
      await expect(first.getByText(label)).toBeVisible();
    await expect(first.locator('.card-price')).toContainText('DT');
    await expect(page.getByLabel('Du', { exact: true })).toHaveAttribute('min', tomorrow);
    expect((await page.getByLabel('Du', { exact: true }).inputValue()) >= tomorrow).toBe(true);

    await page.getByRole('tab', { name: 'Bus' }).click();
    await expect(page).toHaveURL(/kind=bus/);
    await expect(page.getByRole('tab', { name: 'Bus' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(7);
  });

  test('the reserve modal checks dates and places, totals the rental, and asks a visitor to sign in', async ({
    page,
  }) => {
    await page.goto('/fr/vehicules');
    const card = page.locator('article.vehicle-card').first();
    const priceText = await card.locator('.card-price strong').textContent();
    await card.getByRole('button', { name: 'Réserver' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('Indiquez le lieu de prise en charge.')).toBeVisible();
    await expect(dialog.getByText('Indiquez le lieu de restitution.')).toBeVisible();

    await dialog.getByLabel('Du').fill(today());
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('Choisissez une date à partir de demain.')).toBeVisible();

    const from = addDays(today(), 2);
    const to = addDays(today(), 4);
    await dialog.getByLabel('Du').fill(from);
    await dialog.getByLabel('Au').fill(to);
    await dialog.getByLabel('Lieu de prise en charge').fill('Aéroport de Tunis-Carthage');
    await dialog.getByLabel('Lieu de restitution').fill('Hammamet');
    const daily = Number((priceText ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    const format = new Intl.NumberFormat('fr-TN', { style: 'currency', currency: 'TND', maximumFractionDigits: 3 });
    const spaces = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ');
    await expect
      .poll(async () => spaces(await dialog.locator('.rental-total strong').textContent()))
      .toBe(spaces(format.format(rentalTotal(daily, 2))));
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez vous connecter pour réserver ce véhicule.');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await card.getByRole('button', { name: 'Réserver' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('days are the difference of the dates, and a return before the pick-up says why', async ({ page }) => {
    await page.goto('/fr/vehicules');
    const from = addDays(today(), 3);
    const filters = page.locator('#vehicle-filters');
    await filters.getByLabel('Du').fill(from);
    await filters.getByLabel('Au').fill(addDays(from, -1));
    await expect(filters.getByRole('alert')).toHaveText('La date de fin doit suivre la date de début.');
    await expect(filters.getByRole('button', { name: 'Voir les véhicules libres' })).toBeDisabled();
    await filters.getByLabel('Au').fill(addDays(from, 1));
    await expect(filters.getByRole('alert')).toHaveCount(0);

    await page.locator('article.vehicle-card').first().getByRole('button', { name: 'Réserver' }).click();
    const dialog = page.getByRole('dialog');
    const total = dialog.locator('.rental-total');
    await dialog.getByLabel('Du').fill(from);
    await dialog.getByLabel('Au').fill(addDays(from, 1));
    await expect(total).toContainText('× 1 jour =');
    await dialog.getByLabel('Au').fill(addDays(from, 7));
    await expect(total).toContainText('× 7 jours');
    await dialog.getByLabel('Au').fill(addDays(from, -2));
    await expect(total).toHaveText('La date de fin doit suivre la date de début.');
  });

  test('on a phone the date filters open from a button; in Arabic too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ar/vehicules');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = page.locator('#vehicle-filters');
    await expect(panel).toBeHidden();
    await page.locator('.filter-toggle').click();
    await expect(panel).toBeVisible();
  });

  test('a signed-in traveller rents a car from the modal: a toast, the rental in « Mes réservations », and offline in the wallet', async ({
    page,
    context,
  }) => {
    const traveller = await registerTraveller(page.request, 'rent');
    await installApp(page, '/fr');
    await signIn(page, traveller);
    const from = addDays(today(), 150);
    const to = addDays(from, 3);
    const renter = await renterEmail(page.request, from, to);
    await page.goto(`/fr/vehicules?from=${from}&to=${to}`);
    const card = page.locator('article.vehicle-card').first();
    const registration = (await card.locator('bdi').first().textContent()) ?? '';
    await card.getByRole('button', { name: 'Réserver' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Du')).toHaveValue(from);
    await expect(dialog.getByLabel('Au')).toHaveValue(to);
    await dialog.getByLabel('Lieu de prise en charge').fill('Aéroport de Tunis-Carthage');
    await dialog.getByLabel('Lieu de restitution').fill('Gare de Sousse');
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(page.locator('[role="status"]', { hasText: 'Réservation enregistrée !' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Rented on those days: no longer offered for them.
    await expect(page.locator('article.vehicle-card', { hasText: registration })).toHaveCount(0);

    await page.goto('/fr/user');
    const rental = page.locator('.reservation-card', { hasText: registration });
    await expect(rental).toContainText('En attente de confirmation du loueur');
    await expect(rental).toContainText('Location de voiture');
    await expect(rental).toContainText('Aéroport de Tunis-Carthage');
    await expect(rental).toContainText('Gare de Sousse');
    await expect(rental.getByRole('link', { name: 'Itinéraire' })).toBeVisible();

    // The renter answers from its e-mail's page, which shows the rental as asked.
    const request = await lastMailTo(renter, registration);
    await page.goto(request.match(/Confirmer \/ Confirm: (\S+)/)![1]!);
    await expect(page.locator('.line-facts')).toContainText('Prise en charge : Aéroport de Tunis-Carthage');
    await expect(page.locator('.order-total')).toContainText('Total, payé à la prise en charge :');
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.locator('.outcome-ok')).toBeVisible();
    await page.goto('/fr/user');
    await expect(rental.locator('.reservation-status')).toHaveText('Confirmée');

    await context.setOffline(true);
    await page.reload();
    await expect(rental.locator('.reservation-status')).toHaveText('Confirmée');
    await expect(page.locator('.wallet-stamp')).toBeVisible();
    await context.setOffline(false);
  });

  test('in Arabic: a bus rented with its toast, then the same days refused with the reason in a toast', async ({
    page,
  }) => {
    const traveller = await registerTraveller(page.request, 'rent-ar');
    await signIn(page, traveller);
    const from = addDays(today(), 160);
    const to = addDays(from, 2);
    await page.goto(`/ar/vehicules?kind=bus&from=${from}&to=${to}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const reserve = async (card: ReturnType<typeof page.locator>, days?: { from: string; to: string }) => {
      await card.locator('button.button-primary').click();
      const dialog = page.getByRole('dialog');
      if (days) {
        await dialog.locator('input[name="from"]').fill(days.from);
        await dialog.locator('input[name="to"]').fill(days.to);
      }
      await dialog.locator('input[name="pickup"]').fill('مطار تونس قرطاج');
      await dialog.locator('input[name="dropoff"]').fill('نزل الحمامات');
      await dialog.locator('button[type="submit"]').click();
    };
    const bus = page.locator('article.vehicle-card').first();
    const registration = (await bus.locator('bdi').first().textContent()) ?? '';
    await reserve(bus);
    await expect(page.locator('[role="status"]', { hasText: 'تم تسجيل الحجز!' })).toBeVisible();

    // The same bus, asked again from later days' list, then moved back onto the rented ones.
    const later = { from: addDays(to, 5), to: addDays(to, 6) };
    await page.goto(`/ar/vehicules?kind=bus&from=${later.from}&to=${later.to}`);
    await reserve(page.locator('article.vehicle-card', { hasText: registration }), { from, to });
    await expect(page.locator('[role="status"]', { hasText: 'خطأ: هذه المركبة مؤجّرة' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
