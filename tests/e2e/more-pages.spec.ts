import { expect, test } from '@playwright/test';
import { demo } from '../demo-catalogue.ts';

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
    await page.goto('/fr/weekend');
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
    await expect(page).toHaveURL(new RegExp(`/fr/iteneraire/${target.lat}/${target.lng}$`));
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
  test('the contact form checks each field, says when sending opens, and keeps the draft', async ({ page }) => {
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
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'comptes Rihla' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Message')).toHaveValue('Le musée ouvre-t-il le lundi ?');
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

test('flight search: two airports lead to the route, with its distance and what is still to come', async ({ page }) => {
  await page.goto('/fr/vols');
  await page.getByLabel('Départ').selectOption('TUN');
  await page.getByLabel('Arrivée').selectOption('TUN');
  await expect(page.getByRole('alert')).toHaveText('Choisissez deux aéroports différents.');
  await page.getByLabel('Arrivée').selectOption('DJE');
  await page.getByRole('button', { name: 'Chercher un vol' }).click();
  await expect(page).toHaveURL(/\/fr\/vols\/find\/TUN\/DJE$/);
  await expect(page.getByText(/Distance à vol d’oiseau/)).toContainText('km');
  const response = await page.goto('/ar/vols/find/TUN/DJE');
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('المغادرة')).toHaveValue('TUN');
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
