import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, type Page, test } from './app-test.ts';
import { lastMailTo } from './outbox.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

/** A stay a month ahead: three nights. */
const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 30);
const departure = addDays(arrival, 3);
const yasmine = demo.hotels.find((h) => h.slug === 'dar-yasmine')!;
/** The room the family takes: the first that holds two adults and a child. */
const familyRoom = yasmine.rooms.find((r) => r.capacity >= 3)!;

async function hotelId(page: Page, slug: string): Promise<number> {
  const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number; slug: string }[] };
  };
  return hotels.data.find((h) => h.slug === slug)!.id;
}

/** Asks for the stay in the availability form: two adults (the default), one child of `age`. */
async function askStay(
  page: Page,
  age: string,
  labels = { children: 'Enfants', child: 'Enfant 1', ask: 'Voir les disponibilités' },
) {
  const section = page.locator('section.stay-availability');
  await section.locator('input[name="arrival"]').fill(arrival);
  await section.locator('input[name="departure"]').fill(departure);
  await section.getByLabel(labels.children).selectOption('1');
  await section.getByLabel(labels.child).selectOption(age);
  await section.getByRole('button', { name: labels.ask }).click();
  await expect(section.locator('.stay-room')).toHaveCount(yasmine.rooms.length);
  return section;
}

