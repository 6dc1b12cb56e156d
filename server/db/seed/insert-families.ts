import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InsertObject, Transaction } from 'kysely';
import type { Rate, StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import { MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import { normalizeSearch, plainText } from '../../../domain/text.ts';
import { webmDurationSeconds } from '../../lib/webm-duration.ts';
import type { Database } from '../schema.ts';
import { type Catalogue, type FamilyName, type L10n, LOCAL_CLIP, roomFromPriceDt } from './format.ts';

/** What each family's insert works with: the transaction, the places by slug, and the ids given so far by slug. */
interface Load {
  trx: Transaction<Database>;
  createdAt: string;
  /** The folder's cities and destinations by slug. */
  cityOf: Map<string, Records<'cities'>[number]>;
  destinationOf: Map<string, Records<'destinations'>[number]>;
  ids: Record<'states' | 'destinations' | 'cities' | 'hotels' | 'restaurants' | 'maisons' | 'guides' | 'agencies', Ids>;
}
type Ids = Map<string, number>;
type Records<F extends FamilyName> = Catalogue[F];

/**
 * How each family of the folder becomes rows, in the order the inserts run: a record's references
 * (by slug) are inserted before it, so their ids are known.
 */
const INSERT_FAMILY: { [F in FamilyName]: (records: Records<F>, load: Load) => Promise<void> } = {
  states: insertStates,
  destinations: insertDestinations,
  cities: insertCities,
  hotels: insertHotels,
  maisons: insertMaisons,
  restaurants: insertRestaurants,
  offers: insertOffers,
  events: insertEvents,
  activities: insertActivities,
  museums: insertMuseums,
  monuments: insertMonuments,
  festivals: insertFestivals,
  guides: insertGuides,
  voyages: insertVoyages,
  circuits: insertCircuits,
  agencies: insertAgencies,
  vehicles: insertVehicles,
  airports: insertAirports,
  flights: insertFlights,
  categories: insertCategories,
  videos: insertVideos,
  banners: insertBanners,
  articles: insertArticles,
  partners: insertPartners,
  bureaus: (records, load) => insertOffices('bureau', records, load),
  postOffices: (records, load) => insertOffices('post', records, load),
  emergencyNumbers: insertEmergencyNumbers,
};

/** Inserts a whole validated catalogue into emptied tables, family after family. Ids are assigned afresh. */
export async function insertCatalogue(trx: Transaction<Database>, catalogue: Catalogue, createdAt: string) {
  const ids = {
    states: new Map(),
    destinations: new Map(),
    cities: new Map(),
    hotels: new Map(),
    restaurants: new Map(),
    maisons: new Map(),
    guides: new Map(),
    agencies: new Map(),
  };
  const load: Load = {
    trx,
    createdAt,
    cityOf: new Map(catalogue.cities.map((city) => [city.slug, city])),
    destinationOf: new Map(catalogue.destinations.map((d) => [d.slug, d])),
    ids,
  };
  const insertFamily = <F extends FamilyName>(family: F) => INSERT_FAMILY[family](catalogue[family], load);
  for (const family of Object.keys(INSERT_FAMILY) as FamilyName[]) await insertFamily(family);
}

/** One row per record, one statement each, in the folder's order (which fixes the ids). */
async function insertRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: InsertObject<Database, T>[],
) {
  for (const row of rows) await trx.insertInto(table).values(row).execute();
}

/** The tables whose rows have an id. */
type TableWithId = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database] & string;

