import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/** Whether any string in `value` (nested objects and arrays included) holds a NUL character. */
function holdsNul(value: unknown): boolean {
  // A loop, not recursion: a 1 MB body can nest deeper than the stack.
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      // (A photo's bytes are not text.)
      for (const [key, inner] of Object.entries(item)) stack.push(key, inner);
    }
  }
  return false;
}

/**
 * No text holds a NUL character: PostgreSQL refuses them ("invalid byte sequence for encoding
 * UTF8: 0x00"), SQLite would store a truncated lookalike. Refused as the client's mistake, on both
 * databases alike, before any handler runs.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw new HttpError(400, 'bad_request', 'The request holds a NUL character.');
  });
}
