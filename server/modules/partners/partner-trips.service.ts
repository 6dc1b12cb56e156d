import type { Kysely, Selectable } from 'kysely';
import { PLACE_UNIT } from '../../../domain/booking/circuits.ts';
import type { OwnTrip } from '../../../domain/contract/partners.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { LOCALES, type Locale } from '../../../domain/locales.ts';
import {
  bookedDeparturesProblem,
  publishProblems,
  TRIP_REQUIRED_LANGUAGES,
  type TripDraft,
  type TripText,
  tripProblems,
} from '../../../domain/partner-trips.ts';
import { slugify } from '../../../domain/partners.ts';
import { normalizeSearch } from '../../../domain/text.ts';
import type { Database, VoyagesTable } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import { paragraphs } from '../../lib/plain-text-html.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';
import type { PartnerPhotos } from './partner-photos.ts';
import { PartnerTripsRepository } from './partner-trips.repository.ts';

/** A trip's photo: the gallery's size, the page's banner and the cards' vignette. */
export const TRIP_PHOTO_SIZES = [
  { width: 1200, height: 800 },
  { width: 1600, height: 600 },
  { width: 318, height: 160 },
] as const;
const sized = (photo: string, size: { width: number; height: number }) =>
  photo.replace(/\.webp$/, `-${size.width}x${size.height}.webp`);

const fieldsError = (problems: Record<string, string>) =>
  new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', { fields: problems });

/**
 * The trips an approved guide (or partner agency) writes in their space (spec §3, §5): kept as a draft until
 * published, and published only with images, price tiers and day programmes. What the partner wrote
 * is kept whole (`draft`); the public columns are made from it, each language the guide did not
 * write reading the French, else the English.
 */
