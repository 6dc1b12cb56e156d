import {
  ownTripResponseSchema,
  ownTripsResponseSchema,
  photoResponseSchema,
  tripDraftSchema,
  tripIdParamsSchema,
} from '../../../domain/contract/partners.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/partners.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { PartnerTripsService } from './partner-trips.service.ts';

const op = operationsOf<PartnerTripsService>();
const HOUR = 3_600_000;

/** An approved guide's trips (spec §3 guide trip, §5): written, saved as drafts, published. */
export const PARTNER_TRIP_OPERATIONS: Operation<PartnerTripsService>[] = [
  op({
    path: '/partners/trips',
    summary: 'The signed-in guide’s trips, drafts included. 403 `not_a_partner`',
    auth: 'required',
    live: true,
    response: ownTripsResponseSchema,
    errors: [401, 403],
    handle: (s, { auth }) => s.trips(auth!),
  }),
  op({
    method: 'post',
    path: '/partners/trips/photos',
    summary:
      'A trip’s photo (bytes, `image/*`, up to 12 MB): re-encoded to WebP at the gallery’s, banner’s and cards’ sizes, metadata removed. 415 `not_an_image`',
    auth: 'required',
    upload: { maxBytes: PHOTO_MAX_BYTES },
    response: photoResponseSchema,
    status: 201,
    errors: [401, 413, 415, 429],
    limits: [{ per: 'account', max: 120, windowMs: HOUR }],
    handle: (s, { upload }) => s.photo(upload),
  }),
  op({
    method: 'post',
    path: '/partners/trips',
    summary: 'A new trip, saved as a draft. 400 `invalid_fields`, 403 `not_a_partner`',
    auth: 'required',
    body: tripDraftSchema,
    response: ownTripResponseSchema,
    status: 201,
    errors: [400, 401, 403, 429],
    limits: [{ per: 'account', max: 60, windowMs: HOUR }],
    handle: (s, { auth, body }) => s.create(auth!, body),
  }),
  op({
    method: 'put',
    path: '/partners/trips/{id}',
    summary:
      'Saves one of the guide’s trips (a published one must stay publishable). Booked parties keep what they bought',
    auth: 'required',
    params: tripIdParamsSchema,
    body: tripDraftSchema,
    response: ownTripResponseSchema,
    errors: [400, 401, 403, 404, 429],
    limits: [{ per: 'account', max: 240, windowMs: HOUR }],
    handle: (s, { auth, params, body }) => s.update(auth!, params.id, body),
  }),
  op({
    method: 'post',
    path: '/partners/trips/{id}/publish',
    summary:
      'Publishes a trip: spec §5, images, price tiers and day programmes (and a departure) are required. 400 names what lacks',
    auth: 'required',
    params: tripIdParamsSchema,
    response: ownTripResponseSchema,
    errors: [400, 401, 403, 404, 429],
    limits: [{ per: 'account', max: 60, windowMs: HOUR }],
    handle: (s, { auth, params }) => s.publish(auth!, params.id),
  }),
];
