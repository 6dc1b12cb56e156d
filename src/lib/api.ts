import type * as z from 'zod/mini';
import { READ_TIMEOUT_MS, SEND_TIMEOUT_MS } from '../../domain/constants.ts';
import { observedFetch } from './connectivity.ts';

type ResponseSchemas = typeof import('./response-schemas.ts');
/** The name of an API answer's schema in response-schemas.ts. */
export type SchemaName = keyof ResponseSchemas;
/** What an answer with the schema `S` holds once parsed. */
export type Parsed<S extends SchemaName> = z.infer<ResponseSchemas[S]>;

let schemas: Promise<ResponseSchemas> | undefined;

/**
 * The answers' schemas, loaded by the first call that needs one, while its request is under way:
 * zod and the contract's schemas stay out of the first load (the page's first answers come
 * inlined). A failed load is tried again by the next call.
 */
function loadSchemas(): Promise<ResponseSchemas> {
  schemas ??= import('./response-schemas.ts').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

async function parse<S extends SchemaName>(schema: S, answer: unknown): Promise<Parsed<S>> {
  return ((await loadSchemas())[schema] as z.ZodMiniType<Parsed<S>>).parse(answer);
}

/** Starts loading the schemas beside a request; a failure shows when the answer is parsed. */
function loadSchemasAlongside(): void {
  loadSchemas().catch(() => {});
}

/** A failed API call: the HTTP status and the server's `{code, message}` (code is translated). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A refused form's problem for each field (domain/accounts.ts, domain/contact.ts). */
    readonly fields: Record<string, string> = {},
    /** Seconds to wait, after a 429. */
    readonly retryAfter = 0,
    /** The whole answer beside `code` and `message` (a 409's new totals, the line that failed). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * One call to the API, observed for connectivity (lib/connectivity.ts); a failure is an
 * ApiRequestError. The pages few travellers open (the partner's space, a provider's answer page)
 * call it themselves (features/partner-space/partner-api.ts, features/booking/provider-answer-page.tsx),
 * so that their answers' schemas stay out of response-schemas.ts, which every page loads.
 */
export async function call(path: string, init: RequestInit & { timeoutMs: number }): Promise<unknown> {
  let answer: Awaited<ReturnType<typeof observedFetch>>;
  try {
    answer = await observedFetch(path, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network_error', 'Failed to fetch data');
  }
  const { response, body } = answer;
  if (!response.ok) {
    const problem = body as { code?: string; message?: string; fields?: Record<string, string> } | undefined;
    throw new ApiRequestError(
      response.status,
      problem?.code ?? 'server_error',
      problem?.message ?? 'Failed to fetch data',
      problem?.fields ?? {},
      Number(response.headers.get('retry-after') ?? 0),
      (problem ?? {}) as Record<string, unknown>,
    );
  }
  return body;
}

/**
 * A call that changes something (POST, PUT), with the bearer token when there is one. Never
 * queued or retried: a booking or a payment must not happen twice.
 */
export async function apiSend<S extends SchemaName>(
  method: 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string | null; schema?: S; headers?: Record<string, string> },
): Promise<Parsed<S> | undefined> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.schema) loadSchemasAlongside();
  const body = await call(path, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    timeoutMs: SEND_TIMEOUT_MS,
  });
  if (body === undefined || !options.schema) return undefined;
  return parse(options.schema, body);
}

/** A GET with the bearer token (the user's own data: never in a shared cache, see sw/sw.ts). */
export async function apiGetAuthed<S extends SchemaName>(path: string, schema: S, token: string): Promise<Parsed<S>> {
  loadSchemasAlongside();
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  return parse(schema, await call(path, { headers, timeoutMs: READ_TIMEOUT_MS }));
}

export async function apiGet<S extends SchemaName>(path: string, schema: S, signal?: AbortSignal): Promise<Parsed<S>> {
  loadSchemasAlongside();
  const headers = { accept: 'application/json' };
  return parse(schema, await call(path, { headers, signal: signal ?? null, timeoutMs: READ_TIMEOUT_MS }));
}
