import { PARTNER_PAGES } from '../../domain/constants.ts';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import type { PageKind } from '../../domain/seo.ts';
import { resolvePage } from '../../server/modules/pages/page-routes.ts';
import { demo } from '../demo-catalogue.ts';

const first = <T>(items: T[]) => items[0] as T;
/** A stay a month ahead, three nights, for the hotels free for it. */
const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 30);

/** Listings, with an item of each (numbered in the demo catalogue's order, or by slug). */
const LISTINGS = [
  ['hotels', '1'],
  ['restaurants', '1'],
  ['maison', '1'],
  ['events', '1'],
  ['activity', '1'],
  ['musses', '1'],
  ['monument', '1'],
  ['festival', '1'],
  ['allguides', '1'],
  ['videos', first(demo.videos).slug],
  ['blog', first(demo.articles).slug],
  ['circuits', first(demo.circuits).slug],
  ['agences', first(demo.agencies).slug],
];

/** One French path (no language prefix) of every kind of page, with an item of each listing. */
export const PAGE_PATHS = [
  '',
  'no-such-page',
  'secour',
  'search?q=djerba',
  'activity',
  'weekend',
  'vehicules',
  'offres',
  'agences/annuaire',
  'hotels/annuaire',
  'restaurants/annuaire',
  `hotels/video/${demo.hotels.findIndex((hotel) => hotel.videoLink) + 1}`,
  'iteneraire/36.8065/10.1815',
  'vols/find/TUN/DJE',
  `hotels/find/djerba/${arrival}/${addDays(arrival, 3)}/2/1/1?ages=4`,
  'contact',
  'confirmation?status=unpaid&ref=RH-2026-00042',
  'connexion',
  'inscription',
  'mot-de-passe-oublie',
  'reset-password/abc/amira%40example.com',
  'panier',
  'hotels/reservation',
  'events/reservation/1',
  'restaurants/reservation?id=1',
  `restaurants/find/tunis/${arrival}/2`,
  `circuits/reservation?circuit=${first(demo.circuits).slug}`,
  'circuits/confirmation?order=RH-2222-2222',
  'vols/reservation',
  `allguides/${demo.guides.findIndex((g) => g.slug === first(demo.voyages).guide) + 1}/voyages/1`,
  'payment?order=RH-2222-2222',
  'payment/success?order=RH-2222-2222',
  'payment/echec?order=RH-2222-2222',
  'prestataire/reponse?line=1&action=confirm&expires=1&sig=not-a-signature-of-ours',
  'partenaires/decision?application=1&action=approve&expires=1&sig=not-a-signature-of-ours',
  'hors-connexion',
  'mission',
  'apropos',
  'cgv',
  'termes',
  'confidentialite',
  'localisation',
  'user',
  'guide',
  `destination/${first(demo.destinations).slug}`,
  `states/${first(demo.states).slug}`,
  `city/${first(demo.cities).slug}`,
  'jewelry',
  'relaxation',
  Object.keys(PARTNER_PAGES)[0] as string,
  ...LISTINGS.flatMap(([listing, item]) => [listing, `${listing}/${item}`]),
];

/** One French address of every kind of page the server knows (server/modules/pages/page-routes.ts). */
export function urlOfEachKind(): Map<PageKind, string> {
  const urls = new Map<PageKind, string>();
  for (const path of PAGE_PATHS as string[]) {
    const page = resolvePage(`/fr/${path.split('?')[0]}`);
    // The home is `/fr`: `/fr/` redirects there.
    if (page.type === 'page' && !urls.has(page.kind)) urls.set(page.kind, path ? `/fr/${path}` : '/fr');
  }
  return urls;
}
