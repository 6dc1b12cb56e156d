import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { registerTraveller } from './traveller.ts';
import { bookAndPay, browserOf } from './trip-booking.ts';

const OPERATOR = 'contact@rihla.localhost';
const photo = (colour: string) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

let trips = 0;

/**
 * A guide approved by the operator's e-mailed link, with a published trip written through the API
 * (the partners spec writes one with the form): two days, 320 TND a person from one, 250 from four,
 * one departure of 8 places.
 */
async function guideWithTrip(request: APIRequestContext, lastName: string) {
  const guide = await registerTraveller(request, `trip-guide-${++trips}`, { firstName: 'Karim', lastName });
  const auth = { authorization: `Bearer ${guide.token}` };
  const upload = async (path: string, colour: string) => {
    const res = await request.post(path, {
      headers: { ...auth, 'content-type': 'image/jpeg' },
      data: await photo(colour),
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { photo: string }).photo;
  };
  const applied = await request.post('/utilisateur/partners/applications?lang=fr', {
    headers: auth,
    data: {
      kind: 'guide',
      licence: `GT-${7000 + trips}`,
      yearsExperience: 9,
      languages: ['fr', 'ar'],
      regions: ['kebili'],
      city: 'douz',
      presentation: { fr: 'Guide saharien à Douz.' },
      photo: await upload('/utilisateur/partners/photos', '#705040'),
      phone: '+216 97 300 400',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const mail = await lastMailTo(OPERATOR, `Karim ${lastName}`);
  const link = new URL(/https?:\/\/\S+action=approve\S*/.exec(mail)![0]);
  const decided = await request.post('/utilisateur/partners/decisions', {
    data: Object.fromEntries(link.searchParams),
  });
  expect(decided.status(), await decided.text()).toBe(200);

  const date = addDays(tunisiaDateTime(new Date()).slice(0, 10), 25 + trips);
  const created = await request.post('/utilisateur/partners/trips', {
    headers: auth,
    data: {
      name: { fr: `Nuit au Grand Erg ${trips}`, ar: `ليلة في العرق الكبير ${trips}` },
      description: { fr: 'Dromadaires, bivouac et lever de soleil sur les dunes.', ar: 'جمال ومبيت في الصحراء.' },
      departureCity: 'douz',
      images: [await upload('/utilisateur/partners/trips/photos', '#c2813b')],
      tiers: [
        { people: 1, priceMillimes: 320_000 },
        { people: 4, priceMillimes: 250_000 },
      ],
      days: [
        {
          title: { fr: 'Vers le Grand Erg', ar: 'نحو العرق الكبير' },
          programme: { fr: 'Dromadaire, dîner au bivouac.' },
        },
        { title: { fr: 'Retour à Douz', ar: 'العودة إلى دوز' }, programme: { fr: 'Lever de soleil, retour.' } },
      ],
      meetingPoint: { lat: 33.4569, lng: 9.0219 },
      departures: [{ date, capacity: 8 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { trip } = (await created.json()) as { trip: { id: number; leader: { id: number } } };
  expect((await request.post(`/utilisateur/partners/trips/${trip.id}/publish`, { headers: auth })).status()).toBe(200);
  return { guide, trip, date, name: `Nuit au Grand Erg ${trips}` };
}

test('a guide cancels a departure from the phone: the party booked on it is refunded in full and told', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { guide, trip, name } = await guideWithTrip(page.request, 'Ben Ammar');
  const traveller = await registerTraveller(page.request, 'trip-traveller');
  await signIn(page, traveller);

  // The trip's page, reached from its guide's: programme, tiers, meeting point, departures with places.
  await page.goto(`/fr/allguides/${trip.leader.id}`);
  await page.getByRole('link', { name: 'Voir les départs et réserver' }).first().click();
  await expect(page).toHaveURL(`/fr/allguides/${trip.leader.id}/voyages/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Jour 2 : Retour à Douz')).toBeVisible();
  await expect(page.getByRole('row', { name: /4 personnes ou plus/ })).toContainText('250');
  await expect(page.getByRole('heading', { name: 'Point de rencontre' })).toBeVisible();
  await expect(page.locator('.departure-list')).toContainText('8 places restantes');
  // Five people: the four-people tier, 5 × 250 TND.
  await page.getByLabel('Nombre de personnes').fill('5');
  await expect(page.locator('.seat-total strong')).toContainText(/1\s250,000/);
  const reference = await bookAndPay(page, 5, 'fr');
  await page.goto('/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card.locator('.reservation-status')).toHaveText('En attente de la réponse du guide');
  await expect(card).toContainText('Karim Ben Ammar');

  // A sandstorm is announced: the guide cancels the departure from their phone.
  const phone = await browserOf(browser, guide, '/fr/guide', true);
  await phone.getByText('Annuler un départ').click();
  await phone.getByRole('button', { name: 'Annuler ce départ' }).click();
  await expect(phone.getByText('Chaque voyageur inscrit à ce départ est remboursé en entier')).toBeVisible();
  await phone.getByRole('button', { name: 'Confirmer l’annulation du départ' }).click();
  await expect(phone.locator('.my-trips [role="status"]')).toContainText('1 réservation remboursée');
  await expect(
    phone.locator('.trip-bookings .reservation-card', { hasText: reference }).locator('.reservation-status'),
  ).toHaveText('Annulée');
  await phone.context().close();

  const mail = await lastMailTo(traveller.email, 'a dû annuler ce départ');
  expect(mail).toMatch(/Vous êtes remboursé de 1\s250,000/);
  await page.reload();
  await expect(card.locator('.reservation-status')).toHaveText('Annulée');
  await page.goto(`/fr/allguides/${trip.leader.id}/voyages/${trip.id}`);
  await expect(
    page.getByText('Aucun départ n’est ouvert à la réservation pour ce voyage.', { exact: false }),
  ).toBeVisible();
});

test('in Arabic a guide rejects a booking from the phone with a reason; the traveller is refunded and reads why', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { guide, trip } = await guideWithTrip(page.request, 'Trabelsi');
  const traveller = await registerTraveller(page.request, 'trip-traveller-ar');
  await signIn(page, traveller);
  await page.goto(`/ar/allguides/${trip.leader.id}/voyages/${trip.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ليلة في العرق الكبير');
  const reference = await bookAndPay(page, 2, 'ar');

  const phone = await browserOf(browser, guide, '/ar/guide', true);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const booking = phone.locator('.trip-bookings .reservation-card', { hasText: reference });
  await booking.getByRole('button', { name: 'رفض' }).click();
  await booking.getByRole('button', { name: 'إرسال الرفض' }).click();
  await expect(booking.getByText('أخبر المسافر بسبب الرفض: سيقرأ هذا السبب.')).toBeVisible();
  await expect(booking.getByLabel('سبب الرفض (يُرسل إلى المسافر)')).toBeFocused();
  await booking.getByLabel('سبب الرفض (يُرسل إلى المسافر)').fill('العاصفة متوقعة في ذلك اليوم، آسف.');
  await booking.getByRole('button', { name: 'إرسال الرفض' }).click();
  await expect(booking.locator('.reservation-status')).toHaveText('مرفوضة');
  await expect(phone.locator('.trip-bookings > [role="status"]')).toContainText('تم رفض الحجز');
  // The reference reads left to right inside the mirrored card.
  await expect(booking.locator('bdi', { hasText: reference })).toHaveAttribute('dir', 'ltr');
  await phone.context().close();

  const mail = await lastMailTo(traveller.email, 'العاصفة متوقعة');
  expect(mail).toContain('السبب المذكور: «العاصفة متوقعة في ذلك اليوم، آسف.»');
  await page.goto('/ar/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card.locator('.reservation-status')).toHaveText('مرفوضة');
  await expect(card).toContainText('العاصفة متوقعة في ذلك اليوم، آسف.');
});
