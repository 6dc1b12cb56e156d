import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { fieldErrorsSchema } from '../../../domain/contract/accounts.ts';
import { apiErrorSchema } from '../../../domain/contract/common.ts';
import { isPublicRead, type Operation } from '../../lib/operations.ts';

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
  400: 'Invalid parameter (`code`: invalid_query, invalid_params, search_too_long, invalid_dates, same_airports, invalid_stay with `fields`, invalid_choice, invalid_seats, invalid_table, invalid_party or idempotency_key_required)',
  404: 'Not found (`code` names what)',
  401: 'No valid bearer token (`code`: unauthorized, or invalid_credentials when signing in)',
  409: 'A conflict (`code`: user_exists, the e-mail already has an account; price_changed, with the new totals; rooms_unavailable, naming the line and room; not_bookable; order_not_payable, the hold ended or the order is settled; not_cancellable; already_answered; seats_unavailable, table_unavailable or vehicle_unavailable; offer_passed; already_partner; already_decided)',
  429: 'Too many attempts (`code`: too_many_requests; `Retry-After` says how many seconds to wait)',
  403: 'A signed link that is not ours (`code`: invalid_answer_link, invalid_decision_link) or has expired (answer_link_expired, decision_link_expired), or a partner call by someone who is not one (not_a_partner)',
  413: 'The file is larger than the call takes (`code`: payload_too_large)',
  415: 'The bytes are not an image the call takes (`code`: not_an_image)',
  502: 'The e-mail could not be sent (`code`: mail_failed), or the payment gateway did not answer (gateway_unavailable); nothing is lost',
};

/**
 * A route of the API that is not an operation table's (the gateway's ways back, this document):
 * described by hand, beside the code that registers it.
 */
export interface DocumentedRoute {
  method: 'get' | 'post';
  path: string;
  summary: string;
  responses: Record<number, string>;
}

/** How a route is told apart from another: `GET /hotels/{id}`. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

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

/**
 * The document of every call the API answers: each registered module's operations, in the
 * `modules` list's order, then the routes registered by hand.
 */
export function openApiDocument(prefix: string, operations: Operation<unknown>[], routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const key = `${prefix}${op.path}`;
    paths[key] = { ...paths[key], [op.method ?? 'get']: documented(op) };
  }
  for (const route of routes) {
    const key = `${prefix}${route.path}`;
    const responses = Object.fromEntries(
      Object.entries(route.responses).map(([code, description]) => [code, { description }]),
    );
    paths[key] = { ...paths[key], [route.method]: { summary: route.summary, responses } };
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

/** This document's own route. */
export const OPENAPI_ROUTES: DocumentedRoute[] = [
  { method: 'get', path: '/openapi.json', summary: 'This document (OpenAPI 3.1)', responses: { 200: 'OK' } },
];

/** `GET {prefix}/openapi.json`: built once at start-up. */
export async function openApiRoutes(
  app: FastifyInstance,
  options: { apiPrefix: string; operations: Operation<unknown>[]; routes: DocumentedRoute[] },
) {
  const body = JSON.stringify(
    openApiDocument(options.apiPrefix, options.operations, [...options.routes, ...OPENAPI_ROUTES]),
  );
  app.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}

/**
 * Fails the start when the API answers a route its document does not list (or lists one it does
 * not answer): the document is the contract, so the two cannot drift apart.
 */
export function checkDocumented(registered: string[], operations: Operation<unknown>[], routes: DocumentedRoute[]) {
  const documented = new Set([
    ...operations.map((op) => routeKey(op.method ?? 'get', op.path)),
    ...[...routes, ...OPENAPI_ROUTES].map((r) => routeKey(r.method, r.path)),
  ]);
  const answered = new Set(registered);
  const undocumented = [...answered].filter((key) => !documented.has(key));
  const unanswered = [...documented].filter((key) => !answered.has(key));
  if (undocumented.length > 0 || unanswered.length > 0)
    throw new Error(
      `The OpenAPI document and the API differ. Not documented: ${undocumented.join(', ') || 'none'}; not answered: ${unanswered.join(', ') || 'none'}`,
    );
}
