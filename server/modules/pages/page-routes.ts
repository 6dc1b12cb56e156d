import { CATEGORY_PAGES, type CategorySlug, PARTNER_PAGES } from '../../../domain/constants.ts';
import { parseCoordinates } from '../../../domain/geo.ts';
import { isLocale, type Locale, localeFromPath } from '../../../domain/locales.ts';
import type { ArticlePageKind, DetailPageKind, PageKind, PlacePageKind, TextPageKind } from '../../../domain/seo.ts';
import type { StaticPageKind } from '../../../domain/static-pages/index.ts';

export type ResolvedPage =
  | { type: 'redirect'; location: string }
  | { type: 'page'; locale: Locale; prefixed: boolean; rest: string[]; kind: PageKind; id?: number; slug?: string };

/**
 * Which page a browser URL is, as the client's file routes see it: an optional language prefix,
 * then the page. A two-letter prefix that is not one of our languages redirects to /fr (spec §2).
 */
export function resolvePage(pathname: string, lang: string | null = null): ResolvedPage {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  let locale: Locale = localeFromPath(pathname, lang);
  let prefixed = false;
  const first = segments[0];
  if (first !== undefined && isLocale(first)) {
    locale = first;
    prefixed = true;
    segments.shift();
  } else if (first !== undefined && /^[a-z]{2}$/i.test(first)) {
    return { type: 'redirect', location: '/fr' };
  }
  // The home carousel's "see all" address (spec §2): the activities listing lives at /activity.
  if (segments.length === 1 && segments[0] === 'activities')
    return { type: 'redirect', location: `${prefixed ? `/${locale}` : ''}/activity` };
  return { type: 'page', locale, prefixed, rest: segments, ...kindOf(segments) };
}

/**
 * First path segment → the page listing it, and the page of one item under it (`monument/3`);
 * `bySlug`: items named by slug (`videos/medina-tour`) rather than by id. Each must be a route of
 * the client (src/routes/) too: tests/server/pages/page-routes.test.ts compares the two.
 */
export const SECTIONS: Record<
  string,
  {
    list: TextPageKind | StaticPageKind;
    detail?: DetailPageKind | ArticlePageKind | PlacePageKind;
    bySlug?: boolean;
    /** Fixed pages under the section (`agences/annuaire`), matched before item slugs. */
    pages?: Record<string, TextPageKind>;
  }
> = {
  hotels: { list: 'hotels', detail: 'hotel', pages: { annuaire: 'hotelDirectory', reservation: 'hotelReservation' } },
  restaurants: {
    list: 'restaurants',
    detail: 'restaurant',
    pages: { annuaire: 'restaurantDirectory', reservation: 'tableReservation' },
  },
  maison: { list: 'maisons', detail: 'maison' },
  events: { list: 'events', detail: 'event' },
  weekend: { list: 'weekend' },
  activity: { list: 'activities', detail: 'activity' },
  activities: { list: 'activities' },
  musses: { list: 'museums', detail: 'museum' },
  monument: { list: 'monuments', detail: 'monument' },
  festival: { list: 'festivals', detail: 'festival' },
  secour: { list: 'secour' },
  search: { list: 'search' },
  videos: { list: 'videos', detail: 'video', bySlug: true },
  blog: { list: 'blog', detail: 'article', bySlug: true },
  vehicules: { list: 'vehicles' },
  offres: { list: 'offers' },
  destination: { list: 'notFound', detail: 'destination', bySlug: true },
  states: { list: 'notFound', detail: 'state', bySlug: true },
  city: { list: 'notFound', detail: 'city', bySlug: true },
  allguides: { list: 'guides', detail: 'tourGuide' },
  circuits: {
    list: 'circuits',
    detail: 'circuit',
    bySlug: true,
    pages: { reservation: 'circuitReservation', confirmation: 'circuitConfirmation' },
  },
  agences: { list: 'agencies', detail: 'agency', bySlug: true, pages: { annuaire: 'agencyDirectory' } },
  mission: { list: 'mission' },
  contact: { list: 'contact' },
  confirmation: { list: 'confirmation' },
  connexion: { list: 'signIn' },
  panier: { list: 'cart' },
  'hors-connexion': { list: 'saved' },
  inscription: { list: 'signUp' },
  'mot-de-passe-oublie': { list: 'forgotPassword' },
  apropos: { list: 'apropos' },
  cgv: { list: 'cgv' },
  confidentialite: { list: 'confidentialite' },
  localisation: { list: 'localisation' },
  termes: { list: 'termes' },
  user: { list: 'user' },
  guide: { list: 'guide' },
  payment: { list: 'payment', pages: { success: 'paymentSuccess', echec: 'paymentFailure' } },
  prestataire: { list: 'notFound', pages: { reponse: 'providerAnswer' } },
  partenaires: { list: 'notFound', pages: { decision: 'partnerDecision' } },
};

