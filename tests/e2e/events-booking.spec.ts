import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller } from './traveller.ts';

interface ListedEvent {
  id: number;
  title: string;
  title_ar: string;
  price: number;
}

/**
 * An event of the demo catalogue still open to booking, paid or free, whose first day has at
 * least `seats` left (the seed's dates are fixed: the first one still ahead is taken).
 */
async function openEvent(request: APIRequestContext, paid: boolean, seats: number): Promise<ListedEvent> {
  for (let page = 1; page <= 5; page++) {
    const { events } = (await (await request.get(`/utilisateur/allevent?page=${page}`)).json()) as {
      events: { data: (ListedEvent & { status: string })[] };
    };
    for (const e of events.data) {
      if (e.status === 'past' || e.price > 0 !== paid) continue;
      const { seats: offer } = (await (await request.get(`/utilisateur/events/${e.id}/availability`)).json()) as {
        seats: { days: { available: number }[] };
      };
      if ((offer.days[0]?.available ?? 0) >= seats) return e;
    }
  }
  throw new Error(`no ${paid ? 'paid' : 'free'} event open in the demo catalogue`);
}

test('a traveller books two seats at an event, pays with the sandbox, and finds the ticket confirmed, online and offline', async ({
  page,
  context,
}) => {
  const traveller = await registerTraveller(page.request, 'event');
  const event = await openEvent(page.request, true, 2);
  await installApp(page, '/fr');
  await signIn(page, traveller);

  await page.goto(`/fr/events/${event.id}`);
  await page.getByRole('link', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(`/fr/events/reservation/${event.id}`);
  await expect(page.locator('h1')).toHaveText('Réserver vos places');
  await expect(page.locator('.seat-offer')).toContainText(event.title);
  await expect.poll(() => page.title()).toContain(`Réserver : ${event.title}`);
  const day = page.getByLabel('Jour');
  await expect(day.locator('option').first()).toContainText(/places? restantes?/);
  await page.getByLabel('Nombre de places').fill('0');
  await page.getByRole('button', { name: 'Réserver et payer' }).click();
  await expect(page.getByText('Entrez un nombre de places entre 1 et 20.')).toBeVisible();
  await page.getByLabel('Nombre de places').fill('2');
  await expect(page.locator('.seat-total')).toContainText('2 places');
  await page.getByRole('button', { name: 'Réserver et payer' }).click();

  // The order holds the seats; paid at the sandbox gateway, the payment confirms them at once.
  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}&lang=fr$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.order-summary')).toContainText(event.title);
  await expect(page.locator('.order-summary')).toContainText('2 places');
  // Seats are held, not rooms; the total is still to pay.
  await expect(page.locator('.booking-note').first()).toContainText('Vos places sont réservées pour vous jusqu’au');
  await expect(page.locator('.order-total')).toContainText('Total à payer');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();
  await expect(page).toHaveURL(`/payment/success?order=${reference}&lang=fr`);
  await expect(page.locator('.outcome-ok')).toContainText('votre réservation est confirmée');
  // Confirmed by the payment: nobody's answer is awaited, and the total is paid.
  await expect(page.locator('.outcome-ok')).not.toContainText('Vous recevrez un e-mail dès sa réponse');
  await expect(page.locator('.order-total')).toContainText('Total payé');

  const mail = await lastMailTo(traveller.email, reference);
  expect(mail).toContain('Votre paiement est vérifié : votre réservation est confirmée.');
  expect(mail).toContain('2 places');

  await page.goto('/fr/user');
  const ticket = page.locator('.reservation-card', { hasText: reference });
  await expect(ticket.locator('.reservation-status')).toHaveText('Confirmée');
  await expect(ticket).toContainText('Événement');
  await expect(ticket).toContainText('2 places');
  await expect(ticket).toContainText('Présentez la référence à l’entrée.');
  await expect(ticket.getByRole('button', { name: 'Ajouter au calendrier' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(ticket.locator('.reservation-status')).toHaveText('Confirmée');
  await expect(ticket).toContainText(reference);
  await expect(page.locator('.wallet-stamp')).toBeVisible();
  await context.setOffline(false);
});

test('a free event is booked in one step, confirmed with nothing to pay, and listed', async ({ page }) => {
  const traveller = await registerTraveller(page.request, 'event-free');
  const event = await openEvent(page.request, false, 3);
  await signIn(page, traveller);
  await page.goto(`/fr/events/reservation/${event.id}`);
  await expect(page.locator('.seat-total')).toContainText('Entrée libre');
  await page.getByLabel('Nombre de places').fill('3');
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/confirmation\?status=confirmed&ref=RH-/);
  await expect(page.locator('.outcome-ok h2')).toHaveText('Réservation confirmée');
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await page.goto('/fr/user');
  const ticket = page.locator('.reservation-card', { hasText: reference });
  await expect(ticket.locator('.reservation-status')).toHaveText('Confirmée');
  await expect(ticket).toContainText('Entrée libre');
});

test('in Arabic: a paid ticket, read right to left, through the sandbox to the dashboard', async ({ page }) => {
  const traveller = await registerTraveller(page.request, 'event-ar');
  const event = await openEvent(page.request, true, 1);
  await signIn(page, traveller);
  await page.goto(`/ar/events/reservation/${event.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText('احجز مقاعدك');
  await expect(page.locator('.seat-offer')).toContainText(event.title_ar);
  await page.locator('#seat-count').fill('25');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#seat-count-error')).toHaveText('أدخل عدد مقاعد بين 1 و20.');
  await page.locator('#seat-count').fill('1');
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}&lang=ar$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.order-summary bdi').first()).toHaveText(reference);
  await page.getByRole('button', { name: /^ادفع / }).click();
  await page.getByRole('button', { name: 'الموافقة على الدفع' }).click();
  await expect(page).toHaveURL(`/payment/success?order=${reference}&lang=ar`);
  await expect(page.locator('.outcome-ok')).toContainText('حجزك مؤكَّد');

  await page.goto('/ar/user');
  const ticket = page.locator('.reservation-card', { hasText: reference });
  await expect(ticket.locator('.reservation-status')).toHaveText('مؤكَّدة');
  await expect(ticket.locator('bdi', { hasText: reference })).toHaveAttribute('dir', 'ltr');
});
