import fs from 'node:fs';
import path from 'node:path';
import { PARTNER_PAGES } from '../../../domain/constants.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { PageKind } from '../../../domain/seo.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type AssetManifest = Record<string, ManifestChunk>;

/** The file route whose split component chunk each page needs (TanStack autoCodeSplitting). */
const ROUTE_SOURCES: Record<Exclude<PageKind, 'craft' | 'wellness' | 'partner'>, string> = {
  home: 'src/routes/{-$lang}/index.tsx',
  hotels: 'src/routes/{-$lang}/hotels/index.tsx',
  hotelFind: 'src/routes/{-$lang}/hotels/find.$destination.$date.$endDate.$adults.$rooms.$childs.tsx',
  hotel: 'src/routes/{-$lang}/hotels/$id.tsx',
  hotelDirectory: 'src/routes/{-$lang}/hotels/annuaire.tsx',
  hotelVideo: 'src/routes/{-$lang}/hotels/video/$id.tsx',
  restaurants: 'src/routes/{-$lang}/restaurants/index.tsx',
  restaurant: 'src/routes/{-$lang}/restaurants/$id.tsx',
  restaurantDirectory: 'src/routes/{-$lang}/restaurants/annuaire.tsx',
  itinerary: 'src/routes/{-$lang}/iteneraire/$lat1.$lng1.tsx',
  maisons: 'src/routes/{-$lang}/maison/index.tsx',
  maison: 'src/routes/{-$lang}/maison/$id.tsx',
  events: 'src/routes/{-$lang}/events/index.tsx',
  event: 'src/routes/{-$lang}/events/$id.tsx',
  weekend: 'src/routes/{-$lang}/weekend/index.tsx',
  activities: 'src/routes/{-$lang}/activity/index.tsx',
  activity: 'src/routes/{-$lang}/activity/$id.tsx',
  museums: 'src/routes/{-$lang}/musses/index.tsx',
  museum: 'src/routes/{-$lang}/musses/$id.tsx',
  monuments: 'src/routes/{-$lang}/monument/index.tsx',
  monument: 'src/routes/{-$lang}/monument/$id.tsx',
  festivals: 'src/routes/{-$lang}/festival/index.tsx',
  festival: 'src/routes/{-$lang}/festival/$id.tsx',
  secour: 'src/routes/{-$lang}/secour.tsx',
  search: 'src/routes/{-$lang}/search.tsx',
  videos: 'src/routes/{-$lang}/videos/index.tsx',
  video: 'src/routes/{-$lang}/videos/$slug.tsx',
  blog: 'src/routes/{-$lang}/blog/index.tsx',
  vehicles: 'src/routes/{-$lang}/vehicules.tsx',
  offers: 'src/routes/{-$lang}/offres.tsx',
  destination: 'src/routes/{-$lang}/destination/$slug.tsx',
  state: 'src/routes/{-$lang}/states/$slug.tsx',
  city: 'src/routes/{-$lang}/city/$slug.tsx',
  guides: 'src/routes/{-$lang}/allguides/index.tsx',
  tourGuide: 'src/routes/{-$lang}/allguides/$id.tsx',
  voyage: 'src/routes/{-$lang}/allguides/$id_.voyages.$voyage.tsx',
  circuits: 'src/routes/{-$lang}/circuits/index.tsx',
  circuit: 'src/routes/{-$lang}/circuits/$slug.tsx',
  agencies: 'src/routes/{-$lang}/agences/index.tsx',
  agencyDirectory: 'src/routes/{-$lang}/agences/annuaire.tsx',
  agency: 'src/routes/{-$lang}/agences/$slug.tsx',
  article: 'src/routes/{-$lang}/blog/$slug.tsx',
  mission: 'src/routes/{-$lang}/mission.tsx',
  contact: 'src/routes/{-$lang}/contact.tsx',
  confirmation: 'src/routes/{-$lang}/confirmation.tsx',
  signIn: 'src/routes/{-$lang}/connexion.tsx',
  cart: 'src/routes/{-$lang}/panier.tsx',
  saved: 'src/routes/{-$lang}/hors-connexion.tsx',
  payment: 'src/routes/{-$lang}/payment/index.tsx',
  paymentSuccess: 'src/routes/{-$lang}/payment/success.tsx',
  paymentFailure: 'src/routes/{-$lang}/payment/echec.tsx',
  providerAnswer: 'src/routes/{-$lang}/prestataire/reponse.tsx',
  partnerDecision: 'src/routes/{-$lang}/partenaires/decision.tsx',
  hotelReservation: 'src/routes/{-$lang}/hotels/reservation.tsx',
  seatReservation: 'src/routes/{-$lang}/events/reservation.$id.tsx',
  tableReservation: 'src/routes/{-$lang}/restaurants/reservation.tsx',
  circuitReservation: 'src/routes/{-$lang}/circuits/reservation.tsx',
  circuitConfirmation: 'src/routes/{-$lang}/circuits/confirmation.tsx',
  flightReservation: 'src/routes/{-$lang}/vols/reservation.tsx',
  restaurantFind: 'src/routes/{-$lang}/restaurants/find.$destination.$date.$number.tsx',
  signUp: 'src/routes/{-$lang}/inscription.tsx',
  forgotPassword: 'src/routes/{-$lang}/mot-de-passe-oublie.tsx',
  resetPassword: 'src/routes/{-$lang}/reset-password.$token.$email.tsx',
  flights: 'src/routes/{-$lang}/vols/find/$departAirport.$arriveAirport.tsx',
  apropos: 'src/routes/{-$lang}/apropos.tsx',
  cgv: 'src/routes/{-$lang}/cgv.tsx',
  confidentialite: 'src/routes/{-$lang}/confidentialite.tsx',
  localisation: 'src/routes/{-$lang}/localisation.tsx',
  termes: 'src/routes/{-$lang}/termes.tsx',
  user: 'src/routes/{-$lang}/user.tsx',
  guide: 'src/routes/{-$lang}/guide.tsx',
  notFound: 'src/routes/{-$lang}/$.tsx',
};
const LAYOUT_SOURCE = 'src/routes/{-$lang}/route.tsx';

