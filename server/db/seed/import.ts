import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely, Transaction } from 'kysely';
import { MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import { normalizeSearch, plainText } from '../../../domain/text.ts';
import { webmDurationSeconds } from '../../lib/webm-duration.ts';
import type { Database } from '../schema.ts';
import { compactSearchIndexes } from '../search.ts';
import { type Catalogue, type L10n, LOCAL_CLIP } from './format.ts';

/** Catalogue tables, children before parents: the order in which an import empties them. */
const CATALOGUE_TABLES = [
  'special_offers',
  'vehicle_reservations',
  'vehicles',
  'agency_hotels',
  'agencies',
  'emergency_numbers',
  'offices',
  'partner_locations',
  'partners',
  'articles',
  'banners',
  'videos',
  'authorities',
  'categories',
  'flights',
  'airports',
  'circuits',
  'voyages',
  'guides',
  'festival_editions',
  'festivals',
  'monuments',
  'museums',
  'activities',
  'events',
  'maison_rooms',
  'maisons',
  'restaurants',
  'rooms',
  'hotels',
  'cities',
  'destinations',
  'states',
] as const satisfies readonly (keyof Database)[];

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

/**
 * Replaces the whole catalogue by a validated folder (read-folder.ts), in one transaction: on any
 * error nothing changes. Ids are assigned afresh; references between records go by slug. The
 * search indexes are then compacted, as after any bulk load.
 */
export async function importCatalogue(db: Kysely<Database>, c: Catalogue, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of CATALOGUE_TABLES) await trx.deleteFrom(table).execute();
    await insertCatalogue(trx, c, now.toISOString());
  });
  await compactSearchIndexes(db);
}

