import sharp from 'sharp';
import { expect, test } from './app-test.ts';
import { signIn } from './held-order.ts';
import { lastMailTo } from './outbox.ts';
import { registerTraveller } from './traveller.ts';
import { bookAndPay, browserOf } from './trip-booking.ts';

const OPERATOR = 'contact@rihla.localhost';

/** A phone's portrait, with its camera and GPS position in EXIF. */
const portrait = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#8a5a3c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 55/1 0/1' } })
    .toBuffer();

/** The approve or reject link of the operator's e-mail about the newest application of `name`. */
async function operatorLink(name: string, action: 'approve' | 'reject') {
  const mail = await lastMailTo(OPERATOR, name);
  const url = new RegExp(`https?://\\S+action=${action}\\S*`).exec(mail)?.[0];
  expect(url).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return pathname + search;
}

test('a traveller applies as a guide with a photo from the phone, the operator approves from the e-mail, writes a trip; a traveller books and pays; the guide accepts from a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const traveller = await registerTraveller(page.request, 'guide-fr', { firstName: 'Selim', lastName: 'Haddad' });
  await signIn(page, traveller);
  await page.goto('/fr/guide');
  await page.getByRole('button', { name: 'Devenir guide certifié' }).click();

  // Sent without its fields: each says why, and the first takes the focus.
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Ajoutez une photo de vous.')).toBeVisible();
  await expect(page.getByLabel('Votre photo')).toBeFocused();

  await page
    .getByLabel('Votre photo')
    .setInputFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  const preview = page.getByRole('img', { name: 'Votre photo, telle que les voyageurs la verront' });
  await expect(preview).toBeVisible();
  await page.getByLabel('Numéro de licence ou de carte de guide').fill('GT-5512');
  await page.getByLabel('Années d’expérience').fill('12');
  await page.getByLabel('Téléphone').fill('+216 98 111 222');
  await page.getByLabel('Ville où vous êtes basé').selectOption({ label: 'Tozeur' });
  const languages = page.getByRole('group', { name: 'Langues dans lesquelles vous guidez' });
  await languages.getByLabel('français').check();
  await languages.getByLabel('italien').check();
  await page.getByRole('group', { name: 'Régions où vous guidez' }).getByLabel('Tozeur').check();
  await page.getByLabel('Présentation en Français').fill('Douze ans sur les pistes du Jérid et du Grand Erg.');
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();

  await expect(page.getByText('Candidature en cours d’examen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devenir guide certifié' })).toHaveCount(0);
  expect(await lastMailTo(traveller.email, 'bien reçu votre candidature')).toContain('guide certifié');

  // The operator opens the e-mailed link: reading it decides nothing, the button does.
  await page.goto(await operatorLink('Selim Haddad', 'approve'));
  await expect(page.getByText('GT-5512')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Selim Haddad' })).toBeVisible();
  await page.getByRole('button', { name: 'Accepter la candidature' }).click();
  await expect(page.getByRole('status')).toContainText('Candidature acceptée');
  expect(await lastMailTo(traveller.email, 'acceptée')).toContain('/fr/guide');

  await page.goto('/fr/guide');
  await expect(page.getByText('Vous êtes guide certifié')).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon profil public' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selim Haddad' })).toBeVisible();
  await expect(page.getByText('Douze ans sur les pistes du Jérid')).toBeVisible();
  await expect(page.getByText('GT-5512')).toBeVisible();

  // The guide writes a trip: two photos taken from files, two tiers, a two-day programme, a departure.
  await page.goto('/fr/guide');
  await page.getByRole('button', { name: 'Nouveau voyage' }).click();
  await page.getByRole('button', { name: 'Publier le voyage' }).click();
  await expect(page.getByText('Écrivez-le au moins en français ou en anglais.').first()).toBeVisible();
  await page.getByLabel('Nom du voyage (Français)').fill('Bivouac dans le Grand Erg');
  await page.getByLabel('Description (Français)').fill('Deux jours à dos de dromadaire, une nuit sous les étoiles.');
  await page.getByLabel('Ville de départ').selectOption({ label: 'Douz' });
  await page
    .getByText('Ajouter des photos')
    .locator('input')
    .setInputFiles([
      { name: 'dunes.jpg', mimeType: 'image/jpeg', buffer: await portrait() },
      { name: 'bivouac.jpg', mimeType: 'image/jpeg', buffer: await portrait() },
    ]);
  await expect(page.getByRole('img', { name: /^Vue \d du voyage$/ })).toHaveCount(2);
  await page.getByLabel('Prix par personne (TND)').fill('320');
  await page.getByRole('button', { name: 'Ajouter un tarif' }).click();
  await page.getByLabel('À partir de (personnes)').nth(1).fill('4');
  await page.getByLabel('Prix par personne (TND)').nth(1).fill('250');
  await page.getByLabel('Étape (Français)').fill('Douz → Grand Erg');
  await page
    .getByLabel('Lieux, activités, repas et nuit (Français)')
    .fill('Départ à dos de dromadaire, dîner et nuit au bivouac.');
  await page.getByRole('button', { name: 'Ajouter un jour' }).click();
  await page.getByLabel('Étape (Français)').nth(1).fill('Retour à Douz');
  await page.getByLabel('Lieux, activités, repas et nuit (Français)').nth(1).fill('Lever de soleil sur les dunes.');
  // The meeting point, tapped on the map (maplibre comes with the map, not with the page).
  await page.getByRole('button', { name: 'Choisir sur la carte' }).click();
  const picker = page.getByRole('region', { name: 'Carte pour choisir le point de rendez-vous' });
  await expect(picker.locator('canvas')).toBeVisible();
  await expect(async () => {
    await picker.click({ position: { x: 120, y: 100 } });
    await expect(page.getByLabel('Latitude')).not.toHaveValue('', { timeout: 500 });
  }).toPass();
  const latitude = Number(await page.getByLabel('Latitude').inputValue());
  expect(latitude).toBeGreaterThan(30);
  expect(latitude).toBeLessThan(40);
  await page.getByRole('button', { name: 'Ajouter un départ' }).click();
  await page.getByRole('button', { name: 'Publier le voyage' }).click();
  await expect(page.locator('.my-trips [role="status"]')).toHaveText('« Bivouac dans le Grand Erg » est publié.');
  await expect(page.getByText('Publié', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Voir la page publique' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bivouac dans le Grand Erg');
  const tripPath = new URL(page.url()).pathname;
  await expect(page.getByText('Jour 2 : Retour à Douz')).toBeVisible();
  await expect(page.getByRole('row', { name: /4 personnes/ })).toContainText('250');
  await expect(page.getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
    'href',
    new RegExp(`/iteneraire/${latitude}/`),
  );
  // Also on the guide's page, among their trips.
  await page.getByRole('link', { name: 'Selim Haddad' }).click();
  const trip = page.locator('article.trip', { hasText: 'Bivouac dans le Grand Erg' });
  await expect(trip.getByText('Jour 2 : Retour à Douz')).toBeVisible();

  // The stored portrait is a WebP without the phone's EXIF.
  const src = await page.locator('img[src*="/media/uploads/"]').first().getAttribute('src');
  const photo = await page.request.get(src!);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await photo.body()).metadata()).exif).toBeUndefined();

  // A traveller, in a browser of their own, books the trip for three (the one-person tier) and pays.
  const booker = await registerTraveller(page.request, 'trip-booker');
  const travellerPage = await browserOf(browser, booker, tripPath);
  await expect(travellerPage.locator('.departure-list')).toContainText('places restantes');
  await travellerPage.getByLabel('Nombre de personnes').fill('3');
  await expect(travellerPage.locator('.seat-total strong')).toContainText('960');
  const reference = await bookAndPay(travellerPage, 3, 'fr');
  expect(await lastMailTo(traveller.email, reference)).toContain('Client / guest: Nour Jaziri');

  // The guide answers from a phone whose first answer's reply is lost: it goes again with its key, applied once.
  const phone = await browserOf(browser, traveller, '/fr/guide', true);
  const booking = phone.locator('.trip-bookings .reservation-card', { hasText: reference });
  await expect(booking).toContainText('3 personnes');
  await expect(booking).toContainText('Nour Jaziri');
  await expect(booking).toContainText('payé');
  let sent = 0;
  await phone.route('**/utilisateur/partners/bookings/*/answer', async (route) => {
    if (sent++ > 0) return route.continue();
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
  expect(sent).toBe(2);
  await phone.context().close();

  // The traveller's e-mail and dashboard say accepted.
  const mail = await lastMailTo(booker.email, 'a confirmé votre réservation');
  expect(mail).toContain('Bonne nouvelle : Selim Haddad a confirmé votre réservation.');
  expect(mail).toContain('3 personnes × 320,000');
  await travellerPage.goto('/fr/user');
  const card = travellerPage.locator('.reservation-card', { hasText: reference });
  await expect(card.locator('.reservation-status')).toHaveText('Confirmée');
  await expect(card).toContainText('Selim Haddad a accepté votre réservation');
  await expect(card).toContainText('3 personnes × 320,000');
  await travellerPage.context().close();
});