export function readAssetManifest(distDir: string): AssetManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest) : null;
}

function closure(manifest: AssetManifest, key: string | undefined, into: Set<string>) {
  if (!key || into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
}

const splitKey = (manifest: AssetManifest, source: string) =>
  Object.keys(manifest).find((k) => k.startsWith(`${source}?`) && k.includes('tsr-split=component'));
const catalogKey = (manifest: AssetManifest, locale: Locale) =>
  Object.keys(manifest).find((k) => k.endsWith(`locales/${locale}/messages.po`));

/** What the entry loads once the page has painted (src/main.tsx): the libraries, then the app. */
const BOOT_SOURCES = ['src/boot-libraries.ts', 'src/boot.tsx'];

const jsFiles = (manifest: AssetManifest, keys: Set<string>) =>
  [...keys].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));

/** The entry's own JS: what the page's `<script type="module">` loads before it paints. */
function entryScriptFiles(manifest: AssetManifest): string[] {
  const keys = new Set<string>();
  closure(
    manifest,
    Object.keys(manifest).find((k) => manifest[k]?.isEntry),
    keys,
  );
  return jsFiles(manifest, keys);
}

/** JS files every page loads: the entry and the app it boots, with their static imports. */
export function entryFiles(manifest: AssetManifest): string[] {
  const keys = new Set<string>();
  for (const source of BOOT_SOURCES) closure(manifest, source, keys);
  return [...new Set([...entryScriptFiles(manifest), ...jsFiles(manifest, keys)])];
}

/**
 * Pages that send a visitor elsewhere before they render (the account and the cart): their code is
 * not named ahead, or every visitor would fetch it for nothing; a signed-in traveller's app fetches
 * it as the route loads.
 */
const SIGNED_IN_ONLY = new Set<PageKind>(['user', 'cart']);

/** A category page's route file is named after its slug (`pottery.tsx`), a partner's after its route. */
const partnerRoute = (slug: string) => Object.entries(PARTNER_PAGES).find(([, partner]) => partner === slug)?.[0];
const routeSource = (kind: PageKind, slug = '') =>
  kind === 'craft' || kind === 'wellness'
    ? `src/routes/{-$lang}/${slug}.tsx`
    : kind === 'partner'
      ? `src/routes/{-$lang}/${partnerRoute(slug)}.tsx`
      : ROUTE_SOURCES[kind];

/**
 * The JS a page needs before it can render, past the entry's own: the app it boots, its language
 * catalog, the layout's and the route's split chunks, and their imports — what the server names
 * for the entry to load at once, once the page has painted.
 */
export function pageFiles(manifest: AssetManifest, kind: PageKind, locale: Locale, slug?: string): string[] {
  const keys = new Set<string>();
  for (const source of BOOT_SOURCES) closure(manifest, source, keys);
  closure(manifest, catalogKey(manifest, locale), keys);
  closure(manifest, splitKey(manifest, LAYOUT_SOURCE), keys);
  if (!SIGNED_IN_ONLY.has(kind)) closure(manifest, splitKey(manifest, routeSource(kind, slug)), keys);
  // An information page's text comes in one chunk per language, which its loader awaits.
  closure(manifest, `domain/static-pages/content/${kind}/${locale}.ts`, keys);
  const entry = new Set(entryScriptFiles(manifest));
  return jsFiles(manifest, keys).filter((f) => !entry.has(f));
}
