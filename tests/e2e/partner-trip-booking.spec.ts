import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { registerTraveller, type Traveller } from './traveller.ts';

const OPERATOR = 'contact@rihla.localhost';
const PHONE = { width: 390, height: 844 };
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

/** The guide's space on their phone, signed in, in `lang`. */
async function guidePhone(browser: Browser, guide: Traveller, lang: 'fr' | 'ar'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, guide);
  await page.goto(`/${lang}/guide`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return page;
}

/** On the trip's page: the party, then pay with the sandbox; answers the order's reference. */
async function bookAndPay(
  page: Page,
  people: number,
  labels: { people: string; book: string; pay: RegExp; approve: string },
) {
  await page.getByLabel(labels.people).fill(String(people));
  await page.getByRole('button', { name: labels.book }).click();
  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('button', { name: labels.pay }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: labels.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${reference}`));
  return reference;
}

test('a traveller books a guide’s trip for three and pays; the guide accepts from a phone on a weak connection; the traveller is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { guide, trip, name } = await guideWithTrip(page.request, 'Ben Ammar');
  const traveller = await registerTraveller(page.request, 'trip-traveller');
  await signIn(page, traveller);

  // The trip's own page, under its guide: programme, tiers, meeting point, departures with places.
  await page.goto('/fr/allguides');
  await page.goto(`/fr/allguides/${trip.leader.id}`);
  await page.getByRole('link', { name: 'Voir les départs et réserver' }).first().click();
  await expect(page).toHaveURL(`/fr/allguides/${trip.leader.id}/voyages/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Jour 2 : Retour à Douz')).toBeVisible();
  await expect(page.getByRole('row', { name: /4 personnes ou plus/ })).toContainText('250');
  await expect(page.getByRole('heading', { name: 'Point de rencontre' })).toBeVisible();
  await expect(page.locator('.departure-list')).toContainText('8 places restantes');

  // Three pay the one-person tier: 3 × 320 TND.
  await page.getByLabel('Nombre de personnes').fill('3');
  await expect(page.locator('.seat-total strong')).toContainText('960');
  const reference = await bookAndPay(page, 3, {
    people: 'Nombre de personnes',
    book: 'Réserver et payer',
    pay: /^Payer /,
    approve: 'Approuver le paiement',
  });
  await page.goto('/fr/user');
  const card = page.locator('.reservation-card', { hasText: reference });
  await expect(card.locator('.reservation-status')).toHaveText('En attente de la réponse du guide');
  await expect(card).toContainText('Karim Ben Ammar');

  // The guide, on a phone whose first answer's reply is lost: it is sent again with its key, applied once.
  const phone = await guidePhone(browser, guide, 'fr');
  const booking = phone.locator('.trip-bookings .reservation-card', { hasText: reference });
  await expect(booking).toContainText('Nour Jaziri');
  await expect(booking).toContainText('3 personnes');
  await expect(booking).toContainText('payé');
  let lost = 0;
  await phone.route('**/utilisateur/partners/bookings/*/answer', async (route) => {
    if (lost++ > 0) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  const accept = booking.getByRole('button', { name: 'Accepter' });
  expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await accept.click();
  await expect(booking.getByText('Connexion faible : nouvel essai (1)…')).toBeVisible();
  await expect(booking.locator('.reservation-status')).toHaveText('Acceptée');
  await expect(phone.locator('.trip-bookings > [role="status"]')).toHaveText(
    `Réservation ${reference} acceptée : le voyageur est prévenu.`,
  );
  expect(lost).toBe(2);

  const mail = await lastMailTo(traveller.email, 'a confirmé votre réservation');
  expect(mail).toContain('Bonne nouvelle : Karim Ben Ammar a confirmé votre réservation.');
  expect(mail).toContain('3 personnes × 320,000');
  await page.reload();
  await expect(card.locator('.reservation-status')).toHaveText('Confirmée');
  await expect(card).toContainText('Karim Ben Ammar a accepté votre réservation');

  // A sandstorm: the guide cancels the departure; the party is refunded in full and told.
  await phone.getByText('Annuler un départ').click();
  await phone.getByRole('button', { name: 'Annuler ce départ' }).click();
  await phone.getByRole('button', { name: 'Confirmer l’annulation du départ' }).click();
  await expect(phone.locator('.my-trips [role="status"]')).toContainText('1 réservation(s) remboursée(s)');
  await expect(booking.locator('.reservation-status')).toHaveText('Annulée');
  await phone.context().close();
  expect(await lastMailTo(traveller.email, 'a dû annuler ce départ')).toContain('Vous êtes remboursé de 960,000');
  await page.reload();
  await expect(card.locator('.reservation-status')).toHaveText('Annulée');
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
  const reference = await bookAndPay(page, 2, {
    people: 'عدد الأشخاص',
    book: 'احجز وادفع',
    pay: /^ادفع /,
    approve: 'الموافقة على الدفع',
  });

  const phone = await guidePhone(browser, guide, 'ar');
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
});