test('in Arabic an agency applies, is rejected with a reason from the e-mailed link, reads why right to left, applies again and gets the trip space', async ({
  page,
}) => {
  const traveller = await registerTraveller(page.request, 'agency-ar', { firstName: 'Hela', lastName: 'Mansour' });
  await signIn(page, traveller);
  await page.goto('/ar/guide');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تسجيل وكالتي' }).click();
  await page.getByLabel('اسم الوكالة').fill('واحة السفر');
  await page.getByLabel('المدينة').selectOption({ label: 'توزر' });
  await expect(page.getByText('الولاية: توزر')).toBeVisible();
  await page.getByLabel('المنطقة').fill('المنطقة السياحية');
  await page.getByLabel('الهاتف الثابت').fill('76 452 100');
  await page.getByLabel(/الموقع الإلكتروني/).fill('oasis-voyages');
  await page.getByRole('button', { name: 'إرسال طلب الوكالة' }).click();
  await expect(page.getByText('أدخل عنوان موقع كاملًا يبدأ بـ https://.')).toBeVisible();
  await expect(page.getByLabel(/الموقع الإلكتروني/)).toBeFocused();
  await page.getByLabel(/الموقع الإلكتروني/).fill('https://oasis-voyages.example');
  await page.getByRole('button', { name: 'إرسال طلب الوكالة' }).click();
  await expect(page.getByText('الطلب قيد الدراسة')).toBeVisible();

  await page.goto(await operatorLink('واحة السفر', 'reject'));
  await page.getByLabel('Motif, envoyé au candidat (facultatif)').fill('Le numéro fixe ne répond pas.');
  await page.getByRole('button', { name: 'Refuser la candidature' }).click();
  await expect(page.getByRole('status')).toContainText('Candidature refusée');
  expect(await lastMailTo(traveller.email, 'لا يمكننا قبول طلبك')).toContain('السبب: Le numéro fixe ne répond pas.');

  await page.goto('/ar/guide');
  const card = page.locator('.partner-card');
  await expect(card.getByText('لم يتم قبول الطلب')).toBeVisible();
  await expect(card.getByText('Le numéro fixe ne répond pas.')).toBeVisible();
  // Mirrored: the card's heading starts at the right.
  const box = (await card.boundingBox())!;
  const heading = (await card.getByRole('heading').boundingBox())!;
  expect(box.x + box.width - (heading.x + heading.width)).toBeLessThan(40);
  await page.getByRole('button', { name: 'التصحيح والتقديم من جديد' }).click();
  await expect(page.getByLabel('اسم الوكالة')).toHaveValue('واحة السفر');
  await page.getByLabel('الهاتف الثابت').fill('76 452 101');
  await page.getByRole('button', { name: 'إرسال طلب الوكالة' }).click();
  await expect(page.getByText('الطلب قيد الدراسة')).toBeVisible();

  // Approved the second time, the agency has the guides' trip space: its bookings and its trips.
  await page.goto(await operatorLink('واحة السفر', 'approve'));
  await page.getByRole('button', { name: 'Accepter la candidature' }).click();
  await expect(page.getByRole('status')).toContainText('Candidature acceptée');
  await page.goto('/ar/guide');
  await expect(page.getByRole('heading', { name: 'حجوزات رحلاتي' })).toBeVisible();
  await expect(page.getByText('لا توجد حجوزات بعد: ستظهر هنا فور دفع أحد المسافرين.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'رحلة جديدة' })).toBeVisible();
});
