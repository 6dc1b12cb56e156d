import type * as z from 'zod/mini';

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
export async function apiSend<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string | null; schema?: S },
): Promise<z.infer<S> | undefined> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
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
  return options.schema.parse(await response.json());
}

/** A GET with the bearer token (the user's own data: never in a shared cache, see sw/sw.ts). */
export async function apiGetAuthed<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  token: string,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiRequestError(0, 'network_error', 'Failed to fetch data');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiRequestError(response.status, body?.code ?? 'server_error', body?.message ?? 'Failed to fetch data');
  }
  return schema.parse(await response.json());
}

export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'network_error', 'Failed to fetch data');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiRequestError(response.status, body?.code ?? 'server_error', body?.message ?? 'Failed to fetch data');
  }
  return schema.parse(await response.json());
}
