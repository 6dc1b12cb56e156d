import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownTripResponseSchema } from '../../../domain/contract/partners.ts';
import { addDays } from '../../../domain/rental.ts';
import { importCatalogue } from '../../../server/db/seed/import.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture } from '../orders/booking-fixture.ts';
import { partnerFixture, photoBytes } from './partner-fixture.ts';

describe.each(databases)('partners’ trips on %s (issue 27)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `trips-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const { auth, call, today, approvedGuide, draft } = partnerFixture(() => ctx, fx);

  it('only an approved guide manages trips', async () => {
    const traveller = await fx.traveller();
    expect((await call(traveller, 'GET', '/partners/trips')).json()).toMatchObject({ code: 'not_a_partner' });
    expect((await call(traveller, 'POST', '/partners/trips', draft())).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/utilisateur/partners/trips' })).statusCode).toBe(401);
  });

  it('a trip is a draft, not public, until it has images, tiers, day programmes and a departure (spec §5); then it is', async () => {
    const token = await approvedGuide();
    const created = await call(token, 'POST', '/partners/trips', draft());
    expect(created.statusCode, created.body).toBe(201);
    const { trip } = ownTripResponseSchema.parse(created.json());
    expect(trip.status).toBe('draft');
    const publicTrips = async () =>
      ((await ctx.app.inject('/utilisateur/voyages')).json() as { voyages: Record<string, unknown>[] }).voyages.filter(
        (v) => v.id === trip.id,
      );
    expect(await publicTrips()).toEqual([]);
    expect((await ctx.app.inject(`/utilisateur/voyages/${trip.id}`)).statusCode).toBe(404);

    const refused = await call(token, 'POST', `/partners/trips/${trip.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { images: 'required', tiers: 'required', days: 'required', departures: 'required' },
    });

    // Bad rows are named: a past departure, two tiers for the same party, a name in Arabic only.
    const bad = await call(token, 'PUT', `/partners/trips/${trip.id}`, {
      ...draft({ name: { ar: 'ليلة في العرق' } }),
      tiers: [
        { people: 2, priceMillimes: 300_000 },
        { people: 2, priceMillimes: 250_000 },
      ],
      departures: [{ date: today(), capacity: 8 }],
    });
    expect(bad.json()).toMatchObject({
      fields: { name: 'required_fr_or_en', tiers: 'duplicate_tier', departures: 'past_date' },
    });

    const photos: string[] = [];
    for (const colour of ['#c2813b', '#3b6fc2']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/utilisateur/partners/trips/photos',
        headers: { ...auth(token), 'content-type': 'image/jpeg' },
        payload: await photoBytes(colour),
      });
      expect(res.statusCode, res.body).toBe(201);
      photos.push((res.json() as { photo: string }).photo);
    }
    const banner = await ctx.app.inject(photos[0]!.replace('.webp', '-1600x600.webp'));
    expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });

    const full = draft({
      images: photos,
      tiers: [
        { people: 1, priceMillimes: 320_000 },
        { people: 4, priceMillimes: 250_000 },
      ],
      days: [
        {
          title: { fr: 'Douz → Grand Erg' },
          programme: { fr: 'Départ à dos de dromadaire.\nDîner et nuit au bivouac.' },
        },
        { title: { fr: 'Retour' }, programme: { fr: 'Lever de soleil, <retour> à Douz.' } },
      ],
      meetingPoint: { lat: 33.4569, lng: 9.0219 },
      departures: [{ date: addDays(today(), 10), capacity: 8 }],
    });
    expect((await call(token, 'PUT', `/partners/trips/${trip.id}`, full)).statusCode).toBe(200);
    const published = await call(token, 'POST', `/partners/trips/${trip.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ trip: { status: 'published' } });

    const [shown] = await publicTrips();
    expect(shown).toMatchObject({
      name: 'Nuit au Grand Erg',
      name_en: 'A night in the Great Erg',
      name_ar: 'Nuit au Grand Erg', // not written in Arabic: the French
      images: photos,
      cover: photos[0]!.replace('.webp', '-1600x600.webp'),
      prices: [
        { number: 1, price: 320 },
        { number: 4, price: 250 },
      ],
    });
    expect((shown!.days as { programme: string }[])[1]!.programme).toBe('Lever de soleil, <retour> à Douz.');
    // The guide's card and page now say their trips start at the lowest tier a person, 250 DT.
    const guideId = shown!.guide_id as number;
    const { guides } = (await ctx.app.inject('/utilisateur/guide')).json() as {
      guides: { id: number; trips_from: number | null }[];
    };
    expect(guides.find((g) => g.id === guideId)?.trips_from).toBe(250);
    expect((await ctx.app.inject(`/utilisateur/guide/${guideId}`)).json()).toMatchObject({
      guide: { trips_from: 250 },
    });

    // Another guide cannot touch it.
    const other = await approvedGuide();
    expect((await call(other, 'PUT', `/partners/trips/${trip.id}`, full)).statusCode).toBe(404);

    // A catalogue import keeps the partner's guide and trip.
    await importCatalogue(ctx.db.kysely, demo);
    expect((await ctx.app.inject(`/utilisateur/voyages/${trip.id}`)).json()).toMatchObject({
      voyage: { name: 'Nuit au Grand Erg' },
    });
  });
});
