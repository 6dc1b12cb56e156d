import * as z from 'zod/mini';
import { coordinateSchema, idSchema, localizedFields } from './common.ts';

export const stateSchema = z.object({
  id: idSchema,
  slug: z.string(),
  iso: z.string(),
  ...localizedFields('name'),
  lat: coordinateSchema,
  lng: coordinateSchema,
});
export type State = z.infer<typeof stateSchema>;

export const destinationSchema = z.object({
  id: idSchema,
  slug: z.string(),
  state_id: idSchema,
  ...localizedFields('name'),
  lat: coordinateSchema,
  lng: coordinateSchema,
});
export type Destination = z.infer<typeof destinationSchema>;

export const citySchema = z.object({
  id: idSchema,
  slug: z.string(),
  state_id: idSchema,
  destination_id: idSchema,
  ...localizedFields('name'),
  lat: coordinateSchema,
  lng: coordinateSchema,
});
export type City = z.infer<typeof citySchema>;

export const statesResponseSchema = z.object({ states: z.array(stateSchema) });
export const destinationsResponseSchema = z.object({ destinations: z.array(destinationSchema) });
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) });

/** The `{state}` path segment of the by-governorate listings: an id or a slug. */
export const stateParamsSchema = z.object({ state: z.string().check(z.minLength(1), z.maxLength(64)) });
