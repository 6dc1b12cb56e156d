import { MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import type { Seo } from '../../../domain/contract/catalogue.ts';
import type { ListingColumns } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';

/** A listing row as repositories select it: the shared columns, its id and its destination's name. */
export type ListingRow = Omit<ListingColumns, 'search_text' | 'is_special' | 'created_at'> & {
  id: number;
  destination_name: string;
};

export const dinars = (millimes: number) => millimes / MILLIMES_PER_DINAR;

/** The spec §3 listing element from a row; `startingPriceMillimes` is the table's own price. */
export function toListingElement(row: ListingRow, startingPriceMillimes: number | null) {
  return {
    id: row.id,
    slug: row.slug,
    ...flattenLocalized('name', row.name),
    ...flattenLocalized('address', row.address),
    ...flattenLocalized('description', row.description),
    cover: row.cover,
    images: JSON.parse(row.images) as string[],
    video_link: row.video_link,
    lat: String(row.lat),
    lng: String(row.lng),
    phone: row.phone,
    fax: row.fax,
    email: row.email,
    website: row.website,
    starting_price: startingPriceMillimes == null ? null : dinars(Number(startingPriceMillimes)),
    bookable: row.bookable === 1,
    destination_id: row.destination_id,
    destination: { id: row.destination_id, ...flattenLocalized('name', row.destination_name) },
    city_id: row.city_id,
  };
}

/** The SEO fields of a stored `seo` column, in every language. */
export function toSeo(stored: string): Seo {
  const seo = JSON.parse(stored) as { title: string; description: string; keywords: string };
  return {
    ...flattenLocalized('meta_title', JSON.stringify(seo.title)),
    ...flattenLocalized('meta_description', JSON.stringify(seo.description)),
    ...flattenLocalized('meta_keywords', JSON.stringify(seo.keywords)),
  } as Seo;
}

/** The pictures of a catalogue item: cover, gallery and vignette. */
export const pictures = (r: { cover: string; images: string; vignette: string }) => ({
  cover: r.cover,
  images: JSON.parse(r.images) as string[],
  vignette: r.vignette,
});
