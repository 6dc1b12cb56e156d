import type * as z from 'zod/mini';

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
  ) {
    super(message);
  }
}

/**
 * A call that changes something (POST, PUT), with the bearer token when there is one. Never
 * queued or retried: a booking or a payment must not happen twice.
 */
export async function apiSend<S extends SchemaName>(
  method: 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string | null; schema?: S },
): Promise<Parsed<S> | undefined> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    if (options.schema) loadSchemasAlongside();
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiRequestError(0, 'network_error', 'Failed to fetch data');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    } | null;
    throw new ApiRequestError(
      response.status,
      body?.code ?? 'server_error',
      body?.message ?? 'Failed to fetch data',
      body?.fields ?? {},
      Number(response.headers.get('retry-after') ?? 0),
    );
  }
  if (response.status === 204 || !options.schema) return undefined;
  return parse(options.schema, await response.json());
}

/** A GET with the bearer token (the user's own data: never in a shared cache, see sw/sw.ts). */
export async function apiGetAuthed<S extends SchemaName>(path: string, schema: S, token: string): Promise<Parsed<S>> {
  let response: Response;
  try {
    loadSchemasAlongside();
    response = await fetch(path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiRequestError(0, 'network_error', 'Failed to fetch data');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiRequestError(response.status, body?.code ?? 'server_error', body?.message ?? 'Failed to fetch data');
  }
  return parse(schema, await response.json());
}

export async function apiGet<S extends SchemaName>(path: string, schema: S, signal?: AbortSignal): Promise<Parsed<S>> {
  let response: Response;
  try {
    loadSchemasAlongside();
    response = await fetch(path, { headers: { accept: 'application/json' }, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network_error', 'Failed to fetch data');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiRequestError(response.status, body?.code ?? 'server_error', body?.message ?? 'Failed to fetch data');
  }
  return parse(schema, await response.json());
}
