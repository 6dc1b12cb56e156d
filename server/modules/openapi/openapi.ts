import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrorsSchema } from '../../../domain/contract/accounts.ts';
import { apiErrorSchema } from '../../../domain/contract/common.ts';
import {
  citiesResponseSchema,
  destinationsResponseSchema,
  stateParamsSchema,
  statesResponseSchema,
} from '../../../domain/contract/geography.ts';
import {
  allHotelsQuerySchema,
  hotelDetailResponseSchema,
  hotelIdParamsSchema,
  hotelsListResponseSchema,
  hotelsPageQuerySchema,
  hotelsPageResponseSchema,
} from '../../../domain/contract/hotels.ts';
import {
  allRestaurantsQuerySchema,
  restaurantDetailResponseSchema,
  restaurantIdParamsSchema,
  restaurantsListResponseSchema,
  restaurantsPageQuerySchema,
  restaurantsPageResponseSchema,
} from '../../../domain/contract/restaurants.ts';
import { ACCOUNT_OPERATIONS } from '../accounts/accounts.routes.ts';
import { BLOG_OPERATION, CATALOGUE_OPERATIONS } from '../catalogue/catalogue.routes.ts';

type Schema = z.ZodMiniType;
type JsonSchema = Record<string, unknown>;

interface Operation {
  summary: string;
  query?: Schema;
  params?: Schema;
  response: Schema;
  errors?: number[];
}

const jsonSchema = (schema: Schema, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Query or path parameters from an object schema, one OpenAPI parameter per property. */
function parameters(schema: Schema | undefined, where: 'query' | 'path') {
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
  400: 'Invalid parameter (`code`: invalid_query, invalid_params, search_too_long, invalid_dates or same_airports)',
  404: 'Not found (`code` names what)',
  401: 'No valid bearer token (`code`: unauthorized, or invalid_credentials when signing in)',
  409: 'The e-mail already has an account (`code`: user_exists)',
  429: 'Too many attempts (`code`: too_many_requests; `Retry-After` says how many seconds to wait)',
  502: 'The e-mail could not be sent (`code`: mail_failed); what was sent is kept',
};

/** The API under /utilisateur, generated from the same zod schemas the server and client use. */
export const API_OPERATIONS: Record<string, Operation> = {
  '/hotels': {
    summary: 'Hotels, 15 a page (Laravel paging object under `hotels`), searchable and filterable by destination',
    query: hotelsPageQuerySchema,
    response: hotelsPageResponseSchema,
    errors: [400],
  },
  '/allhotels': {
    summary: 'Every hotel under `hotels.data`, optionally by destination or search',
    query: allHotelsQuerySchema,
    response: hotelsListResponseSchema,
    errors: [400],
  },
  '/hotelsspecial': { summary: 'Hotels with a special offer', response: hotelsListResponseSchema },
  '/hotelsbystate/{state}': {
    summary: 'Hotels of a governorate, by id or slug',
    params: stateParamsSchema,
    response: hotelsListResponseSchema,
    errors: [400, 404],
  },
  '/hotels/{id}': {
    summary: 'One hotel with rooms, facilities, city, destination and governorate',
    params: hotelIdParamsSchema,
    response: hotelDetailResponseSchema,
    errors: [400, 404],
  },
  '/restaurants': {
    summary: 'Restaurants, 15 a page (paging object under `restaurants`), searchable, by destination or city',
    query: restaurantsPageQuerySchema,
    response: restaurantsPageResponseSchema,
    errors: [400],
  },
  '/allrestaurants': {
    summary: 'Every restaurant under `restaurants.data`, optionally by destination, city or search',
    query: allRestaurantsQuerySchema,
    response: restaurantsListResponseSchema,
    errors: [400],
  },
  '/restaurantsspecial': { summary: 'Restaurants with a special offer', response: restaurantsListResponseSchema },
  '/restaurantsbystate/{state}': {
    summary: 'Restaurants of a governorate, by id or slug',
    params: stateParamsSchema,
    response: restaurantsListResponseSchema,
    errors: [400, 404],
  },
  '/restaurants/{id}': {
    summary: 'One restaurant with its city, destination and governorate',
    params: restaurantIdParamsSchema,
    response: restaurantDetailResponseSchema,
    errors: [400, 404],
  },
  '/states': { summary: 'The 24 governorates', response: statesResponseSchema },
  '/alldestinations': { summary: 'Destinations', response: destinationsResponseSchema },
  '/city': { summary: 'Cities', response: citiesResponseSchema },
  ...CATALOGUE_OPERATIONS,
  [BLOG_OPERATION.path]: BLOG_OPERATION,
};

export function openApiDocument(prefix: string) {
  const error = jsonSchema(apiErrorSchema, 'output');
  const paths: Record<string, unknown> = {};
  for (const [path, op] of Object.entries(API_OPERATIONS)) {
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK (with an ETag; send If-None-Match to get 304)',
        content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
      },
    };
    for (const status of op.errors ?? []) {
      responses[status] = { description: ERROR_TEXT[status], content: { 'application/json': { schema: error } } };
    }
    paths[`${prefix}${path}`] = {
      get: {
        summary: op.summary,
        parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
        responses,
      },
    };
  }
  for (const op of ACCOUNT_OPERATIONS) {
    const responses: Record<string, unknown> = {
      [op.status]: op.response
        ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } }
        : { description: 'Done' },
    };
    for (const status of op.errors) {
      const schema = status === 400 ? jsonSchema(fieldErrorsSchema, 'output') : error;
      const description =
        status === 400
          ? 'Invalid fields (`code`: invalid_fields or invalid_reset_token; `fields` maps each field to its problem)'
          : ERROR_TEXT[status];
      responses[status] = { description, content: { 'application/json': { schema } } };
    }
    const operation = {
      summary: op.summary,
      ...(op.auth === 'none' ? {} : { security: op.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      responses,
    };
    const key = `${prefix}${op.path}`;
    paths[key] = { ...(paths[key] as object | undefined), [op.method]: operation };
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
