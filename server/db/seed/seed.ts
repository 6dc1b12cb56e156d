import type { Kysely } from 'kysely';
import { MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import { normalizeSearch } from '../../../domain/text.ts';
import type { Database } from '../schema.ts';
import { cities, destinations, hotels, type L10n, states } from './content.ts';

/** Seeds the demo catalogue when the database has no state yet; returns whether it did. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('states')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Kysely<Database>): Promise<void> {
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
      const imageCount = 3 + (h.slug.length % 5); // 3 to 7 photos, so some hotels show "+N"
      const images = Array.from({ length: imageCount }, (_, i) => `/media/seed/hotels/${h.slug}-${i + 1}.webp`);
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
          cover: `/media/seed/hotels/${h.slug}-cover.webp`,
          images: JSON.stringify(images),
          video_link: h.videoLink,
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
