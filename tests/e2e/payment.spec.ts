import { expect, test } from './app-test.ts';
import { holdAllSingles, hotelId, nextStay, signIn, single, singlesFree, yasmine } from './held-order.ts';
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
    'لم تتم عملية الدفع. يمكنك المحاولة مرة أخرى، بالبطاقة نفسها أو بأخرى، ما دامت الغرف محجوزة لك.',
  );
  await expect(page.locator('.payment-page button.button-primary')).toBeEnabled();
  await page.goto(`/payment?order=${reference}&lang=ar`);
  await expect(page.locator('.payment-page button.button-primary')).toBeVisible();
  await expect(page.locator('.payment-page .outcome')).toHaveCount(0);
});