test('a family asks a stay with a child, signs in midway, pays with the sandbox, and the hotel confirms by e-mail', async ({
  page,
  context,
}) => {
  const { email, password } = await registerTraveller(page.request, 'salma');
  const id = await hotelId(page, yasmine.slug);
  await page.goto(`/fr/hotels/${id}`);
  await page.locator('.detail-aside .booking-note').getByRole('link', { name: 'Voir les disponibilités' }).click();
  await expect(page).toHaveURL(/#availability$/);

  const section = await askStay(page, '4');
  const room = section.locator('.stay-room', { hasText: familyRoom.name.fr });
  const board = familyRoom.rates[0]!;
  await room.locator('select').first().selectOption('1');
  const quote = section.locator('.stay-quote');
  await expect(quote.locator('.stay-quote-line')).toHaveCount(4); // room, child, tourist tax, total
  await expect(quote).toContainText(`1 × ${familyRoom.name.fr}`);
  await expect(quote).toContainText('Enfant de 4 ans : gratuit');
  await expect(quote).toContainText('Taxe de séjour : 2 adultes × 3 nuits');
  // Whole dinars: the page writes the millimes after the locale's decimal sign.
  const total = Math.trunc(board.priceDt * 3 + yasmine.policy.touristTaxDt * 2 * 3);
  await expect(quote.locator('.stay-quote-total dd')).toContainText(String(total));

  // A visitor signs in and comes back to the same rooms.
  await section.getByRole('button', { name: 'Se connecter pour réserver' }).click();
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);
  await page.locator('#account-email').fill(email);
  await page.locator('#account-password').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/fr/hotels/${id}$`));
  await expect(page.locator('.stay-quote-total dd')).toContainText(String(total));
  await page.getByRole('button', { name: 'Réserver ce séjour' }).click();

  // The reservation page: the stay line by line, the traveller prefilled from the profile.
  await expect(page).toHaveURL(/\/fr\/hotels\/reservation$/);
  await expect(page.locator('.order-summary')).toContainText('Enfant de 4 ans : gratuit');
  await expect(page.locator('#guest-name')).toHaveValue('Nour Jaziri');
  await page.locator('#guest-phone').fill('12');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('#guest-phone')).toBeFocused();
  await expect(page.locator('#guest-phone-error')).toContainText('numéro de téléphone valide');
  await page.locator('#guest-phone').fill('+216 98 765 432');
  await page.locator('#guest-requests').fill('Lit bébé inutile, arrivée vers 22 h');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();

  await expect(page).toHaveURL(/\/fr\/panier$/);
  const item = page.locator('.cart-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(yasmine.name.fr);
  await expect(item).toContainText('2 adultes, 1 enfant · 1 chambre');
  await expect(item).toContainText(String(total));
  await page.reload();
  await expect(item).toHaveCount(1);

  // Checkout holds the rooms; the payment page shows the order to pay.
  await page.getByRole('button', { name: 'Continuer la réservation' }).click();
  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}&lang=fr$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.order-summary')).toContainText(yasmine.name.fr);
  await expect(page.locator('.order-total')).toContainText(String(total));
  await page.getByRole('button', { name: /^Payer / }).click();

  // The sandbox gateway's page, then back to Rihla's success page.
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await expect(page.locator('body')).toContainText(reference);
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();
  await expect(page).toHaveURL(`/payment/success?order=${reference}&lang=fr`);
  await expect(page.locator('.outcome-ok h2')).toHaveText('Réservation enregistrée et payée');
  await expect(page.locator('.order-summary')).toContainText(reference);

  // The hotel's e-mail: its link opens a page; only the button there answers.
  const request = await lastMailTo(yasmine.email!, reference);
  expect(request).toContain('Nour Jaziri, +216 98 765 432');
  expect(request).toContain('Demandes / requests: Lit bébé inutile, arrivée vers 22 h');
  const confirm = request.match(/Confirmer \/ Confirm: (\S+)/)![1]!;
  await page.goto(confirm);
  await expect(page.locator('.order-summary')).toContainText(reference);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.locator('.outcome-ok')).toHaveText('Réservation confirmée. Le voyageur en est informé par e-mail.');

  // The traveller hears of it in their language; what was booked left the cart.
  const news = await lastMailTo(email, 'a confirmé votre réservation');
  expect(news).toContain(reference);
  expect(news).toContain(yasmine.name.fr);
  await page.goto('/fr/panier');
  await expect(page.locator('.empty-state')).toBeVisible();
  // And the dashboard says so; offline, the wallet still shows it, with when the server last did.
  await installApp(page, '/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card).toContainText('Confirmée');
  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText('Confirmée');
  await expect(page.locator('.wallet-stamp')).toContainText(/^Dernière confirmation le \d{1,2} \S+ \d{4}/);
  await context.setOffline(false);
});

test('the stay form refuses what cannot be booked, and the wrong number of rooms, with a reason', async ({ page }) => {
  await page.goto(`/fr/hotels/${await hotelId(page, yasmine.slug)}`);
  const section = page.locator('section.stay-availability');
  await section.locator('input[name="arrival"]').fill(arrival);
  await section.locator('input[name="departure"]').fill(arrival);
  await section.getByLabel('Enfants').selectOption('1');
  await section.getByRole('button', { name: 'Voir les disponibilités' }).click();
  await expect(section.locator('#stay-departure-error')).toHaveText('Le départ doit suivre l’arrivée.');
  await expect(section.getByText('Indiquez l’âge de chaque enfant.')).toBeVisible();
  await expect(section.locator('input[name="departure"]')).toBeFocused();

  await section.locator('input[name="departure"]').fill(departure);
  await section.getByLabel('Enfant 1').selectOption('1'); // a baby: no place taken in the room
  await section.locator('select[name="rooms"]').selectOption('2');
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/availability?')) checks.push(request.url());
  });
  await section.getByRole('button', { name: 'Voir les disponibilités' }).click();
  await expect(section.locator('.stay-room')).toHaveCount(yasmine.rooms.length);
  // The same stay asked again is counted again: rooms go while the page is open.
  await section.getByRole('button', { name: 'Voir les disponibilités' }).click();
  await expect.poll(() => checks.length).toBe(2);
  await expect(section.locator('.stay-room')).toHaveCount(yasmine.rooms.length);
  await section.locator('.stay-room select').first().selectOption('1');
  await expect(section.locator('.stay-choice')).toContainText(
    'Choisissez exactement 2 chambres : vous en avez choisi 1.',
  );
});

test('in Arabic the availability reads right to left, with its prices whole', async ({ page }) => {
  await page.goto(`/ar/hotels/${await hotelId(page, yasmine.slug)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = await askStay(page, '9', { children: 'الأطفال', child: 'الطفل 1', ask: 'عرض الغرف المتاحة' });
  await section.locator('.stay-room', { hasText: familyRoom.name.ar }).locator('select').first().selectOption('1');
  const total = section.locator('.stay-quote-total');
  await expect(total).toBeVisible();
  const box = await section.locator('.stay-quote-total dt').boundingBox();
  const amount = await section.locator('.stay-quote-total dd').boundingBox();
  // Mirrored: the label on the right, the amount on the left.
  expect(box && amount && amount.x < box.x).toBe(true);
  await expect(section.locator('.stay-quote-total dd')).toContainText(/\d/);
});
