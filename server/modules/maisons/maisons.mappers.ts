import type { MaisonListItem } from '../../../domain/contract/catalogue.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { type ListingRow, toListingElement } from '../listings/listing.mappers.ts';

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