export class PartnerTripsService {
  private readonly repository: PartnerTripsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { now: () => Date; photos: PartnerPhotos; afterPublish?: () => void },
  ) {
    this.repository = new PartnerTripsRepository(db);
  }

  async photo(upload: Buffer | undefined) {
    return { photo: await this.options.photos.store(upload, TRIP_PHOTO_SIZES) };
  }

  async trips(auth: Authed) {
    const partner = await this.partnerOf(auth);
    const rows = await this.repository.tripsOf(partner.application_id);
    return { trips: rows.map((row) => ownTrip(row, partner)) };
  }

  async create(auth: Authed, draft: TripDraft) {
    const partner = await this.partnerOf(auth);
    await this.check(draft, 'draft');
    const city = await this.city(draft.departureCity);
    const row = await this.repository.insertTrip({
      ...(await this.publicColumns(draft, city)),
      slug: `${slugify(textIn(draft.name, 'fr'))}-${Date.now().toString(36)}`,
      guide_id: partner.kind === 'guide' ? partner.id : null,
      agency_id: partner.kind === 'agency' ? partner.id : null,
      application_id: partner.application_id,
      status: 'draft',
    });
    return { trip: ownTrip(row, partner) };
  }

  /**
   * Saves the trip; a published one stays publishable. What booked parties bought is kept on their
   * orders; a departure with places taken keeps at least them and is not dropped here (400:
   * `booked_departure`, `below_booked`) but cancelled, refunding its parties.
   */
  async update(auth: Authed, id: number, draft: TripDraft) {
    const { row, partner } = await this.own(auth, id);
    await this.check(draft, row.status);
    const booked = bookedDeparturesProblem(draft.departures, await this.placesTaken(row.slug));
    if (booked) throw fieldsError({ departures: booked });
    const city = await this.city(draft.departureCity);
    const saved = await this.repository.updateTrip(row.id, await this.publicColumns(draft, city));
    if (row.status === 'published') this.options.afterPublish?.();
    return { trip: ownTrip(saved, partner) };
  }

  /** Spec §5: no publishing without images, price tiers and day programmes (400 naming what lacks). */
  async publish(auth: Authed, id: number) {
    const { row, partner } = await this.own(auth, id);
    await this.check(JSON.parse(row.draft!) as TripDraft, 'published');
    const saved = await this.repository.updateTrip(row.id, { status: 'published' });
    this.options.afterPublish?.();
    return { trip: ownTrip(saved, partner) };
  }

  private partnerOf(auth: Authed) {
    return approvedPartnerOf(this.db, auth);
  }

  /** One of the partner's own trips; another's is as missing as one that does not exist. */
  private async own(auth: Authed, id: number) {
    const partner = await this.partnerOf(auth);
    const row = await this.repository.ownTrip(partner.application_id, id);
    if (!row?.draft) throw new HttpError(404, 'voyage_not_found', 'No trip of yours with this id.');
    return { row, partner };
  }

  /** Places held or booked on each departure of the trip. */
  private placesTaken(slug: string): Promise<Map<string, number>> {
    return new InventoryRepository(this.db).takenByDay({ kind: 'voyage', slug, key: PLACE_UNIT });
  }

  private async check(draft: TripDraft, status: 'draft' | 'published') {
    const cities = new Set((await this.repository.citySlugs()).map((c) => c.slug));
    const today = tunisiaDateTime(this.options.now()).slice(0, 10);
    const problems = {
      ...(status === 'published' ? publishProblems(draft) : {}),
      ...tripProblems(draft, today, { isCity: (slug) => cities.has(slug) }),
    };
    if (Object.keys(problems).length > 0) throw fieldsError(problems);
  }

  private async city(slug: string) {
    return this.repository.city(slug);
  }

  private async publicColumns(draft: TripDraft, city: { id: number; name: string }) {
    const name = everyLanguage(draft.name);
    const description = everyLanguage(draft.description);
    const cityNames = JSON.parse(city.name) as Record<string, string>;
    const [first] = draft.images;
    return {
      departure_city_id: city.id,
      name: JSON.stringify(name),
      description: JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, paragraphs(description[l])]))),
      search_text: ` ${[...Object.values(name), ...Object.values(cityNames)].map(normalizeSearch).join(' | ')} `,
      cover: first ? sized(first, TRIP_PHOTO_SIZES[1]) : '',
      images: JSON.stringify(draft.images),
      vignette: first ? sized(first, TRIP_PHOTO_SIZES[2]) : '',
      seats: Math.max(1, ...draft.departures.map((d) => d.capacity)),
      days: JSON.stringify(
        draft.days.map((d) => ({ title: everyLanguage(d.title), programme: everyLanguage(d.programme) })),
      ),
      price_tiers: JSON.stringify(
        [...draft.tiers]
          .sort((a, b) => a.people - b.people)
          .map((t) => ({ people: t.people, price_millimes: t.priceMillimes })),
      ),
      seo: JSON.stringify({
        title: name,
        description: Object.fromEntries(LOCALES.map((l) => [l, description[l].slice(0, 160)])),
        keywords: Object.fromEntries(LOCALES.map((l) => [l, [name[l], cityNames[l] ?? cityNames.fr].join(', ')])),
      }),
      meeting_point: draft.meetingPoint ? JSON.stringify(draft.meetingPoint) : null,
      departures: JSON.stringify([...draft.departures].sort((a, b) => a.date.localeCompare(b.date))),
      draft: JSON.stringify(draft),
    };
  }
}

/** An approved partner as their trips' space knows them: their public guide or agency. */
export interface TripPartner {
  kind: 'guide' | 'agency';
  id: number;
  slug: string;
  application_id: number;
}

/**
 * The signed-in traveller's public guide, else their partner agency, once approved (403
 * `not_a_partner` otherwise): who writes trips and answers their bookings.
 */
export async function approvedPartnerOf(db: Kysely<Database>, auth: Authed): Promise<TripPartner> {
  const trips = new PartnerTripsRepository(db);
  for (const kind of ['guide', 'agency'] as const) {
    const found = await trips.approvedPartner(auth.user.id, kind);
    if (found) return { kind, ...found };
  }
  throw new HttpError(403, 'not_a_partner', 'Only an approved guide or partner agency manages trips.');
}

/** The text in `locale`, else in French, else in English (the languages a guide must write one of). */
function textIn(text: TripText, locale: Locale): string {
  return text[locale]?.trim() || TRIP_REQUIRED_LANGUAGES.map((l) => text[l]?.trim()).find(Boolean) || '';
}

const everyLanguage = (text: TripText) =>
  Object.fromEntries(LOCALES.map((l) => [l, textIn(text, l)])) as Record<Locale, string>;

function ownTrip(row: Selectable<VoyagesTable>, partner: TripPartner): OwnTrip {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    draft: JSON.parse(row.draft ?? '{}') as TripDraft,
    leader: partner.kind === 'guide' ? { kind: 'guide', id: partner.id } : { kind: 'agency', slug: partner.slug },
  };
}
