import type { CatalogueEvent } from '../../../domain/contract/catalogue.ts';
import { datedStatus } from '../../../domain/dates.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { place } from '../geography/geography.mappers.ts';
import { dinars, pictures, toSeo } from '../listings/listing.mappers.ts';

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
