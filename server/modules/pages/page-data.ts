import { type Article, catalogueSearchQuerySchema, videosQuerySchema } from '../../../domain/contract/catalogue.ts';
import { destinationNamed } from '../../../domain/find-routes.ts';
import { hotelsApiPath, parseHotelsSearch } from '../../../domain/hotels-search.ts';
import { itineraryTitle, parseItinerarySearch } from '../../../domain/itinerary.ts';
import { LISTING_API, type ListingApiKind } from '../../../domain/listing-api.ts';
import { listingApiPath, parseListingSearch } from '../../../domain/listing-search.ts';
import { fieldSuffix } from '../../../domain/locales.ts';
import { ALL_PAGE_TEXT } from '../../../domain/page-text.ts';
import { apiKey, destinationsKey, offersApiPath } from '../../../domain/query-keys.ts';
import type { DetailPageKind, PageKind, PlacePageKind, TextPageKind } from '../../../domain/seo.ts';
import { HOME_DESCRIPTION, PAGE_DESCRIPTION } from '../../../domain/seo-descriptions.ts';
import { STATIC_PAGES, type StaticPageKind } from '../../../domain/static-pages/index.ts';
import { plainText } from '../../../domain/text.ts';
import type { ApiAnswers } from '../../lib/operations.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
import type { GeographyList } from '../geography/geography.service.ts';
import { detailSources } from './detail-pages.ts';
import type { InlineQuery } from './head.ts';
import type { ResolvedPage } from './page-routes.ts';

type Page = Extract<ResolvedPage, { type: 'page' }>;

/** What a page shows first: its head's text, its status, and the API answers it is rendered with. */
export interface FirstData {
  title: string;
  description: string;
  status: number;
  queries: InlineQuery[];
}

/** The list each place page finds its place in, and the answer's field. */
const PLACE_LISTS = {
  destination: { list: 'alldestinations', field: 'destinations' },
  state: { list: 'states', field: 'states' },
  city: { list: 'city', field: 'cities' },
} as const;

/** A list of places (`GET /{list}`): the API's own answer, which always exists. */
export async function placeList(answer: ApiAnswers, list: GeographyList, origin: string) {
  const entry = await answer(`/${list}`, {}, origin);
  if (!entry) throw new Error(`/${list} has no answer`);
  return entry;
}

/** What one page kind's loader works with: the request, the API, and the head it may change. */
interface Load {
  page: Page;
  url: URL;
  origin: string;
  params: Record<string, string>;
  answer: (route: string, query?: Record<string, string>) => Promise<CachedJson | null>;
  /** A list of places (`GET /{list}`): the API's own answer. */
  placeList: (list: GeographyList) => Promise<CachedJson>;
  /** Puts an answer in the page under the key the client asks it by. */
  inline: (key: readonly unknown[], entry: CachedJson) => void;
  head: { title: string; description: string; status: number };
}

type Loader = (load: Load) => Promise<void>;

/** The destinations the search box offers: asked from the browser, they would load the API's schemas. */
const withDestinations = async ({ inline, placeList }: Load) =>
  inline(destinationsKey(), await placeList('alldestinations'));

/** The pages with a loader of their own (listings, places and items have one a family, below). */
const LOADERS: Partial<Record<PageKind, Loader>> = {
  home: async (load) => {
    // The banners sit near the top: rendered with the page, they neither shift it nor paint late.
    const banners = await load.answer('/a_d_s_f_ront');
    if (banners) load.inline(apiKey('/utilisateur/a_d_s_f_ront'), banners);
    await withDestinations(load);
  },
  search: async ({ params, answer, inline }) => {
    const query = catalogueSearchQuerySchema.safeParse(params);
    // Same path as the client's query (features/search/api/search.queries.ts).
    const entry = query.success ? await answer('/search', { q: query.data.q }) : null;
    if (query.success && entry) inline(apiKey(`/utilisateur/search?q=${encodeURIComponent(query.data.q)}`), entry);
  },
  hotels: async (load) => {
    // Under the path the client asks (domain/hotels-search.ts), with its parameters only.
    const apiPath = hotelsApiPath(parseHotelsSearch(load.params));
    const entry = await load.answer('/hotels', Object.fromEntries(new URL(apiPath, 'http://api').searchParams));
    if (entry) load.inline(apiKey(apiPath), entry);
    await withDestinations(load);
  },
  itinerary: async ({ page, params, head }) => {
    head.title = itineraryTitle(parseItinerarySearch(params).name, page.locale);
  },
  hotelFind: async ({ page, placeList, inline, head }) => {
    // The page names the destination and the stay; the rooms are checked from the browser, live
    // (`/hotels/availability` is never cached, and neither may a page be that shows its answer).
    const entry = await placeList('alldestinations');
    const { destinations } = JSON.parse(entry.body.toString()) as {
      destinations: ({ id: number; slug: string } & Record<string, string>)[];
    };
    const destination = destinationNamed(destinations, page.rest[2] ?? '');
    inline(destinationsKey(), entry);
    if (destination)
      head.title = `${head.title} – ${destination[`name${fieldSuffix(page.locale)}`] || destination.name}`;
    else head.status = 404;
  },
  restaurants: async (load) => {
    const entry = await load.answer('/restaurants', load.params);
    // Under the path the client asks (features/restaurants/api/restaurants.queries.ts).
    if (entry) load.inline(apiKey(listingApiPath('/utilisateur/restaurants', parseListingSearch(load.params))), entry);
    await withDestinations(load);
  },
  videos: async ({ url, answer, inline }) => {
    const query = videosQuerySchema.safeParse({ page: url.searchParams.get('page') ?? undefined });
    // Under the path the client asks (features/videos/videos-page.tsx).
    const entry = query.success ? await answer('/videos', { page: String(query.data.page) }) : null;
    if (query.success && entry) inline(apiKey(`/utilisateur/videos?page=${query.data.page}`), entry);
  },
  article: async ({ page, answer, inline, head }) => {
    if (!page.slug) return;
    // The client asks for the article in its language under this same path (articles/article-page).
    const entry = await answer('/wp/v2/posts', { lang: page.locale, slug: page.slug });
    const article = entry && (JSON.parse(entry.body.toString()) as Article[])[0];
    if (!entry || !article) {
      head.status = 404;
      return;
    }
    inline(apiKey(`/utilisateur/wp/v2/posts?lang=${page.locale}&slug=${page.slug}`), entry);
    head.title = plainText(article.title.rendered);
    head.description = plainText(article.excerpt.rendered).slice(0, 200);
  },
};

