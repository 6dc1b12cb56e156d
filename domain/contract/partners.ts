import * as z from 'zod/mini';
import { LINE_STATES } from '../booking/states.ts';
import { LOCALES } from '../locales.ts';
import { TRIP_LIMITS } from '../partner-trips.ts';
import { APPLICATION_STATES, GUIDE_LANGUAGES, PARTNER_KINDS, PARTNER_LIMITS } from '../partners.ts';

// Shapes and length bounds only: the rules (domain/partners.ts) run on both sides, field by field.
const text = (max: number) => z.string().check(z.maxLength(max));
const slug = text(128);

export const guideApplicationSchema = z.object({
  kind: z.literal('guide'),
  licence: text(PARTNER_LIMITS.licence + 10),
  yearsExperience: z.int(),
  languages: z.array(text(4)).check(z.maxLength(GUIDE_LANGUAGES.length)),
  regions: z.array(slug).check(z.maxLength(PARTNER_LIMITS.regions + 1)),
  city: slug,
  presentation: z.partialRecord(z.enum(LOCALES), text(PARTNER_LIMITS.presentation + 200)),
  photo: text(200),
  phone: text(PARTNER_LIMITS.phone),
});
export type GuideApplicationBody = z.infer<typeof guideApplicationSchema>;

export const agencyApplicationSchema = z.object({
  kind: z.literal('agency'),
  name: text(PARTNER_LIMITS.agencyName + 10),
  city: slug,
  locality: text(PARTNER_LIMITS.locality + 10),
  region: text(PARTNER_LIMITS.region + 10),
  landline: text(PARTNER_LIMITS.phone),
  fax: text(PARTNER_LIMITS.phone),
  website: text(PARTNER_LIMITS.website),
});
export type AgencyApplicationBody = z.infer<typeof agencyApplicationSchema>;

export const applicationBodySchema = z.discriminatedUnion('kind', [guideApplicationSchema, agencyApplicationSchema]);
export type ApplicationBody = z.infer<typeof applicationBodySchema>;

/** One application as its author sees it, with where it is public once approved. */
export const applicationSchema = z.object({
  id: z.int(),
  kind: z.enum(PARTNER_KINDS),
  status: z.enum(APPLICATION_STATES),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  /** Why the operator rejected it, when they said. */
  reason: z.nullable(z.string()),
  /** What was sent (the form shows it again to apply anew). */
  details: z.union([guideApplicationSchema, agencyApplicationSchema]),
  /** The public guide or agency once approved: `allguides/{id}` or `agences/{slug}`. */
  public_id: z.nullable(z.int()),
  public_slug: z.nullable(z.string()),
});
export type Application = z.infer<typeof applicationSchema>;

export const myPartnershipResponseSchema = z.object({ applications: z.array(applicationSchema) });
export const applicationResponseSchema = z.object({ application: applicationSchema });

/** The operator's signed decision link (e-mailed), as for providers' answers. */
export const decisionLinkSchema = z.object({
  application: z.coerce.number().check(z.int(), z.positive()),
  action: z.enum(['approve', 'reject']),
  expires: z.coerce.number().check(z.int(), z.positive()),
  sig: text(100),
  reason: z.optional(text(PARTNER_LIMITS.reason)),
});
export type DecisionLink = z.infer<typeof decisionLinkSchema>;

/** What the operator's page shows about an application before and after deciding. */
export const decisionViewSchema = z.object({
  decision: z.object({
    application: z.int(),
    kind: z.enum(PARTNER_KINDS),
    status: z.enum(APPLICATION_STATES),
    action: z.enum(['approve', 'reject']),
    applicant: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    details: z.union([guideApplicationSchema, agencyApplicationSchema]),
    created_at: z.string(),
  }),
});

export type DecisionView = z.infer<typeof decisionViewSchema>['decision'];

export const photoResponseSchema = z.object({ photo: z.string() });

// ------------------------------------------------------------------------------------ partners' trips
const tripText = z.partialRecord(z.enum(LOCALES), text(TRIP_LIMITS.description + 500));
/** A trip as its partner writes it (domain/partner-trips.ts TripDraft); the rules check the rest. */
export const tripDraftSchema = z.object({
  name: tripText,
  description: tripText,
  departureCity: slug,
  images: z.array(text(200)).check(z.maxLength(TRIP_LIMITS.images + 1)),
  tiers: z.array(z.object({ people: z.int(), priceMillimes: z.int() })).check(z.maxLength(TRIP_LIMITS.tiers + 1)),
  days: z.array(z.object({ title: tripText, programme: tripText })).check(z.maxLength(TRIP_LIMITS.days + 1)),
  meetingPoint: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  departures: z.array(z.object({ date: text(10), capacity: z.int() })).check(z.maxLength(TRIP_LIMITS.departures + 1)),
});

/** One of the partner's own trips. */
export const ownTripSchema = z.object({
  id: z.int(),
  slug: z.string(),
  status: z.enum(['draft', 'published']),
  draft: tripDraftSchema,
  /**
   * Who leads it, as the trip's public page is found once published: `allguides/{id}/voyages/{trip}`
   * for a guide's, `agences/{slug}/voyages/{trip}` for a partner agency's.
   */
  leader: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('guide'), id: z.int() }),
    z.object({ kind: z.literal('agency'), slug: z.string() }),
  ]),
});
export type OwnTrip = z.infer<typeof ownTripSchema>;
export const ownTripsResponseSchema = z.object({ trips: z.array(ownTripSchema) });
export const ownTripResponseSchema = z.object({ trip: ownTripSchema });
export const tripIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

// ------------------------------------------------------------------------- reservations of my trips
/** A party booked on one of the partner's trips, as the guide answers it. */
export const tripBookingSchema = z.object({
  line_id: z.int(),
  reference: z.string(),
  trip: z.object({ id: z.nullable(z.int()), name: z.record(z.string(), z.string()) }),
  date: z.string(),
  end: z.string(),
  people: z.int(),
  total_millimes: z.int(),
  status: z.enum(LINE_STATES),
  /** Whether the traveller's payment is verified (every answered booking was paid first). */
  paid: z.boolean(),
  /** Until when the guide may answer (ISO instant); after it the booking is refused and refunded. */
  answer_by: z.nullable(z.string()),
  traveller: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  booked_at: z.string(),
});
export type TripBooking = z.infer<typeof tripBookingSchema>;
export const tripBookingsResponseSchema = z.object({ bookings: z.array(tripBookingSchema) });
export const tripBookingResponseSchema = z.object({ booking: tripBookingSchema });
export const tripBookingParamsSchema = z.object({ line: z.coerce.number().check(z.int(), z.positive()) });

/** `POST /partners/bookings/{line}/answer` (with an `Idempotency-Key`): accept, or reject with a reason. */
export const tripAnswerBodySchema = z.object({
  action: z.enum(['accept', 'reject']),
  reason: z._default(text(PARTNER_LIMITS.reason + 10), ''),
});
export type TripAnswerBody = z.infer<typeof tripAnswerBodySchema>;

/** `POST /partners/trips/{id}/departures/{date}/cancel`: one departure of the guide's trip. */
export const departureParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  date: z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/)),
});
export const departureCancelledResponseSchema = z.object({ cancelled: z.int() });