/** Inserts one row and answers its id. */
async function insertRow<T extends TableWithId>(
  trx: Transaction<Database>,
  table: T,
  row: InsertObject<Database, T>,
): Promise<number> {
  const inserted = await trx.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

function id(map: Ids, slug: string): number {
  const value = map.get(slug);
  if (value === undefined) throw new Error(`unknown slug "${slug}"`); // read-folder.ts checks references first
  return value;
}

/** The names of a city and of its destination: what a record's search text and SEO add to its own. */
function placeNames({ cityOf, destinationOf }: Load, citySlug: string): L10n[] {
  const city = cityOf.get(citySlug);
  const destination = city && destinationOf.get(city.destination);
  return [city?.name, destination?.name].filter((n): n is L10n => n !== undefined);
}

async function insertStates(states: Records<'states'>, { trx, ids }: Load) {
  for (const s of states)
    ids.states.set(
      s.slug,
      await insertRow(trx, 'states', { slug: s.slug, iso: s.iso, name: json(s.name), lat: s.lat, lng: s.lng }),
    );
}

async function insertDestinations(destinations: Records<'destinations'>, { trx, ids }: Load) {
  for (const d of destinations)
    ids.destinations.set(
      d.slug,
      await insertRow(trx, 'destinations', {
        slug: d.slug,
        state_id: id(ids.states, d.state),
        name: json(d.name),
        lat: d.lat,
        lng: d.lng,
      }),
    );
}

async function insertCities(cities: Records<'cities'>, { trx, ids }: Load) {
  for (const city of cities)
    ids.cities.set(
      city.slug,
      await insertRow(trx, 'cities', {
        slug: city.slug,
        state_id: id(ids.states, city.state),
        destination_id: id(ids.destinations, city.destination),
        name: json(city.name),
        lat: city.lat,
        lng: city.lng,
      }),
    );
}

/** The place columns of a record set in a city of a destination. */
function placed({ ids }: Load, r: { destination: string; city: string; lat: number; lng: number }) {
  return {
    destination_id: id(ids.destinations, r.destination),
    city_id: id(ids.cities, r.city),
    lat: r.lat,
    lng: r.lng,
  };
}

/** The columns hotels, maisons and restaurants share. */
function listing(load: Load, kind: string, r: Records<'maisons' | 'restaurants' | 'hotels'>[number]) {
  const { vignette: _unused, ...pictures } = seedPictures(kind, r.slug, r);
  return {
    slug: r.slug,
    ...placed(load, r),
    name: json(r.name),
    address: json(r.address),
    description: json(r.description),
    search_text: searchText([r.name, ...placeNames(load, r.city)]),
    ...pictures,
    video_link: r.videoLink ?? null,
    phone: r.phone,
    fax: r.fax,
    email: r.email,
    website: r.website,
    is_special: r.special ? 1 : 0,
    created_at: load.createdAt,
  };
}

function rooms(list: Records<'hotels'>[number]['rooms']) {
  return list.map((room) => ({
    key: room.key,
    name: json(room.name),
    max_capacity: room.capacity,
    min_nights: room.minNights,
    price_millimes: millimes(roomFromPriceDt(room)),
    count: room.count,
    rates: json(room.rates.map((rate): Rate => ({ board: rate.board, millimes: millimes(rate.priceDt) }))),
  }));
}

function stayPolicy(policy: Records<'hotels'>[number]['policy']): string {
  const terms: StayPolicy = {
    childBands: policy.childBands.map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, millimes: millimes(b.priceDt) })),
    touristTaxMillimes: millimes(policy.touristTaxDt),
    freeCancellationDays: policy.freeCancellationDays,
    cancellationFeePercent: policy.cancellationFeePercent,
  };
  return json(terms);
}

async function insertHotels(hotels: Records<'hotels'>, load: Load) {
  const { trx, ids } = load;
  for (const h of hotels) {
    const hotelId = await insertRow(trx, 'hotels', {
      ...listing(load, 'hotels', h),
      stars: h.stars,
      facilities: json(h.facilities),
      boards: json(h.boards ?? defaultBoards(h.stars)),
      bookable: h.bookable === false ? 0 : 1,
      policy: stayPolicy(h.policy),
    });
    ids.hotels.set(h.slug, hotelId);
    await trx
      .insertInto('rooms')
      .values(rooms(h.rooms).map((room) => ({ ...room, hotel_id: hotelId })))
      .execute();
  }
}

async function insertMaisons(maisons: Records<'maisons'>, load: Load) {
  const { trx, ids } = load;
  for (const m of maisons) {
    const maisonId = await insertRow(trx, 'maisons', {
      ...listing(load, 'maisons', m),
      facilities: json(m.facilities),
      boards: json(m.boards),
      bookable: m.bookable ? 1 : 0,
      policy: stayPolicy(m.policy),
    });
    ids.maisons.set(m.slug, maisonId);
    await trx
      .insertInto('maison_rooms')
      .values(rooms(m.rooms).map((room) => ({ ...room, maison_id: maisonId })))
      .execute();
  }
}

async function insertRestaurants(restaurants: Records<'restaurants'>, load: Load) {
  for (const r of restaurants)
    load.ids.restaurants.set(
      r.slug,
      await insertRow(load.trx, 'restaurants', {
        ...listing(load, 'restaurants', r),
        cuisine: r.cuisine,
        average_price_millimes: millimes(r.averagePriceDt),
        seats_per_service: r.seatsPerService,
        bookable: r.bookable ? 1 : 0,
        opening_hours: r.openingHours ? JSON.stringify(r.openingHours) : null,
      }),
    );
}

