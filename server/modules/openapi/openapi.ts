import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrorsSchema } from '../../../domain/contract/accounts.ts';
import { apiErrorSchema } from '../../../domain/contract/common.ts';
import { isPublicRead, type Operation } from '../../lib/operations.ts';
import { ACCOUNT_OPERATIONS } from '../accounts/accounts.routes.ts';
import { ACTIVITY_OPERATIONS } from '../activities/activities.routes.ts';
import { AGENCY_OPERATIONS } from '../agencies/agencies.routes.ts';
import { BANNER_OPERATIONS } from '../banners/banners.routes.ts';
import { BLOG_OPERATIONS } from '../blog/blog.routes.ts';
import { CATEGORY_OPERATIONS } from '../categories/categories.routes.ts';
import { CIRCUIT_OPERATIONS } from '../circuits/circuits.routes.ts';
import { DIRECTORY_OPERATIONS } from '../directories/directories.routes.ts';
import { EVENT_OPERATIONS } from '../events/events.routes.ts';
import { FLIGHT_OPERATIONS } from '../flights/flights.routes.ts';
import { GEOGRAPHY_OPERATIONS } from '../geography/geography.routes.ts';
import { GUIDE_OPERATIONS } from '../guides/guides.routes.ts';
import { HERITAGE_OPERATIONS } from '../heritage/heritage.routes.ts';
import { HOTEL_OPERATIONS } from '../hotels/hotels.routes.ts';
import { MAISON_OPERATIONS } from '../maisons/maisons.routes.ts';
import { OFFER_OPERATIONS } from '../offers/offers.routes.ts';
import { ORDER_OPERATIONS } from '../orders/orders.routes.ts';
import { RESERVATION_OPERATIONS } from '../reservations/reservations.routes.ts';
import { RESTAURANT_OPERATIONS } from '../restaurants/restaurants.routes.ts';
import { SEARCH_OPERATIONS } from '../search/search.routes.ts';
import { STAY_OPERATIONS } from '../stays/stays.routes.ts';
import { VEHICLE_OPERATIONS } from '../vehicles/vehicles.routes.ts';
import { VIDEO_OPERATIONS } from '../videos/videos.routes.ts';

type Schema = z.ZodMiniType;
type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: Schema, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Query or path parameters from an object schema, one OpenAPI parameter per property. */
function parametersOf(schema: Schema | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid parameter (`code`: invalid_query, invalid_params, search_too_long, invalid_dates, same_airports, invalid_stay with `fields`, invalid_choice or idempotency_key_required)',
  404: 'Not found (`code` names what)',
  401: 'No valid bearer token (`code`: unauthorized, or invalid_credentials when signing in)',
  409: 'A conflict (`code`: user_exists, the e-mail already has an account; price_changed, with the new totals; rooms_unavailable, naming the line and room; not_bookable; order_not_payable, the hold ended or the order is settled; not_cancellable; already_answered)',
  429: 'Too many attempts (`code`: too_many_requests; `Retry-After` says how many seconds to wait)',
  403: 'A provider answer link that is not ours (`code`: invalid_answer_link) or has expired (answer_link_expired)',
  502: 'The e-mail could not be sent (`code`: mail_failed), or the payment gateway did not answer (gateway_unavailable); nothing is lost',
};

/** Every module's operation table: the API under /utilisateur, in the document's order. */
export const API_OPERATIONS: Operation<unknown>[] = [
  ...HOTEL_OPERATIONS,
  ...RESTAURANT_OPERATIONS,
  ...GEOGRAPHY_OPERATIONS,
  ...SEARCH_OPERATIONS,
  ...OFFER_OPERATIONS,
  ...MAISON_OPERATIONS,
  ...EVENT_OPERATIONS,
  ...ACTIVITY_OPERATIONS,
  ...HERITAGE_OPERATIONS,
  ...GUIDE_OPERATIONS,
  ...CIRCUIT_OPERATIONS,
  ...AGENCY_OPERATIONS,
  ...VEHICLE_OPERATIONS,
  ...FLIGHT_OPERATIONS,
  ...CATEGORY_OPERATIONS,
  ...VIDEO_OPERATIONS,
  ...BANNER_OPERATIONS,
  ...DIRECTORY_OPERATIONS,
  ...BLOG_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...RESERVATION_OPERATIONS,
  ...STAY_OPERATIONS,
  ...ORDER_OPERATIONS,
] as Operation<unknown>[];

/**
 * One operation as OpenAPI describes it. A public read answers 200 with an ETag and lists its
 * parameters; another call answers its status, names its session and its body, and a 400 of its
 * body names the fields.
 */
function documented(op: Operation<unknown>) {
  const read = isPublicRead(op);
  const error = jsonSchema(apiErrorSchema, 'output');
  const status = op.status ?? 200;
  const responses: Record<string, unknown> = {
    [status]: op.response
      ? {
          description: read ? 'OK (with an ETag; send If-None-Match to get 304)' : 'OK',
          content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
        }
      : { description: 'Done' },
  };
  for (const code of op.errors ?? []) {
    responses[code] =
      code === 400 && op.body
        ? {
            description:
              'Invalid fields (`code`: invalid_fields or invalid_reset_token; `fields` maps each field to its problem)',
            content: { 'application/json': { schema: jsonSchema(fieldErrorsSchema, 'output') } },
          }
        : { description: ERROR_TEXT[code], content: { 'application/json': { schema: error } } };
  }
  const parameters = [...parametersOf(op.params, 'path'), ...parametersOf(op.query, 'query')];
  const auth = op.auth ?? 'none';
  return {
    summary: op.summary,
    ...(auth === 'none' ? {} : { security: auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }),
    ...(read || parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
      : {}),
    responses,
  };
}

export function openApiDocument(prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) {
    const key = `${prefix}${op.path}`;
    paths[key] = { ...paths[key], [op.method ?? 'get']: documented(op) };
  }
  return {
    openapi: '3.1.0',
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    info: {
      title: 'Rihla API',
      version: '0.1.0',
      description:
        'Catalogue and account API of Rihla. Localized fields come in all seven languages: `name` (French), `name_en`, `name_ar`, `name_ru`, `name_zh`, `name_ja`, `name_ko`. Errors are `{message, code}`.',
    },
    paths,
  };
}

/** `GET {prefix}/openapi.json`: built once at start-up. */
export async function openApiRoutes(app: FastifyInstance, { apiPrefix }: { apiPrefix: string }) {
  const body = JSON.stringify(openApiDocument(apiPrefix));
  app.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