/** A listing, under the path the client asks (domain/listing-api.ts), answered as the API would. */
const listingLoader =
  (kind: ListingApiKind): Loader =>
  async (load) => {
    const listing = LISTING_API[kind];
    const apiPath = listing.path(listing.parse(load.params));
    const { pathname, searchParams } = new URL(apiPath, 'http://api');
    const entry = await load.answer(pathname.replace(/^\/utilisateur/, ''), Object.fromEntries(searchParams));
    if (entry) load.inline(apiKey(apiPath), entry);
    await withDestinations(load);
    for (const also of 'also' in listing ? listing.also : []) {
      const answer = await load.answer(also.replace(/^\/utilisateur/, ''));
      if (answer) load.inline(apiKey(also), answer);
    }
  };

/** A place, found in its whole list, inlined as the client reads it (features/places/components/place-page.tsx). */
const placeLoader =
  (kind: PlacePageKind): Loader =>
  async ({ page, placeList, inline, head }) => {
    if (!page.slug) return;
    const { list, field } = PLACE_LISTS[kind];
    const entry = await placeList(list);
    const places = (JSON.parse(entry.body.toString()) as Record<string, Record<string, string>[]>)[field] ?? [];
    const place = places.find((p) => p.slug === page.slug);
    if (!place) {
      head.status = 404;
      return;
    }
    inline(apiKey(`/utilisateur/${list}`), entry);
    head.title = place[`name${fieldSuffix(page.locale)}`] || place.name || head.title;
    head.description = HOME_DESCRIPTION[page.locale];
  };

/** An item, with its offers: the page shows them under the item, and fetching them would load the API's schemas mid-render. */
const detailLoader =
  (source: ReturnType<typeof detailSources>[DetailPageKind]): Loader =>
  async ({ page, origin, answer, inline, head }) => {
    const ref = page.id ?? page.slug;
    if (ref === undefined) return;
    const entry = await source.load(ref, origin);
    if (!entry) {
      head.status = 404;
      return;
    }
    inline(source.key(ref), entry);
    if (source.offers && Number.isInteger(Number(ref))) {
      const offers = await answer('/offers', { kind: source.offers, listing_id: String(ref) });
      if (offers) inline(apiKey(offersApiPath(source.offers, Number(ref))), offers);
    }
    const item = (JSON.parse(entry.body.toString()) as Record<string, Record<string, string>>)[source.field] ?? {};
    const suffix = fieldSuffix(page.locale);
    head.title = item[`${source.nameField}${suffix}`] || item[source.nameField] || head.title;
    head.description = plainText(item[`${source.descriptionField ?? 'description'}${suffix}`] ?? '').slice(0, 200);
  };

/** The data each page shows first, as the API would answer it, and its head text. */
export function firstDataLoader(opts: { answer: ApiAnswers; cache: ResponseCache }) {
  const details = detailSources(opts.answer);
  const loaders: Partial<Record<PageKind, Loader>> = { ...LOADERS };
  for (const kind of Object.keys(LISTING_API) as ListingApiKind[]) loaders[kind] = listingLoader(kind);
  for (const kind of Object.keys(PLACE_LISTS) as PlacePageKind[]) loaders[kind] = placeLoader(kind);
  for (const [kind, source] of Object.entries(details) as [DetailPageKind, (typeof details)[DetailPageKind]][])
    loaders[kind] = detailLoader(source);
  const isStatic = (kind: PageKind): kind is StaticPageKind => Object.hasOwn(STATIC_PAGES, kind);

  return async function pageData(page: Page, url: URL, origin: string): Promise<FirstData> {
    // A page about one item takes its head from the item; until found, it is a not-found page.
    const textKind: TextPageKind =
      Object.hasOwn(details, page.kind) || page.kind === 'article' || Object.hasOwn(PLACE_LISTS, page.kind)
        ? 'notFound'
        : (page.kind as TextPageKind);
    const text = isStatic(page.kind)
      ? { title: STATIC_PAGES[page.kind].title, description: STATIC_PAGES[page.kind].intro }
      : { title: ALL_PAGE_TEXT[textKind].title, description: PAGE_DESCRIPTION[textKind] };
    const head = {
      title: text.title[page.locale],
      description: text.description[page.locale],
      status: page.kind === 'notFound' ? 404 : 200,
    };
    const queries: InlineQuery[] = [];
    const answer = (route: string, query?: Record<string, string>) =>
      opts.answer(route, query ? { query } : {}, origin);
    await loaders[page.kind]?.({
      page,
      url,
      origin,
      params: Object.fromEntries(url.searchParams),
      answer,
      placeList: (list) => placeList(opts.answer, list, origin),
      inline: (key, entry) =>
        queries.push({ key, at: entry.at, body: entry.body, etag: entry.etag, expires: opts.cache.expiresAt(entry) }),
      head,
    });
    return { ...head, queries };
  };
}