function insertOffers(offers: Records<'offers'>, { trx, ids }: Load) {
  const listingIds = { hotel: ids.hotels, restaurant: ids.restaurants, maison: ids.maisons };
  return insertRows(
    trx,
    'special_offers',
    offers.map((o) => ({
      kind: o.kind,
      listing_id: id(listingIds[o.kind], o.listing),
      title: json(o.title),
      description: json(o.description),
      discount_percent: o.discountPercent,
      start_date: o.start,
      end_date: o.end,
    })),
  );
}

function insertEvents(events: Records<'events'>, load: Load) {
  return insertRows(
    load.trx,
    'events',
    events.map((e) => ({
      slug: e.slug,
      kind: e.kind,
      ...placed(load, e),
      title: json(e.title),
      address: json(e.address),
      description: json(e.description),
      search_text: searchText([e.title, ...placeNames(load, e.city)]),
      ...seedPictures('events', e.slug, e),
      start_at: e.start,
      end_at: e.end,
      seats: e.seats,
      price_millimes: millimes(e.priceDt),
      seo: seoOf(e.seo, e.title, e.description, placeNames(load, e.city)),
    })),
  );
}

function insertActivities(activities: Records<'activities'>, load: Load) {
  return insertRows(
    load.trx,
    'activities',
    activities.map((a) => ({
      slug: a.slug,
      ...placed(load, a),
      title: json(a.title),
      address: json(a.address),
      description: json(a.description),
      search_text: searchText([a.title, ...placeNames(load, a.city)]),
      ...seedPictures('activities', a.slug, a),
      end_date: a.endDate,
      numberplaces: a.numberplaces,
      price_millimes: millimes(a.priceDt),
      duration_hours: a.durationHours,
      seo: seoOf(a.seo, a.title, a.description, placeNames(load, a.city)),
    })),
  );
}

/** The columns museums and monuments share. */
function heritage(load: Load, kind: string, h: Records<'museums'>[number]) {
  return {
    slug: h.slug,
    ...placed(load, h),
    name: json(h.name),
    address: json(h.address),
    description: json(h.description),
    search_text: searchText([h.name, ...placeNames(load, h.city)]),
    ...seedPictures(kind, h.slug, h),
    opening_hours: h.openingHours ? json(h.openingHours) : null,
    price_millimes: h.priceDt === null ? null : millimes(h.priceDt),
    unesco: h.unesco ? 1 : 0,
    phone: h.phone ?? null,
    website: h.website ?? null,
    seo: seoOf(h.seo, h.name, h.description, placeNames(load, h.city)),
  };
}

function insertMuseums(museums: Records<'museums'>, load: Load) {
  return insertRows(
    load.trx,
    'museums',
    museums.map((m) => heritage(load, 'museums', m)),
  );
}

function insertMonuments(monuments: Records<'monuments'>, load: Load) {
  return insertRows(
    load.trx,
    'monuments',
    monuments.map((m) => ({ ...heritage(load, 'monuments', m), period: json(m.period) })),
  );
}

async function insertFestivals(festivals: Records<'festivals'>, load: Load) {
  const { trx } = load;
  for (const f of festivals) {
    const festivalId = await insertRow(trx, 'festivals', {
      slug: f.slug,
      ...placed(load, f),
      name: json(f.name),
      description: json(f.description),
      search_text: searchText([f.name, ...placeNames(load, f.city)]),
      ...seedPictures('festivals', f.slug, f),
      website: f.website ?? null,
      seo: seoOf(f.seo, f.name, f.description, placeNames(load, f.city)),
    });
    await trx
      .insertInto('festival_editions')
      .values(
        f.editions.map((e) => ({
          festival_id: festivalId,
          year: e.year,
          start_date: e.start,
          end_date: e.end,
          highlights: json(e.highlights),
        })),
      )
      .execute();
  }
}

async function insertGuides(guides: Records<'guides'>, load: Load) {
  const { trx, ids } = load;
  for (const g of guides)
    ids.guides.set(
      g.slug,
      await insertRow(trx, 'guides', {
        slug: g.slug,
        city_id: id(ids.cities, g.city),
        name: json(g.name),
        bio: json(g.bio),
        specialties: json(g.specialties),
        search_text: searchText([g.name, g.specialties, ...placeNames(load, g.city)]),
        photo: g.cover ?? `/media/seed/guides/${g.slug}-vignette-212x256.webp`,
        languages: json(g.languages),
        phone: g.phone,
        email: g.email,
        licence: g.licence,
        years_experience: g.yearsExperience,
      }),
    );
}

