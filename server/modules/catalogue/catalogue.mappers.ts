import type {
  Activity,
  CatalogueEvent,
  Festival,
  MaisonListItem,
  Monument,
  Museum,
} from '../../../domain/contract/catalogue.ts';
import { datedStatus } from '../../../domain/dates.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { place } from '../geography/geography.mappers.ts';
import { dinars, type ListingRow, pictures, toListingElement, toSeo } from '../listings/listing.mappers.ts';

/** Mappers from stored rows to the API shapes of domain/contract/catalogue.ts. */

function optionalLocalized(key: string, stored: string | null): Record<string, string | null> {
  if (stored !== null) return flattenLocalized(key, stored);
  return Object.fromEntries(Object.keys(flattenLocalized(key, '{}')).map((k) => [k, null]));
}

/** The place fields every located item carries: coordinates as strings, ids and destination name. */
export function toMaison(
  r: Row<'maisons'> & { starting_price_millimes: number | null },
  places: Places,
): MaisonListItem {
  const destination = places.destinations.get(r.destination_id);
  const row: ListingRow = { ...r, destination_name: destination?.name ?? '{}' };
  return {
    ...toListingElement(row, r.starting_price_millimes),
    facilities: JSON.parse(r.facilities),
    boards: JSON.parse(r.boards),
  } as MaisonListItem;
}

export function toEvent(r: Row<'events'>, places: Places, now: string): CatalogueEvent {
  return {
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    ...flattenLocalized('title', r.title),
    ...flattenLocalized('address', r.address),
    ...flattenLocalized('description', r.description),
    ...pictures(r),
    start_date: r.start_at,
    end_date: r.end_at,
    status: datedStatus(r.start_at, r.end_at, now),
    seats: r.seats,
    price: dinars(r.price_millimes),
    ...place(r, places),
    seo: toSeo(r.seo),
  } as CatalogueEvent;
}

export function toActivity(r: Row<'activities'>, places: Places): Activity {
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('title', r.title),
    ...flattenLocalized('address', r.address),
    ...flattenLocalized('description', r.description),
    ...pictures(r),
    end_date: r.end_date,
    numberplaces: r.numberplaces,
    price: dinars(r.price_millimes),
    duration_hours: r.duration_hours,
    ...place(r, places),
    seo: toSeo(r.seo),
  } as Activity;
}

export function toMuseum(r: Row<'museums'>, places: Places): Museum {
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('address', r.address),
    ...flattenLocalized('description', r.description),
    ...optionalLocalized('opening_hours', r.opening_hours),
    ...pictures(r),
    price: r.price_millimes === null ? null : dinars(r.price_millimes),
    unesco: r.unesco === 1,
    phone: r.phone,
    website: r.website,
    ...place(r, places),
    seo: toSeo(r.seo),
  } as Museum;
}

export function toMonument(r: Row<'monuments'>, places: Places): Monument {
  return { ...toMuseum(r, places), ...flattenLocalized('period', r.period) } as Monument;
}

export function toFestival(r: Row<'festivals'>, editions: Row<'festival_editions'>[], places: Places, now: string) {
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('description', r.description),
    ...pictures(r),
    website: r.website,
    ...place(r, places),
    seo: toSeo(r.seo),
    editions: editions
      .filter((e) => e.festival_id === r.id)
      .sort((a, b) => b.start_date.localeCompare(a.start_date))
      .map((e) => ({
        year: e.year,
        start_date: e.start_date,
        end_date: e.end_date,
        status: datedStatus(e.start_date, e.end_date, now),
        ...flattenLocalized('highlights', e.highlights),
      })),
  } as Festival;
}
