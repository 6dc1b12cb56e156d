import sharp from 'sharp';
import { expect } from 'vitest';
import { ownTripResponseSchema } from '../../../domain/contract/partners.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { TripDraft } from '../../../domain/partner-trips.ts';
import type { startApp } from '../harness.ts';
import type { bookingFixture } from '../orders/booking-fixture.ts';

type Ctx = Awaited<ReturnType<typeof startApp>>;

/** A photo as a phone would send it. */
export const photoBytes = (colour: string) =>
  sharp({ create: { width: 1600, height: 1100, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Approved guides and their trips, for the partners' tests. */
export function partnerFixture(ctx: () => Ctx, fx: ReturnType<typeof bookingFixture>) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx().app.inject({ method, url: `/utilisateur${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const today = () => tunisiaDateTime(new Date()).slice(0, 10);

  async function photo(token: string, url: string, colour: string): Promise<string> {
    const res = await ctx().app.inject({
      method: 'POST',
      url,
      headers: { ...auth(token), 'content-type': 'image/jpeg' },
      payload: await photoBytes(colour),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { photo: string }).photo;
  }

  /** A traveller whose guide application the operator approved (by the e-mailed link). */
  async function approvedGuide(): Promise<string> {
    const token = await fx.traveller();
    return approved(token, {
      kind: 'guide',
      licence: `GT-${Math.floor(Math.random() * 9000) + 1000}`,
      yearsExperience: 4,
      languages: ['fr'],
      regions: ['kebili'],
      city: 'douz',
      presentation: { fr: 'Guide à Douz.' },
      photo: await photo(token, '/utilisateur/partners/photos', '#556677'),
      phone: '+216 97 000 000',
    });
  }

  /** A traveller whose partner agency the operator approved. */
  async function approvedAgency(name: string): Promise<string> {
    return approved(await fx.traveller(), {
      kind: 'agency',
      name,
      city: 'tozeur',
      locality: 'Route touristique',
      region: 'Jérid',
      landline: '+216 76 452 100',
      fax: '',
      website: 'https://agence.example',
    });
  }

  async function approved(token: string, application: object): Promise<string> {
    const applied = await call(token, 'POST', '/partners/applications', application);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as { application: { id: number } }).application.id;
    const mail = (await fx.mails()).find((m) => m.key.startsWith(`partner:${id}:`) && m.key.endsWith(':operator'))!;
    const link = new URL(/https?:\/\/\S+action=approve\S*/.exec(mail.text)![0]).searchParams;
    const decided = await ctx().app.inject({
      method: 'POST',
      url: '/utilisateur/partners/decisions',
      payload: Object.fromEntries(link),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return token;
  }

  const draft = (over: Partial<TripDraft> = {}): TripDraft => ({
    name: { fr: 'Nuit au Grand Erg', en: 'A night in the Great Erg' },
    description: { fr: 'Deux jours de dromadaire et une nuit sous les étoiles.' },
    departureCity: 'douz',
    images: [],
    tiers: [],
    days: [],
    meetingPoint: null,
    departures: [],
    ...over,
  });

  /** A published trip of the guide: two days, tiers from 1 and 4 people, the departures given. */
  async function publishedTrip(token: string, departures: TripDraft['departures']) {
    const full = draft({
      images: [await photo(token, '/utilisateur/partners/trips/photos', '#c2813b')],
      tiers: [
        { people: 1, priceMillimes: 320_000 },
        { people: 4, priceMillimes: 250_000 },
      ],
      days: [
        { title: { fr: 'Douz → Grand Erg' }, programme: { fr: 'Dromadaire, nuit au bivouac.' } },
        { title: { fr: 'Retour' }, programme: { fr: 'Lever de soleil, retour à Douz.' } },
      ],
      meetingPoint: { lat: 33.4569, lng: 9.0219 },
      departures,
    });
    const created = await call(token, 'POST', '/partners/trips', full);
    expect(created.statusCode, created.body).toBe(201);
    const { trip } = ownTripResponseSchema.parse(created.json());
    const published = await call(token, 'POST', `/partners/trips/${trip.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    return { trip, draft: full };
  }

  return { auth, call, today, photo, approvedGuide, approvedAgency, draft, publishedTrip };
}
