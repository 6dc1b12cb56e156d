import type * as z from 'zod/mini';
import { HttpError } from './http-error.ts';

/** Parses request input with a domain schema; any problem is a 400 with a translatable code. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown, kind: 'query' | 'params'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? kind);
  if (field === 'search' && issue?.code === 'too_big') {
    throw new HttpError(400, 'search_too_long', 'The search text is too long.');
  }
  throw new HttpError(
    400,
    kind === 'query' ? 'invalid_query' : 'invalid_params',
    `Invalid ${kind} parameter "${field}".`,
  );
}

/** A body's first problem of shape (missing, wrong type, too long) named by field. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.code === 'too_big' ? 'too_long' : 'required';
  }
  throw new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', { fields });
}
