import type { z } from 'zod';

/**
 * A gateway that could not be asked: unreachable, too slow, an error status, or an answer of an
 * unexpected shape. The payment service turns it into « unknown » (verify), 502 (create) or a
 * failed refund tried again: never into paid.
 */
export class GatewayCallError extends Error {
  override name = 'GatewayCallError';
}

/** Answers larger than this are not a payment's status: read no further. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface GatewayCall {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as an HTML form (ClicToPay's `*.do` calls): keeps passwords out of URLs and their logs. */
  form?: Record<string, string>;
  timeoutMs: number;
}

/**
 * Calls a gateway's API and reads its JSON answer against `schema`. Throws GatewayCallError for
 * everything that is not a usable answer, 4xx included (wrong keys, unknown payment): what the
 * gateway said is then in the message, for the operator.
 */
export async function callGateway<T extends z.ZodType>(call: GatewayCall, schema: T): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  }
  const where = `${call.method} ${new URL(call.url).pathname}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers,
      body,
      // A gateway that redirects its API is misconfigured: keys are not sent on to another host.
      redirect: 'error',
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    status = response.status;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES)
      throw new GatewayCallError(`${where}: answer too large`);
    text = await response.text();
  } catch (error) {
    if (error instanceof GatewayCallError) throw error;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new GatewayCallError(
      timedOut ? `${where}: no answer within ${call.timeoutMs} ms` : `${where}: unreachable (${String(error)})`,
    );
  }
  if (status >= 400) throw new GatewayCallError(`${where}: answered ${status} ${text.slice(0, 200)}`.trim());
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GatewayCallError(`${where}: answered ${status} with something else than JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
    throw new GatewayCallError(`${where}: an answer of an unexpected shape (${problems.join('; ')})`);
  }
  return parsed.data;
}

/** Integer millimes from what a gateway wrote (a number, or digits in a string). */
export function millimesOf(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new GatewayCallError(`not an amount in millimes: ${String(value)}`);
  return n;
}

/** A string field of a callback's body, if the body is an object that has it. */
export function bodyField(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}
