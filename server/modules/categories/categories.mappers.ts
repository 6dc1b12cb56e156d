import type { Category } from '../../../domain/contract/catalogue.ts';
import type { Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toSeo } from '../listings/listing.mappers.ts';

/** A craft or wellness category with the authorities listed under it. */
export function toCategory(r: Row<'categories'>, authorities: Row<'authorities'>[]): Category {
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('title', r.title),
    ...flattenLocalized('description', r.description),
    cover: r.cover,
    vignette: r.vignette,
    seo: toSeo(r.seo),
    medical_authorities: authorities
      .filter((a) => a.category_id === r.id)
      .map((a) => ({
        id: a.id,
        slug: a.slug,
        ...flattenLocalized('name', a.name),
        ...flattenLocalized('address', a.address),
        vignette: a.vignette,
        lat: String(a.lat),
        lng: String(a.lng),
        phone: a.phone,
        city_id: a.city_id,
      })),
  } as Category;
}
