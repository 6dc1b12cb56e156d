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
