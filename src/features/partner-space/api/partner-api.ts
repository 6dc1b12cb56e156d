import { READ_TIMEOUT_MS, SEND_TIMEOUT_MS } from '../../../../domain/constants.ts';
import type { Application, DecisionView, OwnTrip, TripBooking } from '../../../../domain/contract/partners.ts';
import { ApiRequestError, call } from '../../../lib/api.ts';
import { storedToken } from '../../../lib/auth.ts';

/** A phone's photo, up to 12 MB, over a weak connection. */
const UPLOAD_TIMEOUT_MS = 180_000;

/** What the partner's calls answer, under the field each is read from. */
interface Answers {
  applications: Application[];
  application: Application;
  decision: DecisionView;
  trips: OwnTrip[];
  trip: OwnTrip;
  photo: string;
  bookings: TripBooking[];
  booking: TripBooking;
}

/**
 * The partner's space and the operator's page call the API here rather than through the answers'
 * schemas (src/lib/response-schemas.ts), which every page loads with its first call: for pages
 * few travellers open, an answer is checked to hold its field, of the declared kind; the server's
 * contract (domain/contract/partners.ts) describes it whole.
 */
export async function partnerCall<F extends keyof Answers>(
  field: F,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; file?: Blob; signedIn?: boolean; idempotencyKey?: string } = {},
): Promise<Answers[F]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const token = options.signedIn === false ? null : storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The server reads a photo's type from its bytes; the header only says it is one.
  if (options.file) headers['content-type'] = options.file.type.startsWith('image/') ? options.file.type : 'image/*';
  const answer = await call(path, {
    method,
    headers,
    body: options.file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    timeoutMs: options.file ? UPLOAD_TIMEOUT_MS : method === 'GET' ? READ_TIMEOUT_MS : SEND_TIMEOUT_MS,
  });
  const value = (answer as Record<string, unknown> | null)?.[field];
  const expected = field === 'photo' ? 'string' : 'object';
  if (typeof value !== expected || value === null)
    throw new ApiRequestError(0, 'server_error', 'The answer is not what was asked for.');
  return value as Answers[F];
}
