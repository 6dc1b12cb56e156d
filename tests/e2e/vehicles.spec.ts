import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays, rentalTotal } from '../../domain/rental.ts';
import { expect, test } from './app-test.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

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
    await expect(total).toContainText('× 1 jour(s)');
    await dialog.getByLabel('Au').fill(addDays(from, 7));
    await expect(total).toContainText('× 7 jour(s)');
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
});
