import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { expect, type Page, test } from './app-test.ts';
import { payAndConfirm } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { installApp } from './service-worker.ts';
import { registerTraveller, type Traveller } from './traveller.ts';

const ID_NUMBER = 'W5556667';

/**
 * A confirmed reservation, through the whole pipeline without the pages (the journey's own test
 * walks them): checkout, the sandbox gateway's approval, then the hotel's confirmation from the
 * link in its e-mail.
 */
async function confirmedStay(page: Page, traveller: Traveller, daysAhead = 45): Promise<string> {
  const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number; slug: string }[] };
  };
  const id = hotels.data.find((h) => h.slug === 'dar-yasmine')!.id;
  const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), daysAhead);
  const departure = addDays(arrival, 2);
  const found = (await (
    await page.request.get(
      `/utilisateur/hotels/${id}/availability?arrival=${arrival}&departure=${departure}&adults=2&rooms=1`,
    )
  ).json()) as { availability: { rooms: { key: string; stay: { board: string; total_millimes: number } | null }[] } };
  const room = found.availability.rooms.find((r) => r.stay)!;
  const auth = { authorization: `Bearer ${traveller.token}` };
  const checkout = await page.request.post('/utilisateur/orders', {
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    data: {
      lines: [
        {
          kind: 'hotel',
          listing_id: id,
          arrival,
          departure,
          adults: 2,
          child_ages: [],
          rooms: 1,
          choices: [{ room: room.key, board: room.stay!.board, quantity: 1 }],
          seen_total_millimes: room.stay!.total_millimes,
        },
      ],
    },
  });
  expect(checkout.status()).toBe(201);
  const { reference } = ((await checkout.json()) as { order: { reference: string } }).order;
  await payAndConfirm(page.request, traveller, reference);
  return reference;
}

test('the traveller’s reservation is on the account page, still there offline with its last confirmation, and gone at sign-out', async ({
  page,
  context,
}) => {
  const traveller = await registerTraveller(page.request, 'wallet', { idNumber: ID_NUMBER });
  const reference = await confirmedStay(page, traveller);
  await installApp(page, '/fr');
  await page.evaluate(
    ({ token, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('rihla.user', JSON.stringify({ firstName: 'Nour', lastName: 'Jaziri', email }));
    },
    { token: traveller.token, email: traveller.email },
  );

  await page.goto('/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card).toContainText('Confirmée');
  await expect(card).toContainText('Dar Yasmine');
  await expect(card.locator('bdi[dir="ltr"]', { hasText: reference })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
    'href',
    /\/fr\/iteneraire\/[\d.]+\/[\d.]+\?name=Dar\+Yasmine$/,
  );
  const wallet = await page.evaluate(() => localStorage.getItem('rihla.wallet'));
  expect(wallet).toContain(reference);
  expect(wallet).not.toContain(ID_NUMBER);
  expect(wallet).not.toContain(traveller.token);

  // The .ics is made on the device.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Ajouter au calendrier' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^rihla-${reference}-\\d+\\.ics$`));

  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText('Confirmée');
  await expect(page.locator('.wallet-stamp')).toContainText(/^Dernière confirmation le \d{1,2} \S+ \d{4}/);
  await expect(page.locator('.my-reservations [role="alert"]')).toContainText('Vous êtes hors ligne');
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(await page.evaluate(() => localStorage.getItem('rihla.wallet'))).toBeNull();
});

test('the traveller cancels a confirmed stay from « Mes réservations »: the card says where the refund is, offline too', async ({
  page,
  context,
}) => {
  const traveller = await registerTraveller(page.request, 'cancel');
  const reference = await confirmedStay(page, traveller, 52);
  await installApp(page, '/fr');
  await page.addInitScript(
    ({ token, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('rihla.user', JSON.stringify({ firstName: 'Nour', lastName: 'Jaziri', email }));
    },
    { token: traveller.token, email: traveller.email },
  );
  await page.goto('/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card).toContainText('Confirmée');
  await card.getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(card).toContainText('ses conditions d’annulation s’appliquent');
  await card.getByRole('button', { name: 'Confirmer l’annulation' }).click();
  await expect(card).toContainText('Annulée');
  await expect(card.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
  const mail = await lastMailTo(traveller.email, 'est annulée');
  expect(mail).toContain(reference);
  // The money: what comes back, since when; refunded once the gateway has sent it back.
  const refunded = mail.match(/Vous êtes remboursé de ([\d\s\u202f,.]+)\s*TND/)?.[1]?.trim();
  expect(refunded, mail).toBeTruthy();
  await page.reload();
  const money = page.locator('.reservation-card', { hasText: reference }).locator('.reservation-money');
  await expect(money).toHaveAttribute('data-refund', /requested|done/);
  await expect(money).toContainText(/Remboursement en cours : .+, demandé le|Remboursé : /);
  await expect(money).toContainText(refunded!.split(',')[0]!);
  // The wallet keeps it on the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.reservation-card', { hasText: reference }).locator('.reservation-money')).toContainText(
    'Rembours',
  );
  await context.setOffline(false);
});
