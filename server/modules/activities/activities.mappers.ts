import type { Activity } from '../../../domain/contract/catalogue.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { place } from '../geography/geography.mappers.ts';
import { dinars, pictures, toSeo } from '../listings/listing.mappers.ts';

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
