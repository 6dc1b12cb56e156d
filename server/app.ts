import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { MailOutbox } from './lib/mail-outbox.ts';
import { createMailer } from './lib/mailer.ts';
import { apiAnswers, type Module, moduleOf, type Operation, registerOperations } from './lib/operations.ts';
import { PageCache } from './lib/page-cache.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { ACCOUNT_OPERATIONS } from './modules/accounts/accounts.routes.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { ACTIVITY_OPERATIONS } from './modules/activities/activities.routes.ts';
import { ActivitiesService } from './modules/activities/activities.service.ts';
import { AGENCY_OPERATIONS } from './modules/agencies/agencies.routes.ts';
import { AgenciesService } from './modules/agencies/agencies.service.ts';
import { BANNER_OPERATIONS } from './modules/banners/banners.routes.ts';
import { BannersService } from './modules/banners/banners.service.ts';
import { BLOG_OPERATIONS } from './modules/blog/blog.routes.ts';
import { BlogService } from './modules/blog/blog.service.ts';
import { bookingAdapters } from './modules/bookings/adapters.ts';
import { CATEGORY_OPERATIONS } from './modules/categories/categories.routes.ts';
import { CategoriesService } from './modules/categories/categories.service.ts';
import { CIRCUIT_OPERATIONS } from './modules/circuits/circuits.routes.ts';
import { CircuitsService } from './modules/circuits/circuits.service.ts';
import { DEPARTURE_OPERATIONS } from './modules/departures/departures.routes.ts';
import { DeparturesService } from './modules/departures/departures.service.ts';
import { DIRECTORY_OPERATIONS } from './modules/directories/directories.routes.ts';
import { DirectoriesService } from './modules/directories/directories.service.ts';
import { EVENT_OPERATIONS } from './modules/events/events.routes.ts';
import { EventsService } from './modules/events/events.service.ts';
import { FLIGHT_OPERATIONS } from './modules/flights/flights.routes.ts';
import { FlightsService } from './modules/flights/flights.service.ts';
import { GEOGRAPHY_OPERATIONS } from './modules/geography/geography.routes.ts';
import { GeographyService } from './modules/geography/geography.service.ts';
import { GUIDE_OPERATIONS } from './modules/guides/guides.routes.ts';
import { GuidesService } from './modules/guides/guides.service.ts';
import { HERITAGE_OPERATIONS } from './modules/heritage/heritage.routes.ts';
import { HeritageService } from './modules/heritage/heritage.service.ts';
import { HOTEL_OPERATIONS } from './modules/hotels/hotels.routes.ts';
import { HotelsService } from './modules/hotels/hotels.service.ts';
import { requestOrigin } from './modules/listings/listing-url.ts';
import { MAISON_OPERATIONS } from './modules/maisons/maisons.routes.ts';
import { MaisonsService } from './modules/maisons/maisons.service.ts';
import { seedArtRoutes } from './modules/media/seed-art.ts';
import { OFFER_OPERATIONS } from './modules/offers/offers.routes.ts';
import { OffersService } from './modules/offers/offers.service.ts';
import { checkDocumented, openApiRoutes, routeKey } from './modules/openapi/openapi.ts';
import { startOrderJobs } from './modules/orders/order-jobs.ts';
import { OrderLifecycle } from './modules/orders/order-lifecycle.ts';
import { OrderMails } from './modules/orders/order-mails.ts';
import { ORDER_OPERATIONS } from './modules/orders/orders.routes.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { ProviderLinks, providerLinkSecret } from './modules/orders/provider-links.ts';
import { pagesPlugin } from './modules/pages/pages.plugin.ts';
import { DecisionLinks } from './modules/partners/decision-links.ts';
import { PartnerMails } from './modules/partners/partner-mails.ts';
import { PartnerPhotos, uploadedPhotos } from './modules/partners/partner-photos.ts';
import { PARTNER_TRIP_OPERATIONS } from './modules/partners/partner-trips.routes.ts';
import { PartnerTripsService } from './modules/partners/partner-trips.service.ts';
import { PARTNER_OPERATIONS } from './modules/partners/partners.routes.ts';
import { PartnersService } from './modules/partners/partners.service.ts';
import { TRIP_BOOKING_OPERATIONS } from './modules/partners/trip-bookings.routes.ts';
import { TripBookingsService } from './modules/partners/trip-bookings.service.ts';
import { chooseGateway } from './modules/payments/gateways/choose-gateway.ts';
import { PaymentsRepository } from './modules/payments/payments.repository.ts';
import { PAYMENT_OPERATIONS, PAYMENT_RETURN_ROUTES, paymentReturnRoutes } from './modules/payments/payments.routes.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { sandboxPages } from './modules/payments/sandbox/sandbox-pages.ts';
import { RENTAL_OPERATIONS } from './modules/rentals/rentals.routes.ts';
import { RentalsService } from './modules/rentals/rentals.service.ts';
import { RESERVATION_OPERATIONS } from './modules/reservations/reservations.routes.ts';
import { ReservationsService } from './modules/reservations/reservations.service.ts';
import { RESTAURANT_OPERATIONS } from './modules/restaurants/restaurants.routes.ts';
import { RestaurantsService } from './modules/restaurants/restaurants.service.ts';
import { SEARCH_OPERATIONS } from './modules/search/search.routes.ts';
import { SearchService } from './modules/search/search.service.ts';
import { SEAT_OPERATIONS } from './modules/seats/seats.routes.ts';
import { SeatsService } from './modules/seats/seats.service.ts';
import { STAY_OPERATIONS } from './modules/stays/stays.routes.ts';
import { StaysService } from './modules/stays/stays.service.ts';
import { TABLE_OPERATIONS } from './modules/tables/tables.routes.ts';
import { TablesService } from './modules/tables/tables.service.ts';
import { VEHICLE_OPERATIONS } from './modules/vehicles/vehicles.routes.ts';
import { VehiclesService } from './modules/vehicles/vehicles.service.ts';
import { VIDEO_OPERATIONS } from './modules/videos/videos.routes.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import { clientErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerFairAdmission } from './plugins/fair-admission.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