function insertVoyages(voyages: Records<'voyages'>, load: Load) {
  const { ids } = load;
  return insertRows(
    load.trx,
    'voyages',
    voyages.map((v) => ({
      slug: v.slug,
      guide_id: id(ids.guides, v.guide),
      departure_city_id: id(ids.cities, v.departureCity),
      name: json(v.name),
      description: json(v.description),
      search_text: searchText([v.name, ...placeNames(load, v.departureCity)]),
      ...seedPictures('voyages', v.slug, v),
      seats: v.seats,
      days: json(v.days),
      price_tiers: json(v.priceTiers.map((t) => ({ people: t.people, price_millimes: millimes(t.priceDt) }))),
      seo: seoOf(v.seo, v.name, v.description, placeNames(load, v.departureCity)),
    })),
  );
}

function insertCircuits(circuits: Records<'circuits'>, load: Load) {
  const { ids } = load;
  return insertRows(
    load.trx,
    'circuits',
    circuits.map((k) => ({
      slug: k.slug,
      from_city_id: id(ids.cities, k.fromCity),
      to_city_id: id(ids.cities, k.toCity),
      name: json(k.name),
      description: json(k.description),
      search_text: searchText([k.name, ...k.stops.flatMap((s) => placeNames(load, s.city))]),
      ...seedPictures('circuits', k.slug, k),
      stops: json(k.stops.map((s) => ({ city_id: id(ids.cities, s.city), nights: s.nights, note: s.note }))),
      price_from_millimes: millimes(k.priceFromDt),
      seo: seoOf(k.seo, k.name, k.description, placeNames(load, k.fromCity)),
      departures: k.departures ? json(k.departures) : null,
    })),
  );
}

async function insertAgencies(agencies: Records<'agencies'>, load: Load) {
  const { trx, ids } = load;
  for (const a of agencies) {
    const city = load.cityOf.get(a.city);
    if (!city) throw new Error(`unknown city "${a.city}"`);
    const { vignette: _unused, ...pictures } = seedPictures('agencies', a.slug, a);
    const agencyId = await insertRow(trx, 'agencies', {
      slug: a.slug,
      state_id: id(ids.states, city.state),
      destination_id: id(ids.destinations, city.destination),
      city_id: id(ids.cities, a.city),
      lat: a.lat,
      lng: a.lng,
      name: json(a.name),
      address: json(a.address),
      description: json(a.description),
      locality: json(a.locality),
      region: json(a.region),
      search_text: searchText([a.name, a.locality, a.region, ...placeNames(load, a.city)]),
      ...pictures,
      status: a.status,
      phone: a.phone,
      landline: a.landline,
      fax: a.fax,
      email: a.email,
      website: a.website,
      licence: a.licence,
    });
    ids.agencies.set(a.slug, agencyId);
    if (a.partnerHotels.length)
      await trx
        .insertInto('agency_hotels')
        .values(a.partnerHotels.map((h) => ({ agency_id: agencyId, hotel_id: id(ids.hotels, h) })))
        .execute();
  }
}

function insertVehicles(vehicles: Records<'vehicles'>, { trx, ids }: Load) {
  return insertRows(
    trx,
    'vehicles',
    vehicles.map((v) => {
      const prices = [...v.prices].sort((a, b) => a.fromDays - b.fromDays);
      const slug = v.registrationNumber.toLowerCase().replace(/\s+/g, '-');
      return {
        kind: v.kind,
        registration_number: v.registrationNumber,
        title: json(v.title),
        marque: v.marque,
        model: v.model,
        year: v.year,
        kilometers: v.kilometers,
        seats: v.seats,
        transmission: v.transmission,
        fuel: v.fuel,
        air_conditioning: v.airConditioning ? 1 : 0,
        city_id: id(ids.cities, v.city),
        agency_id: id(ids.agencies, v.agency),
        prices: json(prices.map((p) => ({ from_days: p.fromDays, price_millimes: millimes(p.priceDt) }))),
        photo: v.photo ?? `/media/seed/${v.kind === 'bus' ? 'buses' : 'cars'}/${slug}-vignette-318x160.webp`,
        day_price_millimes: millimes(prices[0]?.priceDt ?? 0),
      };
    }),
  );
}

