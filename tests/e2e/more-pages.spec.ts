import fs from 'node:fs';
import { demo } from '../demo-catalogue.ts';
import { expect, test } from './app-test.ts';

test.describe('directories, weekend ideas and directions', () => {
  test('hotel and restaurant directories list everything by destination', async ({ page }) => {
    await page.goto('/fr/hotels');
    await page.getByRole('link', { name: 'Annuaire des hôtels' }).click();
    await expect(page).toHaveURL(/\/fr\/hotels\/annuaire$/);
    await expect(page.locator('.directory-row')).toHaveCount(demo.hotels.length);
    await page.goto('/ar/restaurants/annuaire');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.directory-row')).toHaveCount(demo.restaurants.length);
  });

  test('weekend ideas have their own listing, and the find addresses lead to filtered lists', async ({ page }) => {
    await page.goto('/fr/weekend?status=all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Idées de week-end');
    await expect(page.locator('article.place-card')).toHaveCount(
      demo.events.filter((e) => e.kind === 'weekend').length,
    );
    await page.goto('/fr/restaurants/findRes/djerba');
    await expect(page).toHaveURL(/\/fr\/restaurants\?destination_id=\d+$/);
    await expect(page.locator('article.place-card').first()).toBeVisible();
  });

  test('directions: distance from the traveller once allowed, and links to maps apps', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 36.8065, longitude: 10.1815 }); // Tunis
    const monument = (await (await page.request.get('/utilisateur/monument')).json()) as {
      monuments: { id: number; lat: string; lng: string }[];
    };
    const target = monument.monuments[0]!;
    await page.goto(`/fr/monument/${target.id}`);
    await page.getByRole('link', { name: 'Itinéraire' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/iteneraire/${target.lat}/${target.lng}\\?name=`));
    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await expect(page.getByText(/À vol d’oiseau/)).toContainText('km');
    await expect(page.getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', /destination=/);
    await expect(page.getByRole('link', { name: 'Application de cartes du téléphone' })).toHaveAttribute(
      'href',
      /^geo:/,
    );
  });
});

test.describe('contact and hotel videos', () => {
  test('the contact form checks each field, keeps the draft until it is sent, then sends it', async ({ page }) => {
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/fr/contact');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(4);
    await page.getByLabel('Votre nom').fill('Amel');
    await page.getByLabel('Votre adresse e-mail').fill('amel@');
    await page.getByLabel('Sujet').fill('Horaires du Bardo');
    await page.getByLabel('Message').fill('Le musée ouvre-t-il le lundi ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Saisissez une adresse e-mail valide, par exemple nom@exemple.tn.')).toBeVisible();
    await page.getByLabel('Votre adresse e-mail').fill('amel@example.tn');
    await page.reload();
    await expect(page.getByLabel('Message')).toHaveValue('Le musée ouvre-t-il le lundi ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('status')).toHaveText('Merci ! Votre message a été envoyé à l’équipe Rihla.');
    await expect(page.getByLabel('Message')).toHaveValue('');
    // The operator has it: the server wrote the e-mail to its outbox (no SMTP_URL in tests).
    const outbox = '.e2e-data/outbox';
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(`${outbox}/${f}`, 'utf8'));
    expect(mails.some((m) => m.includes('Subject: [Rihla contact] Horaires du Bardo'))).toBe(true);
  });

  test('a hotel’s video has its own page', async ({ page }) => {
    const hotel = demo.hotels.find((h) => h.videoLink)!;
    const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
      hotels: { data: { id: number; slug: string }[] };
    };
    const id = hotels.data.find((h) => h.slug === hotel.slug)!.id;
    await page.goto(`/fr/hotels/${id}`);
    await page.getByRole('link', { name: 'Regarder la vidéo en grand' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/hotels/video/${id}$`));
    await expect(page.locator('.player video')).toHaveAttribute('src', /\/media\/videos\//);
  });
});