export const API_PREFIX = '/utilisateur';
/** How long a catalogue response may be served from memory (bounds staleness across processes). */
const CATALOGUE_CACHE_MS = 10_000;
/**
 * Rendered pages kept with their Brotli and gzip bodies (about 60 KB a page with the three):
 * about a thousand pages, whatever a crawler walks.
 */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The API under its prefix: every module's operations, the gateways' returns and the OpenAPI
 * document, held to the routes Fastify actually registered. Answers the operations.
 */
async function registerApi(
  app: FastifyInstance,
  modules: Module[],
  deps: {
    cache: ResponseCache;
    originOf: (request: FastifyRequest) => string;
    accounts: AccountsService;
    payments: PaymentsService;
  },
) {
  const { cache, originOf, accounts, payments } = deps;
  const operations = modules.flatMap((m) => m.operations) as Operation<unknown>[];
  const registered: string[] = [];
  await app.register(
    async (api) => {
      // Every route the API answers, to hold the OpenAPI document to it (Fastify adds HEAD to each GET).
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD')
            registered.push(routeKey(method, route.url.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}')));
      });
      const context = {
        cache,
        originOf,
        limiter: new RateLimiter(),
        authenticate: (token: string | undefined) => accounts.authenticate(token),
      };
      // Photos arrive as their bytes; each upload call sets its own size limit (lib/operations.ts).
      api.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      for (const module of modules) registerOperations(api, module.operations, module.service, context);
      await api.register(paymentReturnRoutes, { payments });
      await api.register(openApiRoutes, { apiPrefix: API_PREFIX, operations, routes: PAYMENT_RETURN_ROUTES });
    },
    { prefix: API_PREFIX },
  );
  checkDocumented(registered, operations, PAYMENT_RETURN_ROUTES);
  return operations;
}

