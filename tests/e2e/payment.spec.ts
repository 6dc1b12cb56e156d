import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { demo } from '../demo-catalogue.ts';
import { expect, type Page, test } from './app-test.ts';
import { registerTraveller, type Traveller } from './traveller.ts';

const yasmine = demo.hotels.find((h) => h.slug === 'dar-yasmine')!;
const single = yasmine.rooms.find((r) => r.key === 'chambre-simple')!;
let weeks = 0;
/** Two nights of its own for each test, weeks apart from the other specs' stays. */
const nextStay = () => {
  const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 60 + 7 * ++weeks);
  return { arrival, departure: addDays(arrival, 2), adults: 2, child_ages: [] as number[], rooms: single.count };
};

/** The traveller signed in on this page's device (the token where the app keeps it). */
async function signIn(page: Page, traveller: Traveller) {
  await page.addInitScript(
    ({ token, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('rihla.user', JSON.stringify({ firstName: 'Nour', lastName: 'Jaziri', email }));
    },
    { token: traveller.token, email: traveller.email },
  );
}

async function hotelId(page: Page) {
  const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number; slug: string }[] };
  };
  return hotels.data.find((h) => h.slug === yasmine.slug)!.id;
}

/** Every single room of Dar Yasmine for the stay, held for `traveller` through the API: the order's reference. */
async function holdAllSingles(page: Page, traveller: Traveller, stay: ReturnType<typeof nextStay>) {
  const id = await hotelId(page);
  const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=${stay.adults}&rooms=${stay.rooms}`;
  const { availability } = (await (
    await page.request.get(`/utilisateur/hotels/${id}/availability?${query}`)
  ).json()) as {
    availability: { rooms: { key: string; free: number; stay: { board: string; total_millimes: number } }[] };
  };
  const room = availability.rooms.find((r) => r.key === single.key)!;
  const option = room.stay;
  const res = await page.request.post('/utilisateur/orders', {
    headers: { authorization: `Bearer ${traveller.token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      lines: [
        {
          kind: 'hotel',
          listing_id: id,
          ...stay,
          choices: [{ room: single.key, board: option.board, quantity: stay.rooms }],
          seen_total_millimes: option.total_millimes,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { reference: ((await res.json()) as { order: { reference: string } }).order.reference, free: room.free };
}

async function singlesFree(page: Page, stay: ReturnType<typeof nextStay>) {
  const id = await hotelId(page);
  const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=1&rooms=1`;
  const { availability } = (await (
    await page.request.get(`/utilisateur/hotels/${id}/availability?${query}`)
  ).json()) as {
    availability: { rooms: { key: string; free: number }[] };
  };
  return availability.rooms.find((r) => r.key === single.key)?.free ?? 0;
}

test('a declined payment records nothing and frees the rooms: the failure page, variant 1', async ({ page }) => {
  const traveller = await registerTraveller(page.request, 'declined');
  await signIn(page, traveller);
  const stay = nextStay();
  const { reference, free } = await holdAllSingles(page, traveller, stay);
  expect(await singlesFree(page, stay)).toBe(free - single.count);
  await page.goto(`/payment?order=${reference}&lang=fr`);
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Refuser le paiement' }).click();
  await expect(page).toHaveURL(`/payment/echec?order=${reference}&lang=fr`);
  const outcome = page.locator('.outcome[data-variant="1"]');
  await expect(outcome.locator('h2')).toHaveText('Le paiement n’a pas abouti');
  await expect(outcome).toContainText('Aucune réservation n’a été enregistrée');
  await expect(outcome.getByRole('link', { name: 'Réessayer le paiement' })).toBeVisible();
  expect(await singlesFree(page, stay)).toBe(free);
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
  const { reference } = await holdAllSingles(page, traveller, stay);
  await page.goto(`/payment?order=${reference}&lang=fr`);
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Approuver trop tard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement accepté, confirmation retardée');
  // While the bank takes its time, someone else books the rooms the ended hold gave back.
  await holdAllSingles(page, other, stay);
  await page.getByRole('button', { name: 'Envoyer la confirmation' }).click();
  await expect(page).toHaveURL(`/payment/echec?order=${reference}&lang=fr`);
  const outcome = page.locator('.outcome[data-variant="2"]');
  await expect(outcome.locator('h2')).toHaveText('Réservation enregistrée, paiement non réglé');
  await expect(outcome).toContainText(reference);
  await expect(outcome).toContainText('remboursé automatiquement');
  await expect(outcome).toContainText('du lundi au vendredi, de 09:00 à 20:00');
  await expect(outcome).toContainText('le samedi et le dimanche, de 10:30 à 22:00');
});

test('the paid journey in Arabic: the reservation page, the payment and its success page read right to left', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'arabic');
  await signIn(page, traveller);
  const stay = nextStay();
  await page.goto(`/ar/hotels/${await hotelId(page)}`);
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
  const { reference } = await holdAllSingles(page, traveller, nextStay());
  // Where the server's return sends the traveller then (tests/server/payments/gateways.test.ts).
  await page.goto(`/payment?order=${reference}&lang=ar&retry=1`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.payment-page .outcome[role="alert"]')).toHaveText(
    'لم تتم عملية الدفع. يمكنك المحاولة مرة أخرى، بالبطاقة نفسها أو بأخرى، ما دامت الغرف محجوزة لك.',
  );
  await expect(page.locator('.payment-page button.button-primary')).toBeEnabled();
  await page.goto(`/payment?order=${reference}&lang=ar`);
  await expect(page.locator('.payment-page button.button-primary')).toBeVisible();
  await expect(page.locator('.payment-page .outcome')).toHaveCount(0);
});