function insertAirports(airports: Records<'airports'>, { trx, ids }: Load) {
  return insertRows(
    trx,
    'airports',
    airports.map((a) => ({
      iata: a.iata,
      icao: a.icao,
      name: json(a.name),
      place: json(a.place),
      state_id: id(ids.states, a.state),
      lat: a.lat,
      lng: a.lng,
      international: a.international ? 1 : 0,
    })),
  );
}

function insertFlights(flights: Records<'flights'>, { trx }: Load) {
  return insertRows(
    trx,
    'flights',
    flights.map((f) => ({
      number: f.number,
      from_iata: f.from,
      to_iata: f.to,
      departs: f.departs,
      duration_minutes: f.durationMinutes,
      weekdays: f.weekdays,
      economy_millimes: millimes(f.economyDt),
      business_millimes: millimes(f.businessDt),
    })),
  );
}

async function insertCategories(categories: Records<'categories'>, { trx, ids }: Load) {
  for (const k of categories) {
    const pictures = seedPictures(k.family === 'craft' ? 'crafts' : 'wellness', k.slug, k);
    const categoryId = await insertRow(trx, 'categories', {
      family: k.family,
      slug: k.slug,
      title: json(k.title),
      description: json(k.description),
      cover: pictures.cover,
      vignette: pictures.vignette,
      seo: seoOf(k.seo, k.title, k.description, []),
    });
    await trx
      .insertInto('authorities')
      .values(
        k.authorities.map((a) => ({
          category_id: categoryId,
          slug: a.slug,
          city_id: id(ids.cities, a.city),
          name: json(a.name),
          address: json(a.address),
          lat: a.lat,
          lng: a.lng,
          phone: a.phone,
          vignette: a.vignette ?? `/media/seed/authorities/${a.slug}-vignette-318x160.webp`,
        })),
      )
      .execute();
  }
}

function insertVideos(videos: Records<'videos'>, { trx }: Load) {
  return insertRows(
    trx,
    'videos',
    videos.map((v) => {
      const videoLink = v.videoLink ?? demoVideo(v.slug);
      return {
        slug: v.slug,
        type: v.type,
        name: json(v.name),
        description: json(v.description),
        search_text: searchText([v.name]),
        duration_seconds: clipDuration(videoLink) ?? v.durationSeconds ?? 0,
        views: v.views,
        subject: v.subject,
        video_link: videoLink,
        cover: v.cover ?? `/media/seed/videos/${v.slug}-cover.webp`,
        vignette:
          v.vignette ?? `/media/seed/videos/${v.slug}-vignette-${v.slug.length % 3 ? '318x160' : '212x256'}.webp`,
        seo: seoOf(v.seo, v.name, v.description, []),
      };
    }),
  );
}

function insertBanners(banners: Records<'banners'>, { trx }: Load) {
  return insertRows(
    trx,
    'banners',
    banners.map((b, index) => {
      const position = index + 1;
      const name = `banner-${b.group}-${position}`;
      return {
        group_no: b.group,
        position,
        type: b.type,
        alt: json(b.alt),
        link: b.link,
        source: b.source ?? (b.type === 'video' ? demoVideo(name) : `/media/seed/banners/${name}-1600x600.webp`),
        source_mobile:
          b.sourceMobile ?? (b.type === 'video' ? demoVideo(name) : `/media/seed/banners/${name}-768x768.webp`),
      };
    }),
  );
}

function insertArticles(articles: Records<'articles'>, { trx }: Load) {
  return insertRows(
    trx,
    'articles',
    articles.map((a) => ({
      slug: a.slug,
      published_at: a.date,
      title: json(a.title),
      excerpt: json(a.excerpt),
      content: json(a.content),
      featured_image: a.featuredImage ?? `/media/seed/articles/${a.slug}-vignette-318x160.webp`,
    })),
  );
}

async function insertPartners(partners: Records<'partners'>, { trx, ids }: Load) {
  for (const p of partners) {
    const partnerId = await insertRow(trx, 'partners', {
      slug: p.slug,
      name: json(p.name),
      description: json(p.description),
      website: p.website,
      phone: p.phone,
    });
    await trx
      .insertInto('partner_locations')
      .values(
        p.locations.map((l) => ({
          partner_id: partnerId,
          slug: l.slug,
          city_id: id(ids.cities, l.city),
          name: json(l.name),
          address: json(l.address),
          services: json(l.services),
          lat: l.lat,
          lng: l.lng,
          phone: l.phone,
        })),
      )
      .execute();
  }
}