/** The catalogue's modules, each a service over the database answering its public reads. */
function catalogueModules(db: Db['kysely']): Module[] {
  return [
    moduleOf(HOTEL_OPERATIONS, new HotelsService(db)),
    moduleOf(RESTAURANT_OPERATIONS, new RestaurantsService(db)),
    moduleOf(GEOGRAPHY_OPERATIONS, new GeographyService(db)),
    moduleOf(SEARCH_OPERATIONS, new SearchService(db)),
    moduleOf(OFFER_OPERATIONS, new OffersService(db)),
    moduleOf(MAISON_OPERATIONS, new MaisonsService(db)),
    moduleOf(EVENT_OPERATIONS, new EventsService(db)),
    moduleOf(ACTIVITY_OPERATIONS, new ActivitiesService(db)),
    moduleOf(HERITAGE_OPERATIONS, new HeritageService(db)),
    moduleOf(GUIDE_OPERATIONS, new GuidesService(db)),
    moduleOf(CIRCUIT_OPERATIONS, new CircuitsService(db)),
    moduleOf(AGENCY_OPERATIONS, new AgenciesService(db)),
    moduleOf(VEHICLE_OPERATIONS, new VehiclesService(db)),
    moduleOf(FLIGHT_OPERATIONS, new FlightsService(db)),
    moduleOf(CATEGORY_OPERATIONS, new CategoriesService(db)),
    moduleOf(VIDEO_OPERATIONS, new VideosService(db)),
    moduleOf(BANNER_OPERATIONS, new BannersService(db)),
    moduleOf(DIRECTORY_OPERATIONS, new DirectoriesService(db)),
    moduleOf(BLOG_OPERATIONS, new BlogService(db)),
  ];
}

