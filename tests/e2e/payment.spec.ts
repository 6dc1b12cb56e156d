import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, test } from './app-test.ts';
import {
  holdAllSingles,
  hotelId,
  nextStay,
  payAndConfirm,
  signIn,
  single,
  singlesFree,
  yasmine,
} from './held-order.ts';
import { registerTraveller } from './traveller.ts';

test('a declined payment records nothing and frees the rooms: the failure page, variant 1', async ({ page }) => {
  const traveller = await registerTraveller(page.request, 'declined');
  await signIn(page, traveller);
  const stay = nextStay();
  const { reference, free } = await holdAllSingles(page.request, traveller, stay);
  expect(await singlesFree(page.request, stay)).toBe(free - single.count);
  await page.goto(`/payment?order=${reference}&lang=fr`);
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Refuser le paiement' }).click();
  await expect(page).toHaveURL(`/payment/echec?order=${reference}&lang=fr`);
  const outcome = page.locator('.outcome[data-variant="1"]');
  await expect(outcome.locator('h2')).toHaveText('Le paiement n’a pas abouti');
  await expect(outcome).toContainText('Aucune réservation n’a été enregistrée');
  await expect(outcome.getByRole('link', { name: 'Réessayer le paiement' })).toBeVisible();
  expect(await singlesFree(page.request, stay)).toBe(free);
});

test('a payment approved after the hold, with the rooms gone meanwhile: recorded, not settled, variant 2', async ({
  page,
}) => {
  const [traveller, other] = [
    await registerTraveller(page.request, 'late'),
    await registerTraveller(page.request, 'quick'),
  ];
  await signIn(page, traveller);
  const stay = nextStay();
  const { reference } = await holdAllSingles(page.request, traveller, stay);
  await page.goto(`/payment?order=${reference}&lang=fr`);
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Approuver trop tard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement accepté, confirmation retardée');
  // While the bank takes its time, someone else books the rooms the ended hold gave back.
  await holdAllSingles(page.request, other, stay);
  await page.getByRole('button', { name: 'Envoyer la confirmation' }).click();
  await expect(page).toHaveURL(`/payment/echec?order=${reference}&lang=fr`);
  const outcome = page.locator('.outcome[data-variant="2"]');
  await expect(outcome.locator('h2')).toHaveText('Réservation enregistrée, paiement non réglé');
  await expect(outcome).toContainText(reference);
  await expect(outcome).toContainText('remboursé automatiquement');
  await expect(outcome).toContainText('du lundi au vendredi, de 9 h 00 à 20 h 00');
  await expect(outcome).toContainText('le samedi et le dimanche, de 10 h 30 à 22 h 00');
});

