import type { ErrorCode } from '../../domain/contract/common.ts';

/** An error the client may see: its status, a stable code to translate, and a fallback message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** More for the client beside `message` and `code` (a form's `fields`). */
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
