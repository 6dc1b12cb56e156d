import type { Festival, Monument, Museum } from '../../../domain/contract/catalogue.ts';
import { datedStatus } from '../../../domain/dates.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized, optionalLocalized } from '../../lib/localized.ts';
import { place } from '../geography/geography.mappers.ts';
import { dinars, pictures, toSeo } from '../listings/listing.mappers.ts';

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