/** Tourist bureaus and post offices: one table, told apart by `kind`. */
function insertOffices(kind: 'bureau' | 'post', offices: Records<'bureaus' | 'postOffices'>, { trx, ids }: Load) {
  return insertRows(
    trx,
    'offices',
    offices.map((o) => ({
      kind,
      slug: o.slug,
      city_id: id(ids.cities, o.city),
      name: json(o.name),
      address: json(o.address),
      hours: json(o.hours),
      lat: o.lat,
      lng: o.lng,
      phone: o.phone,
      fax: o.fax ?? null,
      email: o.email ?? null,
    })),
  );
}

function insertEmergencyNumbers(numbers: Records<'emergencyNumbers'>, { trx }: Load) {
  return insertRows(
    trx,
    'emergency_numbers',
    numbers.map((e, index) => ({
      slug: e.slug,
      group_name: e.group,
      number: e.number,
      position: index + 1,
      label: json(e.label),
      description: json(e.description),
    })),
  );
}

const json = (value: unknown) => JSON.stringify(value);
const millimes = (dinars: number) => Math.round(dinars * MILLIMES_PER_DINAR);

/** The text `?search=` matches: every language of the given texts, folded by domain/text.ts. */
function searchText(texts: L10n[]): string {
  return ` ${texts.flatMap((t) => Object.values(t).map(normalizeSearch)).join(' | ')} `;
}

/** Demo art URLs (server/modules/media/seed-art.ts) for a record without its own pictures. */
function seedPictures(
  kind: string,
  slug: string,
  own: { cover?: string | undefined; images?: string[] | undefined; vignette?: string | undefined } = {},
) {
  const count = 3 + (slug.length % 5);
  return {
    cover: own.cover ?? `/media/seed/${kind}/${slug}-cover.webp`,
    images: json(own.images ?? Array.from({ length: count }, (_, i) => `/media/seed/${kind}/${slug}-${i + 1}.webp`)),
    vignette: own.vignette ?? `/media/seed/${kind}/${slug}-vignette-318x160.webp`,
  };
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
function mapL10n(value: L10n, f: (text: string, locale: keyof L10n) => string): L10n {
  return Object.fromEntries(Object.entries(value).map(([l, t]) => [l, f(t, l as keyof L10n)])) as unknown as L10n;
}

/** The record's SEO block, derived from its own texts where the folder gives none. */
function seoOf(
  given: { title: L10n; description: L10n; keywords: L10n } | undefined,
  title: L10n,
  description: L10n,
  places: L10n[],
) {
  return json(
    given ?? {
      title: mapL10n(title, (t) => cut(t, 70)),
      description: mapL10n(description, (t) => cut(plainText(t), 160)),
      keywords: mapL10n(title, (t, l) => [t, ...places.map((p) => p[l])].join(', ')),
    },
  );
}

/** Board bases a hotel offers when the folder does not say: more choice with more stars. */
function defaultBoards(stars: number) {
  if (stars >= 5) return ['bed_breakfast', 'half_board', 'all_inclusive'];
  if (stars >= 3) return ['bed_breakfast', 'half_board', 'full_board'];
  return ['room_only', 'bed_breakfast'];
}

/** The committed clips (`media/videos/`), which the server serves under `/media/videos/`. */
const CLIP_DIR = fileURLToPath(new URL('../../../media/videos/', import.meta.url));
const clipDurations = new Map<string, number>();

/** The whole seconds a local clip lasts, read from the file; null for any other link. */
function clipDuration(videoLink: string): number | null {
  const file = LOCAL_CLIP.exec(videoLink)?.[1];
  if (!file) return null;
  let seconds = clipDurations.get(file);
  if (seconds === undefined) {
    seconds = Math.max(1, Math.round(webmDurationSeconds(fs.readFileSync(`${CLIP_DIR}${file}`))));
    clipDurations.set(file, seconds);
  }
  return seconds;
}

/** The demo clips made by `npm run media:videos` (a few shared by every demo video). */
export const DEMO_VIDEOS = ['coast', 'medina', 'desert', 'mosaic'] as const;
function demoVideo(name: string) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `/media/videos/${DEMO_VIDEOS[h % DEMO_VIDEOS.length]}.webm`;
}
