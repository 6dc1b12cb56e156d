// zod/mini keeps the client's share of the contract small (functions instead of methods tree-shake).
import * as z from 'zod/mini';
import { SEARCH_MAX_LENGTH } from '../constants.ts';
import { LOCALES } from '../locales.ts';

export const apiErrorSchema = z.object({ message: z.string(), code: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes the client translates; the server's `message` is only a fallback. */
export const ERROR_CODES = [
  'invalid_query',
  'invalid_params',
  'search_too_long',
  'not_found',
  'hotel_not_found',
  'restaurant_not_found',
  'state_not_found',
  'destination_not_found',
  'maison_not_found',
  'event_not_found',
  'activity_not_found',
  'museum_not_found',
  'monument_not_found',
  'festival_not_found',
  'guide_not_found',
  'voyage_not_found',
  'circuit_not_found',
  'agency_not_found',
  'vehicle_not_found',
  'category_not_found',
  'video_not_found',
  'invalid_dates',
  'invalid_stay',
  'not_bookable',
  'invalid_choice',
  'price_changed',
  'rooms_unavailable',
  'vehicle_unavailable',
  'table_unavailable',
  'seats_unavailable',
  'offer_passed',
  'invalid_seats',
  'invalid_table',
  'invalid_party',
  'idempotency_key_required',
  'order_not_found',
  'order_not_payable',
  'gateway_unavailable',
  'not_cancellable',
  'invalid_answer_link',
  'answer_link_expired',
  'already_answered',
  'answer_too_late',
  'same_airports',
  'airport_not_found',
  'flight_not_found',
  'not_an_image',
  'application_not_found',
  'already_decided',
  'idempotency_key_reused',
  'already_partner',
  'not_a_partner',
  'invalid_decision_link',
  'decision_link_expired',
  'invalid_fields',
  'user_exists',
  'invalid_credentials',
  'unauthorized',
  'invalid_reset_token',
  'too_many_requests',
  'mail_failed',
  'bad_request',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Coordinates travel as numeric strings (spec §3). */
export const coordinateSchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
export const idSchema = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());

type Suffixed<K extends string> = K | `${K}_${Exclude<(typeof LOCALES)[number], 'fr'>}`;

/** `name, name_en, name_ar…`: French unsuffixed, the six others suffixed (spec §3). */
export function localizedFields<K extends string>(key: K): { [P in Suffixed<K>]: z.ZodMiniString } {
  const shape: Record<string, z.ZodMiniString> = { [key]: z.string() };
  for (const l of LOCALES) if (l !== 'fr') shape[`${key}_${l}`] = z.string();
  return shape as { [P in Suffixed<K>]: z.ZodMiniString };
}

export const pagingLinkSchema = z.object({
  url: z.nullable(z.string()),
  label: z.string(),
  active: z.boolean(),
});
export type PagingLink = z.infer<typeof pagingLinkSchema>;

/** Laravel-style paging object of spec §3. */
export function pagingSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    total: count,
    per_page: idSchema,
    from: z.nullable(idSchema),
    to: z.nullable(idSchema),
    current_page: idSchema,
    last_page: idSchema,
    first_page_url: z.string(),
    last_page_url: z.string(),
    next_page_url: z.nullable(z.string()),
    prev_page_url: z.nullable(z.string()),
    path: z.string(),
    links: z.array(pagingLinkSchema),
  });
}

/** `?page=`: a positive integer, 1 when absent. */
export const pageParam = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);
/** A path or query id: digits only (no "1e3", no sign), within a 32-bit integer. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.pipe(
    z.transform((s: string) => Number(s)),
    z.number().check(z.maximum(2_147_483_647)),
  ),
);

/** `?search=`: free text, trimmed, at most SEARCH_MAX_LENGTH characters. */
export const searchParam = z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)));
