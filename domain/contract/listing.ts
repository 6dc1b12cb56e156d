import * as z from 'zod/mini';
import { coordinateSchema, idSchema, localizedFields } from './common.ts';

/**
 * The listing element of spec §3, shared by hotels, restaurants and (later) guest houses and
 * agencies: localized name, address and description, pictures, place and contacts.
 */
export const listingElementShape = {
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('address'),
  ...localizedFields('description'),
  cover: z.string(),
  images: z.array(z.string()),
  video_link: z.nullable(z.string()),
  lat: coordinateSchema,
  lng: coordinateSchema,
  phone: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  /** Lowest price in DT (a night for hotels, an average meal for restaurants); sorts listings. */
  starting_price: z.nullable(z.number()),
  bookable: z.boolean(),
  destination_id: idSchema,
  destination: z.object({ id: idSchema, ...localizedFields('name') }),
  city_id: idSchema,
};
