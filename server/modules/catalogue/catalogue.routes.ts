import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  activitiesListResponseSchema,
  activitiesPageResponseSchema,
  activityDetailResponseSchema,
  agenciesQuerySchema,
  agenciesResponseSchema,
  agencyDetailResponseSchema,
  airportsResponseSchema,
  availabilityQuerySchema,
  availableVehiclesResponseSchema,
  bannersResponseSchema,
  bureausResponseSchema,
  carsPageResponseSchema,
  catalogueSearchQuerySchema,
  catalogueSearchResponseSchema,
  categoryDetailResponseSchema,
  circuitDetailResponseSchema,
  circuitsResponseSchema,
  craftsResponseSchema,
  emergencyNumbersResponseSchema,
  eventDetailResponseSchema,
  eventsListResponseSchema,
  eventsPageQuerySchema,
  eventsPageResponseSchema,
  festivalDetailResponseSchema,
  festivalsResponseSchema,
  guideDetailResponseSchema,
  guidesResponseSchema,
  idParamsSchema,
  MAX_RENTAL_DAYS,
  maisonDetailResponseSchema,
  maisonsListResponseSchema,
  maisonsPageResponseSchema,
  monumentDetailResponseSchema,
  monumentsResponseSchema,
  museumDetailResponseSchema,
  museumsPageResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
  partnerResponseSchema,
  placedListQuerySchema,
  placedPageQuerySchema,
  postOfficesResponseSchema,
  postsQuerySchema,
  postsResponseSchema,
  slugParamsSchema,
  vehicleDetailResponseSchema,
  videoDetailResponseSchema,
  videosPageResponseSchema,
  videosQuerySchema,
  voyageDetailResponseSchema,
  voyagesResponseSchema,
  wellnessResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { flightSearchQuerySchema, flightSearchResponseSchema } from '../../../domain/contract/flights.ts';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import { daysInclusive, tunisiaDateTime } from '../../../domain/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type ResponseCache, sendCached, serialize } from '../../lib/response-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import type { CatalogueService } from './catalogue.service.ts';

type Schema = z.ZodMiniType;
const none = z.object({});

interface Input<Q extends Schema, P extends Schema> {
  query: z.infer<Q>;
  params: z.infer<P>;
  origin: string;
}

/** One GET of the catalogue: its contract (for validation and the OpenAPI document) and its answer. */
export interface CatalogueOperation<Q extends Schema = Schema, P extends Schema = Schema> {
  summary: string;
  query?: Q;
  params?: P;
  response: Schema;
  errors?: number[];
  /** The response body; cached (10 s) by path, parameters and origin. */
  handle: (service: CatalogueService, input: Input<Q, P>) => Promise<unknown>;
}

function op<Q extends Schema = typeof none, P extends Schema = typeof none>(o: CatalogueOperation<Q, P>) {
  return o as unknown as CatalogueOperation;
}

const rentalDates = (q: { from: string; to: string }) => {
  const days = daysInclusive(q.from, q.to);
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  if (Number.isNaN(days) || days < 1 || days > MAX_RENTAL_DAYS || q.from < today)
    throw new HttpError(
      400,
      'invalid_dates',
      `"from" must be today or later, and "to" a real date on or after it, at most ${MAX_RENTAL_DAYS} days later.`,
    );
};