/** Builds the one-origin app (API, media, PWA) without listening: tests drive it with inject(). */
export async function buildApp(config: Config, db: Db, options: { now?: () => Date } = {}) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1_048_576,
    // X-Forwarded-* only from the proxies named in TRUST_PROXY: from anyone else they are forged.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
    // A body that never arrives must not hold its connection: Node answers 408 once the request
    // has taken longer than this, checking every second (its default check is every 30 s). Node
    // only applies it when given to the server's constructor, hence `http` as well.
    requestTimeout: config.requestTimeoutMs,
    http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
  });
  // Links in answers (paging, page heads). E-mails use config.publicUrl only, never the request.
  const originOf = (request: FastifyRequest) =>
    config.publicUrlDefaulted ? requestOrigin(request.protocol, request.host) : config.publicUrl;
  const cache = new ResponseCache(CATALOGUE_CACHE_MS);
  const pageCache = new PageCache(PAGE_CACHE_BYTES);
  // A page goes with the answers it shows (each page also expires with them).
  cache.onClear(() => pageCache.clear());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const accounts = new AccountsService(db.kysely, mailer, {
    operatorEmail: config.operatorEmail,
    mailOrigin: config.publicUrl,
    logError: (error, message) => app.log.error(error, message),
  });

  if (config.publicUrlDefaulted)
    app.log.warn(`PUBLIC_URL is not set: links in e-mails will point to ${config.publicUrl}`);
  // Reset e-mails still leaving need the database: they finish before it closes.
  app.addHook('onClose', () => accounts.idle());

  const now = options.now ?? (() => new Date());
  const outbox = new MailOutbox(db.kysely, mailer, (error, message) => app.log.error(error, message));
  const drainOutbox = () => void outbox.drain();
  const linkSecret = await providerLinkSecret(config.dataDir, config.providerLinkSecret);
  const links = new ProviderLinks(linkSecret);
  const decisionLinks = new DecisionLinks(linkSecret);
  const partnerPhotos = new PartnerPhotos(path.join(config.dataDir, 'uploads'));
  // A partner published: the public answers and pages kept in memory are stale.
  const clearPublicAnswers = () => {
    cache.clear();
    pageCache.clear();
  };
  const adapters = bookingAdapters(db.kysely, now);
  const mails = new OrderMails({ publicUrl: config.publicUrl, operatorEmail: config.operatorEmail, links, adapters });
  // The one writer of orders' and lines' states; the payments' ledger takes the refunds it asks for.
  const lifecycle = new OrderLifecycle(db.kysely, new PaymentsRepository(db.kysely), adapters);
  const orders = new OrdersService(db.kysely, { lifecycle, now, mails, links, afterCommit: drainOutbox, adapters });
  const gateway = chooseGateway(config.payment, { db: db.kysely, publicUrl: config.publicUrl, now });
  const payments = new PaymentsService(db.kysely, gateway, mails, {
    lifecycle,
    publicUrl: config.publicUrl,
    now,
    afterCommit: drainOutbox,
    logError: (error, message) => app.log.error(error, message),
    adapters,
  });
  const runOrderJobs = startOrderJobs(app, { orders, payments, outbox });

  /** Every module's operation table and service: the API registers them, pages answer through them. */
  const modules: Module[] = [
    ...catalogueModules(db.kysely),
    moduleOf(ACCOUNT_OPERATIONS, accounts),
    moduleOf(RESERVATION_OPERATIONS, new ReservationsService(db.kysely)),
    moduleOf(STAY_OPERATIONS, new StaysService(db.kysely)),
    moduleOf(ORDER_OPERATIONS, orders),
    moduleOf(PAYMENT_OPERATIONS, payments),
    moduleOf(RENTAL_OPERATIONS, new RentalsService(orders)),
    moduleOf(SEAT_OPERATIONS, new SeatsService(db.kysely, { now })),
    moduleOf(TABLE_OPERATIONS, new TablesService(db.kysely, { now })),
    moduleOf(DEPARTURE_OPERATIONS, new DeparturesService(db.kysely, { now })),
    moduleOf(
      PARTNER_OPERATIONS,
      new PartnersService(db.kysely, {
        now,
        photos: partnerPhotos,
        links: decisionLinks,
        mails: new PartnerMails({
          publicUrl: config.publicUrl,
          operatorEmail: config.operatorEmail,
          links: decisionLinks,
        }),
        afterCommit: drainOutbox,
        afterPublish: clearPublicAnswers,
      }),
    ),
    moduleOf(
      PARTNER_TRIP_OPERATIONS,
      new PartnerTripsService(db.kysely, { now, photos: partnerPhotos, afterPublish: clearPublicAnswers }),
    ),
    moduleOf(TRIP_BOOKING_OPERATIONS, new TripBookingsService(db.kysely, orders, { afterChange: clearPublicAnswers })),
  ];

  registerFairAdmission(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });

  app.get('/healthz', async () => {
    await db.kysely.selectFrom('states').select('id').limit(1).execute();
    return { status: 'ok', database: db.dialect };
  });

  const operations = await registerApi(app, modules, { cache, originOf, accounts, payments });
  await app.register(seedArtRoutes);
  await app.register(uploadedPhotos, { dir: path.join(config.dataDir, 'uploads') });
  if (config.payment.provider === 'sandbox')
    await app.register(sandboxPages, {
      db: db.kysely,
      // The bank's server calling ours: through the app itself, whatever PUBLIC_URL resolves to.
      notify: async (url) => {
        const { pathname, search } = new URL(url);
        await app.inject({ method: 'GET', url: `${pathname}${search}` });
      },
      endHold: (reference) => orders.endHoldNow(reference),
    });
  await app.register(pagesPlugin, {
    answer: apiAnswers(modules, cache),
    cache,
    distDir: config.distDir,
    ssrDir: config.ssrDir,
    originOf,
    pageCache,
  });
  app.decorate('runOrderJobs', runOrderJobs);
  app.decorate('apiOperations', operations);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every order job once now (tests move the clock, then call it). */
    runOrderJobs(): Promise<unknown>;
    /** Every operation the API registered, in the OpenAPI document's order (tests walk them). */
    apiOperations: Operation<unknown>[];
  }
}
