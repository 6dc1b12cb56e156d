import type { Kysely } from 'kysely';
import { MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import { normalizeSearch } from '../../../domain/text.ts';
import type { Database } from '../schema.ts';
import { cities, destinations, hotels, type L10n, states } from './content.ts';
import { restaurants } from './restaurants-content.ts';

/**
 * Seeds each part of the demo catalogue whose table is still empty (so a database seeded by an
 * earlier version gains the parts added since); returns whether anything was seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(db, 'states')) {
    await seedPlacesAndHotels(db);
    seeded = true;
  }
  if (await isEmpty(db, 'restaurants')) {
    await seedRestaurants(db);
    seeded = true;
  }
  return seeded;
}

async function isEmpty(db: Kysely<Database>, table: 'states' | 'restaurants'): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Pictures for a seeded item: a cover and 3 to 7 photos (so some listings show "+N"). */
function seedPictures(kind: string, slug: string) {
  const count = 3 + (slug.length % 5);
  return {
    cover: `/media/seed/${kind}/${slug}-cover.webp`,
    images: JSON.stringify(Array.from({ length: count }, (_, i) => `/media/seed/${kind}/${slug}-${i + 1}.webp`)),
  };
}

async function seedRestaurants(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const places = async (table: 'destinations' | 'cities') =>
      new Map((await trx.selectFrom(table).select(['id', 'slug', 'name']).execute()).map((r) => [r.slug, r]));
    const destinationsBySlug = await places('destinations');
    const citiesBySlug = await places('cities');
    const now = new Date().toISOString();
    for (const r of restaurants) {
      const destination = need(destinationsBySlug, r.destination);
      const city = need(citiesBySlug, r.city);
      await trx
        .insertInto('restaurants')
        .values({
          slug: r.slug,
          destination_id: destination.id,
          city_id: city.id,
          name: json(r.name),
          address: json(r.address),
          description: json(r.description),
          search_text: searchText([r.name, JSON.parse(city.name) as L10n, JSON.parse(destination.name) as L10n]),
          ...seedPictures('restaurants', r.slug),
          video_link: null, // as for hotels: no video files ship yet
          lat: r.lat,
          lng: r.lng,
          phone: r.phone,
          fax: r.fax,
          email: r.email,
          website: r.website,
          cuisine: r.cuisine,
          average_price_millimes: Math.round(r.averagePriceDt * MILLIMES_PER_DINAR),
          seats_per_service: r.seatsPerService,
          is_special: r.special ? 1 : 0,
          bookable: r.bookable ? 1 : 0,
          created_at: now,
        })
        .execute();
    }
  });
}

async function seedPlacesAndHotels(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stateIds = new Map<string, number>();
    for (const s of states) {
      const { id } = await trx
        .insertInto('states')
        .values({ slug: s.slug, iso: s.iso, name: json(s.name), lat: s.lat, lng: s.lng })
        .returning('id')
        .executeTakeFirstOrThrow();
      stateIds.set(s.slug, id);
    }
    const destinationIds = new Map<string, number>();
    const destinationNames = new Map<string, L10n>();
    for (const d of destinations) {
      const { id } = await trx
        .insertInto('destinations')
        .values({ slug: d.slug, state_id: need(stateIds, d.state), name: json(d.name), lat: d.lat, lng: d.lng })
        .returning('id')
        .executeTakeFirstOrThrow();
      destinationIds.set(d.slug, id);
      destinationNames.set(d.slug, d.name);
    }
    const cityIds = new Map<string, number>();
    const cityNames = new Map<string, L10n>();
    for (const c of cities) {
      const { id } = await trx
        .insertInto('cities')
        .values({
          slug: c.slug,
          state_id: need(stateIds, c.state),
          destination_id: need(destinationIds, c.destination),
          name: json(c.name),
          lat: c.lat,
          lng: c.lng,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      cityIds.set(c.slug, id);
      cityNames.set(c.slug, c.name);
    }
    const now = new Date().toISOString();
    for (const h of hotels) {
      const { id } = await trx
        .insertInto('hotels')
        .values({
          slug: h.slug,
          destination_id: need(destinationIds, h.destination),
          city_id: need(cityIds, h.city),
          name: json(h.name),
          address: json(h.address),
          description: json(h.description),
          search_text: searchText([h.name, need(cityNames, h.city), need(destinationNames, h.destination)]),
          ...seedPictures('hotels', h.slug),
          video_link: null, // tour videos are named in the content, but no video files ship yet
          lat: h.lat,
          lng: h.lng,
          phone: h.phone,
          fax: h.fax,
          email: h.email,
          website: h.website,
          stars: h.stars,
          facilities: JSON.stringify(h.facilities),
          is_special: h.special ? 1 : 0,
          bookable: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('rooms')
        .values(
          h.rooms.map((r) => ({
            hotel_id: id,
            name: json(r.name),
            max_capacity: r.capacity,
            min_nights: r.minNights,
            price_millimes: Math.round(r.priceDt * MILLIMES_PER_DINAR),
            count: r.count,
          })),
        )
        .execute();
    }
  });
}

/** The text `?search=` matches: every language's name, folded by domain/text.ts. */
export function searchText(names: L10n[]): string {
  return ` ${names.flatMap((n) => Object.values(n).map(normalizeSearch)).join(' | ')} `;
}

function json(value: L10n): string {
  return JSON.stringify(value);
}

function need<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed content refers to unknown slug "${key}"`);
  return value;
}