async function insertCatalogue(trx: Transaction<Database>, c: Catalogue, createdAt: string) {
  const ids = {
    states: new Map<string, number>(),
    destinations: new Map<string, number>(),
    cities: new Map<string, number>(),
    hotels: new Map<string, number>(),
    restaurants: new Map<string, number>(),
    maisons: new Map<string, number>(),
    guides: new Map<string, number>(),
    agencies: new Map<string, number>(),
  };
  const id = (map: Map<string, number>, slug: string) => {
    const value = map.get(slug);
    if (value === undefined) throw new Error(`unknown slug "${slug}"`); // read-folder.ts checks references first
    return value;
  };
  const cityOf = new Map(c.cities.map((city) => [city.slug, city]));
  const destinationOf = new Map(c.destinations.map((d) => [d.slug, d]));
  const placeNames = (city: string) => {
    const ct = cityOf.get(city);
    const destination = ct && destinationOf.get(ct.destination);
    return [ct?.name, destination?.name].filter((n): n is L10n => n !== undefined);
  };

  for (const s of c.states) {
    const row = await trx
      .insertInto('states')
      .values({ slug: s.slug, iso: s.iso, name: json(s.name), lat: s.lat, lng: s.lng })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.states.set(s.slug, row.id);
  }
  for (const d of c.destinations) {
    const row = await trx
      .insertInto('destinations')
      .values({ slug: d.slug, state_id: id(ids.states, d.state), name: json(d.name), lat: d.lat, lng: d.lng })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.destinations.set(d.slug, row.id);
  }
  for (const city of c.cities) {
    const row = await trx
      .insertInto('cities')
      .values({
        slug: city.slug,
        state_id: id(ids.states, city.state),
        destination_id: id(ids.destinations, city.destination),
        name: json(city.name),
        lat: city.lat,
        lng: city.lng,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.cities.set(city.slug, row.id);
  }
  const placed = (r: { destination: string; city: string; lat: number; lng: number }) => ({
    destination_id: id(ids.destinations, r.destination),
    city_id: id(ids.cities, r.city),
    lat: r.lat,
    lng: r.lng,
  });
  const listing = (kind: string, r: Catalogue['maisons' | 'restaurants' | 'hotels'][number]) => {
    const { vignette: _unused, ...pictures } = seedPictures(kind, r.slug, r);
    return {
      slug: r.slug,
      ...placed(r),
      name: json(r.name),
      address: json(r.address),
      description: json(r.description),
      search_text: searchText([r.name, ...placeNames(r.city)]),
      ...pictures,
      video_link: r.videoLink ?? null,
      phone: r.phone,
      fax: r.fax,
      email: r.email,
      website: r.website,
      is_special: r.special ? 1 : 0,
      created_at: createdAt,
    };
  };
  const rooms = (list: Catalogue['hotels'][number]['rooms']) =>
    list.map((room) => ({
      name: json(room.name),
      max_capacity: room.capacity,
      min_nights: room.minNights,
      price_millimes: millimes(room.priceDt),
      count: room.count,
    }));

  for (const h of c.hotels) {
    const row = await trx
      .insertInto('hotels')
      .values({
        ...listing('hotels', h),
        stars: h.stars,
        facilities: json(h.facilities),
        boards: json(h.boards ?? defaultBoards(h.stars)),
        bookable: h.bookable === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.hotels.set(h.slug, row.id);
    await trx
      .insertInto('rooms')
      .values(rooms(h.rooms).map((room) => ({ ...room, hotel_id: row.id })))
      .execute();
  }
  for (const m of c.maisons) {
    const row = await trx
      .insertInto('maisons')
      .values({
        ...listing('maisons', m),
        facilities: json(m.facilities),
        boards: json(m.boards),
        bookable: m.bookable ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.maisons.set(m.slug, row.id);
    await trx
      .insertInto('maison_rooms')
      .values(rooms(m.rooms).map((room) => ({ ...room, maison_id: row.id })))
      .execute();
  }
  for (const r of c.restaurants) {
    const row = await trx
      .insertInto('restaurants')
      .values({
        ...listing('restaurants', r),
        cuisine: r.cuisine,
        average_price_millimes: millimes(r.averagePriceDt),
        seats_per_service: r.seatsPerService,
        bookable: r.bookable ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.restaurants.set(r.slug, row.id);
  }
  const listingIds = { hotel: ids.hotels, restaurant: ids.restaurants, maison: ids.maisons };
  for (const o of c.offers)
    await trx
      .insertInto('special_offers')
      .values({
        kind: o.kind,
        listing_id: id(listingIds[o.kind], o.listing),
        title: json(o.title),
        description: json(o.description),
        discount_percent: o.discountPercent,
        start_date: o.start,
        end_date: o.end,
      })
      .execute();

  for (const e of c.events)
    await trx
      .insertInto('events')
      .values({
        slug: e.slug,
        kind: e.kind,
        ...placed(e),
        title: json(e.title),
        address: json(e.address),
        description: json(e.description),
        search_text: searchText([e.title, ...placeNames(e.city)]),
        ...seedPictures('events', e.slug, e),
        start_at: e.start,
        end_at: e.end,
        seats: e.seats,
        price_millimes: millimes(e.priceDt),
        seo: seoOf(e.seo, e.title, e.description, placeNames(e.city)),
      })
      .execute();
  for (const a of c.activities)
    await trx
      .insertInto('activities')
      .values({
        slug: a.slug,
        ...placed(a),
        title: json(a.title),
        address: json(a.address),
        description: json(a.description),
        search_text: searchText([a.title, ...placeNames(a.city)]),
        ...seedPictures('activities', a.slug, a),
        end_date: a.endDate,
        numberplaces: a.numberplaces,
        price_millimes: millimes(a.priceDt),
        duration_hours: a.durationHours,
        seo: seoOf(a.seo, a.title, a.description, placeNames(a.city)),
      })
      .execute();
  const heritage = (kind: string, h: Catalogue['museums'][number]) => ({
    slug: h.slug,
    ...placed(h),
    name: json(h.name),
    address: json(h.address),
    description: json(h.description),
    search_text: searchText([h.name, ...placeNames(h.city)]),
    ...seedPictures(kind, h.slug, h),
    opening_hours: h.openingHours ? json(h.openingHours) : null,
    price_millimes: h.priceDt === null ? null : millimes(h.priceDt),
    unesco: h.unesco ? 1 : 0,
    phone: h.phone ?? null,
    website: h.website ?? null,
    seo: seoOf(h.seo, h.name, h.description, placeNames(h.city)),
  });
  for (const m of c.museums) await trx.insertInto('museums').values(heritage('museums', m)).execute();
  for (const m of c.monuments)
    await trx
      .insertInto('monuments')
      .values({ ...heritage('monuments', m), period: json(m.period) })
      .execute();
  for (const f of c.festivals) {
    const row = await trx
      .insertInto('festivals')
      .values({
        slug: f.slug,
        ...placed(f),
        name: json(f.name),
        description: json(f.description),
        search_text: searchText([f.name, ...placeNames(f.city)]),
        ...seedPictures('festivals', f.slug, f),
        website: f.website ?? null,
        seo: seoOf(f.seo, f.name, f.description, placeNames(f.city)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('festival_editions')
      .values(
        f.editions.map((e) => ({
          festival_id: row.id,
          year: e.year,
          start_date: e.start,
          end_date: e.end,
          highlights: json(e.highlights),
        })),
      )
      .execute();
  }

  for (const g of c.guides) {
    const row = await trx
      .insertInto('guides')
      .values({
        slug: g.slug,
        city_id: id(ids.cities, g.city),
        name: json(g.name),
        bio: json(g.bio),
        specialties: json(g.specialties),
        search_text: searchText([g.name, g.specialties, ...placeNames(g.city)]),
        photo: g.cover ?? `/media/seed/guides/${g.slug}-vignette-212x256.webp`,
        languages: json(g.languages),
        phone: g.phone,
        email: g.email,
        licence: g.licence,
        years_experience: g.yearsExperience,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.guides.set(g.slug, row.id);
  }
  for (const v of c.voyages)
    await trx
      .insertInto('voyages')
      .values({
        slug: v.slug,
        guide_id: id(ids.guides, v.guide),
        departure_city_id: id(ids.cities, v.departureCity),
        name: json(v.name),
        description: json(v.description),
        search_text: searchText([v.name, ...placeNames(v.departureCity)]),
        ...seedPictures('voyages', v.slug, v),
        seats: v.seats,
        days: json(v.days),
        price_tiers: json(v.priceTiers.map((t) => ({ people: t.people, price_millimes: millimes(t.priceDt) }))),
        seo: seoOf(v.seo, v.name, v.description, placeNames(v.departureCity)),
      })
      .execute();
  for (const k of c.circuits)
    await trx
      .insertInto('circuits')
      .values({
        slug: k.slug,
        from_city_id: id(ids.cities, k.fromCity),
        to_city_id: id(ids.cities, k.toCity),
        name: json(k.name),
        description: json(k.description),
        search_text: searchText([k.name, ...k.stops.flatMap((s) => placeNames(s.city))]),
        ...seedPictures('circuits', k.slug, k),
        stops: json(k.stops.map((s) => ({ city_id: id(ids.cities, s.city), nights: s.nights, note: s.note }))),
        price_from_millimes: millimes(k.priceFromDt),
        seo: seoOf(k.seo, k.name, k.description, placeNames(k.fromCity)),
      })
      .execute();
  for (const a of c.agencies) {
    const city = cityOf.get(a.city);
    if (!city) throw new Error(`unknown city "${a.city}"`);
    const { vignette: _unused, ...pictures } = seedPictures('agencies', a.slug, a);
    const row = await trx
      .insertInto('agencies')
      .values({
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
        search_text: searchText([a.name, a.locality, a.region, ...placeNames(a.city)]),
        ...pictures,
        status: a.status,
        phone: a.phone,
        landline: a.landline,
        fax: a.fax,
        email: a.email,
        website: a.website,
        licence: a.licence,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.agencies.set(a.slug, row.id);
    if (a.partnerHotels.length)
      await trx
        .insertInto('agency_hotels')
        .values(a.partnerHotels.map((h) => ({ agency_id: row.id, hotel_id: id(ids.hotels, h) })))
        .execute();
  }
  for (const v of c.vehicles) {
    const prices = [...v.prices].sort((a, b) => a.fromDays - b.fromDays);
    const slug = v.registrationNumber.toLowerCase().replace(/\s+/g, '-');
    await trx
      .insertInto('vehicles')
      .values({
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
      })
      .execute();
  }
  for (const a of c.airports)
    await trx
      .insertInto('airports')
      .values({
        iata: a.iata,
        icao: a.icao,
        name: json(a.name),
        place: json(a.place),
        state_id: id(ids.states, a.state),
        lat: a.lat,
        lng: a.lng,
        international: a.international ? 1 : 0,
      })
      .execute();
  for (const f of c.flights)
    await trx
      .insertInto('flights')
      .values({
        number: f.number,
        from_iata: f.from,
        to_iata: f.to,
        departs: f.departs,
        duration_minutes: f.durationMinutes,
        weekdays: f.weekdays,
        economy_millimes: millimes(f.economyDt),
        business_millimes: millimes(f.businessDt),
      })
      .execute();
  for (const k of c.categories) {
    const pictures = seedPictures(k.family === 'craft' ? 'crafts' : 'wellness', k.slug, k);
    const row = await trx
      .insertInto('categories')
      .values({
        family: k.family,
        slug: k.slug,
        title: json(k.title),
        description: json(k.description),
        cover: pictures.cover,
        vignette: pictures.vignette,
        seo: seoOf(k.seo, k.title, k.description, []),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('authorities')
      .values(
        k.authorities.map((a) => ({
          category_id: row.id,
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
  for (const v of c.videos) {
    const videoLink = v.videoLink ?? demoVideo(v.slug);
    await trx
      .insertInto('videos')
      .values({
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
      })
      .execute();
  }
  let position = 0;
  for (const b of c.banners) {
    position += 1;
    const name = `banner-${b.group}-${position}`;
    await trx
      .insertInto('banners')
      .values({
        group_no: b.group,
        position,
        type: b.type,
        alt: json(b.alt),
        link: b.link,
        source: b.source ?? (b.type === 'video' ? demoVideo(name) : `/media/seed/banners/${name}-1600x600.webp`),
        source_mobile:
          b.sourceMobile ?? (b.type === 'video' ? demoVideo(name) : `/media/seed/banners/${name}-768x768.webp`),
      })
      .execute();
  }
  for (const a of c.articles)
    await trx
      .insertInto('articles')
      .values({
        slug: a.slug,
        published_at: a.date,
        title: json(a.title),
        excerpt: json(a.excerpt),
        content: json(a.content),
        featured_image: a.featuredImage ?? `/media/seed/articles/${a.slug}-vignette-318x160.webp`,
      })
      .execute();
  for (const p of c.partners) {
    const row = await trx
      .insertInto('partners')
      .values({
        slug: p.slug,
        name: json(p.name),
        description: json(p.description),
        website: p.website,
        phone: p.phone,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('partner_locations')
      .values(
        p.locations.map((l) => ({
          partner_id: row.id,
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
  const offices = [
    ...c.bureaus.map((o) => ({ ...o, kind: 'bureau' as const })),
    ...c.postOffices.map((o) => ({ ...o, kind: 'post' as const })),
  ];
  for (const o of offices)
    await trx
      .insertInto('offices')
      .values({
        kind: o.kind,
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
      })
      .execute();
  for (const [index, e] of c.emergencyNumbers.entries())
    await trx
      .insertInto('emergency_numbers')
      .values({
        slug: e.slug,
        group_name: e.group,
        number: e.number,
        position: index + 1,
        label: json(e.label),
        description: json(e.description),
      })
      .execute();
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