/** The catalogue calls of spec §7 (hotels and restaurants have their own modules). */
export const CATALOGUE_OPERATIONS: Record<string, CatalogueOperation> = {
  '/search': op({
    summary: 'Search across the catalogue: per kind, the number of matches of `q` and the first six',
    query: catalogueSearchQuerySchema,
    response: catalogueSearchResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.search(query.q),
  }),
  '/offers': op({
    summary: 'Special offers valid now or later, under `offers`, by kind, listing or destination',
    query: offersQuerySchema,
    response: offersResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.offers(query),
  }),
  '/maison': op({
    summary: 'Guest houses, 15 a page (paging object under `maisons`), searchable, by destination or city',
    query: placedPageQuerySchema,
    response: maisonsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.maisonPage(query, origin),
  }),
  '/allmaison': op({
    summary: 'Every guest house under `maisons.data`',
    query: placedListQuerySchema,
    response: maisonsListResponseSchema,
    errors: [400],
    handle: (s, { query }) =>
      s.maisonList({ search: query.search, destinationId: query.destination_id, cityId: query.city_id }),
  }),
  '/maisonspecial': op({
    summary: 'Guest houses with a special offer, under `maisons.data`',
    response: maisonsListResponseSchema,
    handle: (s) => s.maisonList({ equals: { is_special: 1 } }),
  }),
  '/maisonbystate/{state}': op({
    summary: 'Guest houses of a governorate, by id or slug',
    params: stateParamsSchema,
    response: maisonsListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.maisonsByState(params.state),
  }),
  '/maison/{id}': op({
    summary: 'One guest house with its rooms and places',
    params: idParamsSchema,
    response: maisonDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.maison(params.id),
  }),
  '/allevent': op({
    summary:
      'Events, 15 a page under `events`, soonest first, each with its status (past, in_progress, upcoming); `status` keeps one',
    query: eventsPageQuerySchema,
    response: eventsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.eventPage('event', query, origin),
  }),
  '/weekend': op({
    summary: 'Weekend ideas, 15 a page under `events`',
    query: eventsPageQuerySchema,
    response: eventsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.eventPage('weekend', query, origin),
  }),
  '/eventsbystate/{state}': op({
    summary: 'Events and weekend ideas of a governorate under `events.data`',
    params: stateParamsSchema,
    response: eventsListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.eventsByState(params.state),
  }),
  '/event/{id}': op({
    summary: 'One event or weekend idea under `event`',
    params: idParamsSchema,
    response: eventDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.event(params.id),
  }),
  '/allactivity': op({
    summary: 'Activities, 15 a page under `activety`, by city (`city_id`), destination or search',
    query: placedPageQuerySchema,
    response: activitiesPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.activityPage(query, origin),
  }),
  '/activetybystate/{state}': op({
    summary: 'Activities of a governorate under `activety.data`',
    params: stateParamsSchema,
    response: activitiesListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.activitiesByState(params.state),
  }),
  '/activity/{id}': op({
    summary: 'One activity under `activety`',
    params: idParamsSchema,
    response: activityDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.activity(params.id),
  }),
  '/musees': op({
    summary: 'Museums, 15 a page under `musees`',
    query: placedPageQuerySchema,
    response: museumsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.museumPage(query, origin),
  }),
  '/musees/{id}': op({
    summary: 'One museum under `musee`',
    params: idParamsSchema,
    response: museumDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.museum(params.id),
  }),
  '/monument': op({
    summary: 'Monuments and sites under `monuments`',
    query: placedListQuerySchema,
    response: monumentsResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.monuments(query),
  }),
  '/monument/{id}': op({
    summary: 'One monument under `monument`',
    params: idParamsSchema,
    response: monumentDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.monument(params.id),
  }),
  '/festival': op({
    summary: 'Festivals with their editions under `festivals`',
    query: placedListQuerySchema,
    response: festivalsResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.festivals(query),
  }),
  '/festival/{id}': op({
    summary: 'One festival with its editions under `festival`',
    params: idParamsSchema,
    response: festivalDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.festival(params.id),
  }),
  '/guide': op({
    summary: 'Tour guides under `guides`',
    query: placedListQuerySchema,
    response: guidesResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.guides(query),
  }),
  '/guide/{id}': op({
    summary: 'One guide with trips under `guide`',
    params: idParamsSchema,
    response: guideDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.guide(params.id),
  }),
  '/voyages': op({
    summary: "Guides' trips under `voyages`, by search or departure destination",
    query: placedListQuerySchema,
    response: voyagesResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.voyages(query),
  }),
  '/voyages/{id}': op({
    summary: 'One trip under `voyage`',
    params: idParamsSchema,
    response: voyageDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.voyage(params.id),
  }),
  '/circuits': op({
    summary: 'Ready-made circuits under `circuits`, by search or a destination they stop in',
    query: placedListQuerySchema,
    response: circuitsResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.circuits(query),
  }),
  '/circuits/{slug}': op({
    summary: 'One circuit under `circuit`',
    params: slugParamsSchema,
    response: circuitDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.circuit(params.slug),
  }),
  '/allagencies': op({
    summary: 'Travel agencies: a plain list, by status, city, destination or search',
    query: agenciesQuerySchema,
    response: agenciesResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.agencies(query),
  }),
  '/agencies/{slug}': op({
    summary: 'One agency with its partner hotels under `agency`',
    params: z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,128}$/)) }),
    response: agencyDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.agency(params.slug),
  }),
  '/allcars': op({
    summary: 'Rental cars, 15 a page under `cars`, cheapest first',
    query: placedPageQuerySchema,
    response: carsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.carsPage(query, origin),
  }),
  '/vehicles': op({
    summary: 'Cars free from `from` to `to` (days included), with the rental price, under `data` (paging)',
    query: availabilityQuerySchema,
    response: availableVehiclesResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => {
      rentalDates(query);
      return s.available('car', query, origin);
    },
  }),
  '/bus': op({
    summary: 'Buses free from `from` to `to`, with the rental price, under `data` (paging)',
    query: availabilityQuerySchema,
    response: availableVehiclesResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => {
      rentalDates(query);
      return s.available('bus', query, origin);
    },
  }),
  '/vehicle/{id}': op({
    summary: 'One car or bus under `vehicle`',
    params: idParamsSchema,
    response: vehicleDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.vehicle(params.id),
  }),
  '/airport': op({
    summary: 'Airports of Tunisia (IATA codes) under `airports`',
    response: airportsResponseSchema,
    handle: (s) => s.airports(),
  }),
  '/flights': op({
    summary:
      'Timetabled flights from `from` to `to` on `date` (and back on `return`), earliest first, priced for `cabin` and `passengers`',
    query: flightSearchQuerySchema,
    response: flightSearchResponseSchema,
    errors: [400, 404],
    handle: (s, { query }) => s.flights(query),
  }),
  '/artisanat': op({
    summary: 'The craft categories with their places under `data`',
    response: craftsResponseSchema,
    handle: async (s) => ({ data: await s.categories('craft') }),
  }),
  '/artisanat/{slug}': op({
    summary: 'One craft category under `category`',
    params: slugParamsSchema,
    response: categoryDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.category('craft', params.slug),
  }),
  '/medical-category': op({
    summary: 'The wellness categories with their places (an array)',
    response: wellnessResponseSchema,
    handle: (s) => s.categories('wellness'),
  }),
  '/medical-category/{slug}': op({
    summary: 'One wellness category under `category`',
    params: slugParamsSchema,
    response: categoryDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.category('wellness', params.slug),
  }),
  '/videos': op({
    summary: 'Videos, 8 a page under `videos`, by type or search',
    query: videosQuerySchema,
    response: videosPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.videoPage(query, origin),
  }),
  '/videos/{slug}': op({
    summary: 'One video under `video`',
    params: slugParamsSchema,
    response: videoDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.video(params.slug),
  }),
  '/a_d_s_f_ront': op({
    summary: 'Banners: three groups, in order, under `states`',
    response: bannersResponseSchema,
    handle: (s) => s.banners(),
  }),
  '/agil': op({
    summary: 'Fuel partner (Agil) and its stations',
    response: partnerResponseSchema,
    handle: (s) => s.partner('agil'),
  }),
  '/tunisietelecom': op({
    summary: 'Telecom partner (Tunisie Telecom) and its shops',
    response: partnerResponseSchema,
    handle: (s) => s.partner('tunisietelecom'),
  }),
  '/gat': op({
    summary: 'Insurance partner (GAT) and its agencies',
    response: partnerResponseSchema,
    handle: (s) => s.partner('gat'),
  }),
  '/bureautourisme': op({
    summary: 'Regional tourism offices under `bureaus`',
    response: bureausResponseSchema,
    handle: (s) => s.offices('bureau'),
  }),
  '/posttunisie': op({
    summary: 'Post offices under `post_offices`',
    response: postOfficesResponseSchema,
    handle: (s) => s.offices('post'),
  }),
  '/secours': op({
    summary: 'Emergency and useful numbers under `numbers`, in display order',
    response: emergencyNumbersResponseSchema,
    handle: (s) => s.emergencyNumbers(),
  }),
};

