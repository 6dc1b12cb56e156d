import type { ErrorCode } from '../../domain/contract/common.ts';

/** An error the client may see: its status, a stable code to translate, and a fallback message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
