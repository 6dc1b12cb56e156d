import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { RoomChoice } from '../../../domain/booking/hotel-quote.ts';
import { HOLDING_LINE_STATES } from '../../../domain/booking/states.ts';
import { isPostgres } from '../dialect.ts';
import type { AgenciesTable, Database, GuidesTable, VoyagesTable } from '../schema.ts';
import { compactSearchIndexes } from '../search.ts';
import type { Catalogue } from './format.ts';
import { insertCatalogue } from './insert-families.ts';

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

/**
 * Replaces the whole catalogue by a validated folder (read-folder.ts), in one transaction: on any
 * error nothing changes. Ids are assigned afresh; references between records go by slug. The
 * search indexes are then compacted, as after any bulk load.
 */
export async function importCatalogue(db: Kysely<Database>, c: Catalogue, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // No checkout may add a booking between this check and the commit (SQLite's transactions
    // already hold the write lock from their start).
    if (isPostgres(trx as unknown as Kysely<unknown>)) await sql`lock table order_lines in share mode`.execute(trx);
    const partners = await partnerRows(trx);
    const cities = new Set(c.cities.map((city) => city.slug));
    const missing = [
      ...(await bookedButMissing(trx, c)),
      ...partners.filter((p) => !cities.has(p.city)).map((p) => `cities › ${p.city}: partner ${p.what}`),
    ];
    if (missing.length > 0) throw new BookedItemsMissing(missing);
    for (const table of CATALOGUE_TABLES) await trx.deleteFrom(table).execute();
    await insertCatalogue(trx, c, now.toISOString());
    await restorePartners(trx, partners);
  });
  await compactSearchIndexes(db);
}

type PartnerRow =
  | { what: string; city: string; table: 'guides'; row: Selectable<GuidesTable> }
  | { what: string; city: string; table: 'agencies'; row: Selectable<AgenciesTable> }
  | { what: string; city: string; table: 'voyages'; row: Selectable<VoyagesTable> };

/** The guides, agencies and trips that partners published (not the catalogue's): an import keeps them. */
async function partnerRows(trx: Transaction<Database>): Promise<PartnerRow[]> {
  const [guides, agencies, voyages] = await Promise.all([
    trx
      .selectFrom('guides')
      .innerJoin('cities', 'cities.id', 'guides.city_id')
      .selectAll('guides')
      .select('cities.slug as city_slug')
      .where('guides.application_id', 'is not', null)
      .execute(),
    trx
      .selectFrom('agencies')
      .innerJoin('cities', 'cities.id', 'agencies.city_id')
      .selectAll('agencies')
      .select('cities.slug as city_slug')
      .where('agencies.application_id', 'is not', null)
      .execute(),
    trx
      .selectFrom('voyages')
      .innerJoin('cities', 'cities.id', 'voyages.departure_city_id')
      .selectAll('voyages')
      .select('cities.slug as city_slug')
      .where('voyages.application_id', 'is not', null)
      .execute(),
  ]);
  return [
    ...guides.map(({ city_slug, ...row }) => ({
      what: `guide ${row.slug}`,
      city: city_slug,
      table: 'guides' as const,
      row,
    })),
    ...agencies.map(({ city_slug, ...row }) => ({
      what: `agency ${row.slug}`,
      city: city_slug,
      table: 'agencies' as const,
      row,
    })),
    ...voyages.map(({ city_slug, ...row }) => ({
      what: `trip ${row.slug}`,
      city: city_slug,
      table: 'voyages' as const,
      row,
    })),
  ];
}

/** Puts the partners' rows back, under their own ids, in their city's new rows. */
async function restorePartners(trx: Transaction<Database>, partners: PartnerRow[]) {
  for (const p of partners) {
    const city = await trx
      .selectFrom('cities')
      .select(['id', 'state_id', 'destination_id'])
      .where('slug', '=', p.city)
      .executeTakeFirstOrThrow();
    // Guides and agencies first (partners' trips name them): `partnerRows` lists them in that order.
    if (p.table === 'guides')
      await trx
        .insertInto('guides')
        .values({ ...p.row, city_id: city.id })
        .execute();
    else if (p.table === 'voyages')
      await trx
        .insertInto('voyages')
        .values({ ...p.row, departure_city_id: city.id })
        .execute();
    else
      await trx
        .insertInto('agencies')
        .values({ ...p.row, city_id: city.id, state_id: city.state_id, destination_id: city.destination_id })
        .execute();
  }
}

/** An import refused because travellers hold bookings on places or rooms the folder no longer has. */
export class BookedItemsMissing extends Error {
  constructor(readonly missing: string[]) {
    super(`The folder drops what travellers have booked:\n${missing.join('\n')}`);
  }
}

/** Every booked place or room (held, awaiting the provider, or confirmed) that the folder lacks. */
async function bookedButMissing(trx: Transaction<Database>, c: Catalogue): Promise<string[]> {
  const lines = await trx
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['orders.reference', 'order_lines.kind', 'order_lines.listing_slug', 'order_lines.rooms'])
    .where('order_lines.status', 'in', HOLDING_LINE_STATES)
    // Rentals name their vehicle by registration number and keep what was sold: nothing to check.
    .where('order_lines.kind', 'in', ['hotel', 'maison'])
    .$narrowType<{ kind: 'hotel' | 'maison' }>()
    .execute();
  const places = { hotel: { family: 'hotels', in: c.hotels }, maison: { family: 'maisons', in: c.maisons } };
  const missing: string[] = [];
  for (const line of lines) {
    const { family, in: listed } = places[line.kind];
    const place = listed.find((p) => p.slug === line.listing_slug);
    if (!place) {
      missing.push(`${family} › ${line.listing_slug}: booked in order ${line.reference}`);
      continue;
    }
    for (const { room } of JSON.parse(line.rooms) as RoomChoice[])
      if (!place.rooms.some((r) => r.key === room))
        missing.push(`${family} › ${line.listing_slug} › rooms › ${room}: booked in order ${line.reference}`);
  }
  return missing;
}