function kindOf(rest: string[]): { kind: PageKind; id?: number; slug?: string } {
  const [a, b, ...more] = rest;
  if (a === undefined) return { kind: 'home' };
  if (b === undefined && Object.hasOwn(CATEGORY_PAGES, a)) return { kind: CATEGORY_PAGES[a as CategorySlug], slug: a };
  if (b === undefined && Object.hasOwn(PARTNER_PAGES, a))
    return { kind: 'partner', slug: PARTNER_PAGES[a as keyof typeof PARTNER_PAGES] };
  // `hotels/find/{destination}/{date}/{endDate}/{adults}/{rooms}/{childs}`: the page checks its criteria.
  if (a === 'hotels' && b === 'find' && more.length === 6) return { kind: 'hotelFind' };
  // `restaurants/find/{destination}/{date}/{number}`: the page checks its criteria.
  if (a === 'restaurants' && b === 'find' && more.length === 3) return { kind: 'restaurantFind' };
  if (a === 'hotels' && b === 'video' && more.length === 1 && /^[1-9]\d{0,9}$/.test(more[0] as string))
    return { kind: 'hotelVideo', id: Number(more[0]) };
  if (
    a === 'vols' &&
    (b === undefined || (b === 'find' && more.length === 2 && more.every((c) => /^[A-Z]{3}$/.test(c))))
  )
    return { kind: 'flights' };
  if (a === 'vols' && b === 'reservation' && more.length === 0) return { kind: 'flightReservation' };
  if (a === 'reset-password' && b !== undefined && more.length === 1) return { kind: 'resetPassword' };
  if (a === 'events' && b === 'reservation' && more.length === 1 && /^[1-9]\d{0,9}$/.test(more[0] as string))
    return { kind: 'seatReservation', id: Number(more[0]) };
  // `allguides/{guide}/voyages/{trip}`: a guide's trip has its page under the guide's.
  if (
    a === 'allguides' &&
    more.length === 2 &&
    more[0] === 'voyages' &&
    [b, more[1]].every((n) => /^[1-9]\d{0,9}$/.test(n ?? ''))
  )
    return { kind: 'voyage', id: Number(more[1]) };
  // `agences/{slug}/voyages/{trip}`: a partner agency's trip, under the agency's page.
  if (
    a === 'agences' &&
    more.length === 2 &&
    more[0] === 'voyages' &&
    /^[a-z0-9-]{1,120}$/.test(b ?? '') &&
    /^[1-9]\d{0,9}$/.test(more[1] ?? '')
  )
    return { kind: 'voyage', id: Number(more[1]) };
  if (a === 'iteneraire' && b !== undefined && more.length === 1 && parseCoordinates(b, more[0] as string))
    return { kind: 'itinerary' };
  const section = Object.hasOwn(SECTIONS, a) ? SECTIONS[a] : undefined;
  if (section && more.length === 0) {
    if (b === undefined) return { kind: section.list };
    const fixed = section.pages && Object.hasOwn(section.pages, b) ? section.pages[b] : undefined;
    if (fixed) return { kind: fixed };
    if (section.detail && section.bySlug && /^[a-z0-9-]{1,120}$/.test(b)) return { kind: section.detail, slug: b };
    if (section.detail && !section.bySlug && /^[1-9]\d{0,9}$/.test(b)) return { kind: section.detail, id: Number(b) };
  }
  return { kind: 'notFound' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
