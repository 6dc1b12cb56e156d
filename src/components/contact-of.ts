import type { MaisonListItem } from '../../domain/contract/catalogue.ts';
import type { RestaurantListItem } from '../../domain/contract/restaurants.ts';

export const contactOf = (r: RestaurantListItem | MaisonListItem) => ({
  phone: r.phone,
  fax: r.fax,
  email: r.email,
  website: r.website,
});