test('the paid journey in Arabic: the reservation page, the payment and its success page read right to left', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'arabic');
  await signIn(page, traveller);
  const stay = nextStay();
  await page.goto(`/ar/hotels/${await hotelId(page.request)}`);
  const section = page.locator('section.stay-availability');
  await section.locator('input[name="arrival"]').fill(stay.arrival);
  await section.locator('input[name="departure"]').fill(stay.departure);
  await section.getByRole('button', { name: 'عرض الغرف المتاحة' }).click();
  const patio = yasmine.rooms.find((r) => r.key === 'chambre-patio')!;
  await section.locator('.stay-room', { hasText: patio.name.ar }).locator('select').first().selectOption('1');
  await section.locator('.stay-quote ~ button.button-primary').click();
  // The reservation page in Arabic, then straight to payment.
  await expect(page).toHaveURL(/\/ar\/hotels\/reservation$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#guest-name')).toHaveValue('Nour Jaziri');
  await page.locator('.reservation-page button[type="submit"]').click();
  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z-]+&lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدفع');
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.order-summary bdi')).toHaveText(reference);
  await page.locator('.payment-page button.button-primary').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('button.primary').first().click();
  await expect(page).toHaveURL(`/payment/success?order=${reference}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم قبول الدفع');
  await expect(page.locator('.order-summary')).toContainText(yasmine.name.ar);
});

test('back from a gateway’s page unpaid while the hold runs (Konnect keeps it open): told so, in Arabic, and may pay again', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'retry');
  await signIn(page, traveller);
  const { reference } = await holdAllSingles(page.request, traveller, nextStay());
  // Where the server's return sends the traveller then (tests/server/payments/gateways.test.ts).
  await page.goto(`/payment?order=${reference}&lang=ar&retry=1`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.payment-page .outcome[role="alert"]')).toHaveText(
    'لم تتم عملية الدفع. يمكنك المحاولة مجددًا بالبطاقة نفسها أو بغيرها ما دام حجزك المؤقت قائمًا.',
  );
  await expect(page.locator('.payment-page button.button-primary')).toBeEnabled();
  await page.goto(`/payment?order=${reference}&lang=ar`);
  await expect(page.locator('.payment-page button.button-primary')).toBeVisible();
  await expect(page.locator('.payment-page .outcome')).toHaveCount(0);
});

test('a declined payment of a stay and a table: the failure page says the table is recorded and the stay is not; the cart keeps only the stay', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'mixed');
  await signIn(page, traveller);
  const stay = nextStay();
  const id = await hotelId(page.request);
  const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=2&rooms=1`;
  const { availability } = (await (
    await page.request.get(`/utilisateur/hotels/${id}/availability?${query}`)
  ).json()) as {
    availability: { rooms: { key: string; stay: { board: string; total_millimes: number } }[] };
  };
  const patio = availability.rooms.find((r) => r.key === 'chambre-patio')!;
  const { restaurants } = (await (await page.request.get('/utilisateur/allrestaurants')).json()) as {
    restaurants: { data: { id: number; slug: string }[] };
  };
  const jasmin = demo.restaurants.find((r) => r.slug === 'le-jasmin-de-la-medina')!;
  const restaurant = restaurants.data.find((r) => r.slug === jasmin.slug)!.id;
  // A day when the restaurant seats two, at its first time then (its hours are its own; tables are
  // booked at most 90 days ahead, so not necessarily during the stay).
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  let dinner = today;
  let time = '';
  for (let day = 20; day < 34 && !time; day++) {
    dinner = addDays(today, day);
    const { tables } = (await (
      await page.request.get(`/utilisateur/restaurants/${restaurant}/availability?date=${dinner}&people=2`)
    ).json()) as { tables: { slots: { time: string; available: number }[] } };
    time = tables.slots.find((s) => s.available >= 2)?.time ?? '';
  }
  expect(time, 'the restaurant seats two on one of these days').not.toBe('');
  const cart = [
    {
      kind: 'hotel',
      id: String(id),
      title: yasmine.name.fr,
      href: `/fr/hotels/${id}`,
      stay: {
        arrival: stay.arrival,
        departure: stay.departure,
        adults: 2,
        childAges: [],
        rooms: 1,
        choices: [{ room: 'chambre-patio', board: patio.stay.board, quantity: 1 }],
        totalMillimes: patio.stay.total_millimes,
      },
      addedAt: new Date().toISOString(),
    },
    {
      kind: 'restaurant',
      id: String(restaurant),
      title: jasmin.name.fr,
      href: `/fr/restaurants/${restaurant}`,
      table: { date: dinner, time, people: 2 },
      addedAt: new Date().toISOString(),
    },
  ];
  await page.addInitScript((items) => {
    if (!sessionStorage.getItem('cart-set')) {
      localStorage.setItem('rihla.cart', JSON.stringify(items));
      sessionStorage.setItem('cart-set', '1');
    }
  }, cart);
  await page.goto('/fr/panier');
  await page.getByRole('button', { name: 'Continuer la réservation' }).click();
  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z-]+&lang=fr$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  // Only the stay is held for the payment: the table was recorded, and left the cart.
  await expect(page.locator('.booking-note').first()).toContainText('Vos chambres sont réservées pour vous');
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Refuser le paiement' }).click();
  await expect(page).toHaveURL(`/payment/echec?order=${reference}&lang=fr`);
  const outcome = page.locator('.outcome[data-variant="1"]');
  await expect(outcome).toContainText('Rien ne vous a été débité');
  await expect(outcome).not.toContainText('Aucune réservation n’a été enregistrée');
  await expect(outcome.locator('[data-line-state="released"]')).toContainText(yasmine.name.fr);
  await expect(outcome.locator('[data-line-state="released"]')).toContainText('il reste dans votre panier');
  await expect(outcome.locator('[data-line-state="recorded"]')).toContainText(jasmin.name.fr);
  await expect(outcome.locator('[data-line-state="recorded"]')).toContainText('il est dans vos réservations');

  await page.goto('/fr/panier');
  await expect(page.locator('.cart-item')).toHaveCount(1);
  await expect(page.locator('.cart-item')).toContainText(yasmine.name.fr);
  await page.goto('/fr/user');
  await expect(page.locator('.reservation-card', { hasText: jasmin.name.fr })).toContainText(
    'En attente de confirmation du restaurant',
  );
});

test('a stay the hotel confirmed before the traveller came back: the success page says confirmed, and awaits no answer', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'early-answer');
  await signIn(page, traveller);
  const { reference } = await holdAllSingles(page.request, traveller, nextStay());
  await payAndConfirm(page.request, traveller, reference);

  await page.goto(`/payment/success?order=${reference}&lang=fr`);
  const outcome = page.locator('.outcome-ok');
  await expect(outcome).toContainText('votre réservation est confirmée');
  await expect(outcome).not.toContainText('Vous recevrez un e-mail dès sa réponse');
  await expect(outcome).not.toContainText('doit maintenant confirmer');
  await expect(page.locator('.order-total')).toContainText('Total payé');
});