test("flight search: airports, dates and passengers lead to the day's flights with times and fares", async ({
  page,
}) => {
  await page.goto('/fr/vols');
  await page.getByLabel('Départ').selectOption('TUN');
  await page.getByRole('button', { name: 'Chercher un vol' }).click();
  await expect(page.locator('#flight-to-error')).toHaveText('Ce champ est obligatoire.');
  // Tunis is no destination from Tunis (flights-routes.spec.ts: only the routes flown).
  await expect(page.getByLabel('Arrivée').locator('option[value="TUN"]')).toHaveCount(0);
  await page.getByLabel('Arrivée').selectOption('DJE');
  // A Saturday at least two days ahead: every Tunis–Djerba flight of the timetable flies then.
  const saturday = new Date();
  saturday.setUTCDate(saturday.getUTCDate() + 2);
  while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
  const date = saturday.toISOString().slice(0, 10);
  await page.getByLabel('Date de l’aller').fill(date);
  await page.getByLabel('Aller-retour').check();
  await page.getByRole('button', { name: 'Chercher un vol' }).click();
  await expect(page.locator('#flight-returnDate-error')).toHaveText('Ce champ est obligatoire.');
  await page.getByLabel('Aller simple').check();
  await page.getByLabel('Passagers').fill('2');
  await page.getByRole('button', { name: 'Chercher un vol' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/vols/find/TUN/DJE\\?date=${date}&passengers=2$`));
  await expect(page.getByText(/Distance à vol d’oiseau/)).toContainText('km');
  const flights = demo.flights.filter((f) => f.from === 'TUN' && f.to === 'DJE' && f.weekdays.includes('6'));
  const cards = page.locator('.flight-card');
  await expect(cards).toHaveCount(flights.length);
  const first = flights.sort((a, b) => a.departs.localeCompare(b.departs))[0]!;
  // French times are « 6 h 30 ».
  await expect(cards.first()).toContainText(first.departs.replace(/^0?(\d+):(\d\d)$/, '$1 h $2'));
  await expect(cards.first()).toContainText(`Total pour 2 passagers : ${first.economyDt * 2}`);
  // Choosing a flight leads on to the passengers, where a visitor is asked to sign in.
  await cards.first().getByRole('radio').check();
  await page.getByRole('link', { name: 'Continuer : les passagers' }).click();
  await expect(page).toHaveURL(/\/fr\/vols\/reservation\?/);
  await expect(page.locator('.order-summary')).toContainText(first.number);
  await expect(page.getByRole('link', { name: 'Se connecter pour réserver' })).toBeVisible();

  // In Arabic, the same search reads right to left with times left to right, and Tozeur on a Tuesday has no flight.
  let tuesday = new Date(saturday);
  while (tuesday.getUTCDay() !== 2) tuesday = new Date(tuesday.getTime() + 86_400_000);
  const response = await page.goto(`/ar/vols/find/TUN/TOE?date=${tuesday.toISOString().slice(0, 10)}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('المغادرة')).toHaveValue('TUN');
  await expect(page.getByText('لا توجد رحلة على هذا الخط في ذلك اليوم. جرّب تاريخًا آخر.')).toBeVisible();
  await page.goto(`/ar/vols/find/TUN/DJE?date=${date}&cabin=business`);
  await expect(page.locator('.flight-card').first().locator('bdi[dir="ltr"]').first()).toHaveText(first.departs);
  await expect(page.locator('.flight-card').first()).toContainText('درجة رجال الأعمال');
});

test('a room type with few rooms left says so; an empty listing names what it did not find', async ({ page }) => {
  const hotel = demo.hotels.find((h) => h.rooms.some((r) => r.count === 1))!;
  const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number; slug: string }[] };
  };
  await page.goto(`/fr/hotels/${hotels.data.find((h) => h.slug === hotel.slug)!.id}`);
  await expect(page.getByText('Plus qu’une chambre de ce type').first()).toBeVisible();
  await page.goto('/fr/events?search=zzqxwv');
  await expect(page.getByText('Aucun événement trouvé.')).toBeVisible();
});

test('a hotel shows its special offers; a place without any says there is none', async ({ page }) => {
  const { offers } = (await (await page.request.get('/utilisateur/offers?kind=hotel')).json()) as {
    offers: { listing: { id: number }; title: string; discount_percent: number }[];
  };
  const offer = offers[0]!;
  await page.goto(`/fr/hotels/${offer.listing.id}`);
  const section = page.getByRole('region', { name: 'Offres spéciales' });
  await expect(section.getByText(offer.title)).toBeVisible();
  const withOffers = new Set(offers.map((o) => o.listing.id));
  const { hotels } = (await (await page.request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number }[] };
  };
  const without = hotels.data.find((h) => !withOffers.has(h.id))!;
  await page.goto(`/fr/hotels/${without.id}`);
  await expect(page.getByText('Aucune offre disponible pour le moment.')).toBeVisible();
});

test('the confirmation page says where a booking stands and what to do next, in French and Arabic', async ({
  page,
}) => {
  await page.goto('/fr/confirmation?ref=RH-2026-00042');
  await expect(page.getByRole('status')).toContainText('Demande de réservation envoyée');
  await expect(page.getByRole('status')).toContainText('Vous recevrez un e-mail dès qu’elle est confirmée ou refusée.');
  await expect(page.locator('.outcome bdi')).toHaveText('RH-2026-00042');
  await expect(page.getByRole('link', { name: 'Voir mes réservations' })).toBeVisible();

  await page.goto('/fr/confirmation?status=unpaid');
  await expect(page.getByRole('alert')).toContainText('Paiement non abouti');
  await page.getByRole('link', { name: 'Contacter le service client' }).click();
  await expect(page).toHaveURL(/\/fr\/contact$/);

  await page.goto('/ar/confirmation?status=payment_failed&ref=RH-2026-00042');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('تأكيد الحجز · رحلة');
  await expect(page.getByRole('alert')).toContainText('فشل الدفع');
  await expect(page.locator('.outcome bdi')).toHaveAttribute('dir', 'ltr');
  // An unknown status or a malformed reference is dropped, not shown.
  await page.goto('/fr/confirmation?status=hacked&ref=<b>x</b>');
  await expect(page.getByRole('status')).toContainText('Demande de réservation envoyée');
  await expect(page.locator('.outcome bdi')).toHaveCount(0);
});
