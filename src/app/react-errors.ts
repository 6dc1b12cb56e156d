/**
 * React's recoverable errors — a hydration mismatch above all: the server's page and the browser's
 * first render disagreed and React threw the server's markup away for that part. The traveller sees
 * nothing but a flash and a slower page, so they are reported where a test fails on them
 * (tests/e2e/app-test.ts reads the console for this prefix).
 */
export const REACT_ERROR_PREFIX = '[rihla] React recoverable error:';

export function reportReactError(error: unknown, info?: { componentStack?: string }) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${REACT_ERROR_PREFIX} ${message}${cause}${info?.componentStack ?? ''}`);
}