/** WordPress's posts endpoint, so the client reads our blog or a real WordPress the same way. */
export const BLOG_OPERATION = {
  path: '/wp/v2/posts',
  summary:
    'Blog articles in the WordPress REST shape, newest first, in `lang`; totals in the X-WP-Total and X-WP-TotalPages headers',
  query: postsQuerySchema,
  response: postsResponseSchema,
  errors: [400],
};

export interface CatalogueRoutesOptions {
  service: CatalogueService;
  cache: ResponseCache;
  originOf: (request: FastifyRequest) => string;
}

export async function catalogueRoutes(app: FastifyInstance, { service, cache, originOf }: CatalogueRoutesOptions) {
  for (const [path, operation] of Object.entries(CATALOGUE_OPERATIONS)) {
    app.get(path.replace(/\{(\w+)\}/g, ':$1'), async (request, reply) => {
      const query = operation.query ? parseInput(operation.query, request.query, 'query') : {};
      const params = operation.params ? parseInput(operation.params, request.params, 'params') : {};
      const origin = originOf(request);
      const key = `${path}|${origin}|${JSON.stringify(query)}|${JSON.stringify(params)}`;
      const entry = await cache.get(key, () => operation.handle(service, { query, params, origin }));
      return sendCached(request, reply, entry);
    });
  }

  app.get(BLOG_OPERATION.path, async (request, reply) => {
    const query = parseInput(postsQuerySchema, request.query, 'query');
    const { posts, total, pages } = await service.posts(query, originOf(request));
    reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(pages));
    return sendCached(request, reply, serialize(posts));
  });
}
