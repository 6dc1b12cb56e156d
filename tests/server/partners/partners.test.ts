import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationResponseSchema, decisionViewSchema } from '../../../domain/contract/partners.ts';
import { importCatalogue } from '../../../server/db/seed/import.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture } from '../orders/booking-fixture.ts';

/** A phone's JPEG: a maker, a camera serial and the place it was taken (GPS), in its EXIF. */
const phoneJpeg = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b5573a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial-4471' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '10/1 11/1 0/1' },
    })
    .toBuffer();

/** The EXIF tag that points to a GPS block, as its bytes appear in either byte order. */
const holdsGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe.each(databases)('partners on %s (issue 27)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `partners-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const upload = (token: string, bytes: Buffer, type = 'image/jpeg') =>
    ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/partners/photos',
      headers: { ...auth(token), 'content-type': type },
      payload: bytes,
    });
  const apply = (token: string, body: Record<string, unknown>, lang = 'fr') =>
    ctx.app.inject({
      method: 'POST',
      url: `/utilisateur/partners/applications?lang=${lang}`,
      headers: auth(token),
      payload: body,
    });
  const guideBody = (photo: string) => ({
    kind: 'guide',
    licence: 'GT-2291/TN',
    yearsExperience: 9,
    languages: ['fr', 'ar', 'it'],
    regions: ['tozeur', 'kebili'],
    city: 'tozeur',
    presentation: { fr: 'Guide saharien depuis neuf ans.\n\nOasis de montagne <b>& dunes</b>.' },
    photo,
    phone: '+216 98 765 432',
  });
  /** The operator's e-mail about `application`, and its approve and reject links' queries. */
  const operatorLinks = async (application: number) => {
    const mails = await fx.mails();
    const mail = mails.find((m) => m.key.startsWith(`partner:${application}:`) && m.key.endsWith(':operator'));
    expect(mail?.to_address).toBe(ctx.config.operatorEmail);
    const query = (action: string) =>
      new URL(new RegExp(`https?://\\S+action=${action}\\S*`).exec(mail!.text)![0]).searchParams;
    return { mail: mail!, approve: query('approve'), reject: query('reject') };
  };
  const decide = (query: URLSearchParams, extra: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/partners/decisions',
      payload: { ...Object.fromEntries(query), ...extra },
    });

  it('a photo is checked from its bytes and re-encoded to WebP at the pages’ sizes, without EXIF or GPS', async () => {
    const token = await fx.traveller();
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif && holdsGps(before.exif)).toBe(true);

    const res = await upload(token, original);
    expect(res.statusCode, res.body).toBe(201);
    const { photo } = res.json() as { photo: string };
    expect(photo).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
    for (const [url, width, height] of [
      [photo, 424, 512],
      [photo.replace('.webp', '-212x256.webp'), 212, 256],
    ] as const) {
      const served = await ctx.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const after = await sharp(served.rawPayload).metadata();
      expect(after).toMatchObject({ format: 'webp', width, height });
      expect(after.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('Serial-4471'))).toBe(false);
    }

    // Not a picture, whatever it claims to be; and only for a signed-in traveller.
    const text = await upload(token, Buffer.from('<?php system($_GET["c"]); ?>'), 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'not_an_image' });
    const svg = await upload(
      token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/utilisateur/partners/photos',
          headers: { 'content-type': 'image/jpeg' },
          payload: original,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a guide applies, is pending and not public, and the operator approves from the e-mailed link: public as a certified guide', async () => {
    const token = await fx.traveller();
    const { photo } = (await upload(token, await phoneJpeg())).json() as { photo: string };

    const refused = await apply(token, {
      ...guideBody(photo),
      licence: '',
      regions: ['atlantis'],
      presentation: {},
      photo: '/etc/passwd',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_fields',
      fields: { licence: 'required', regions: 'unknown_place', presentation: 'required', photo: 'invalid_photo' },
    });

    const res = await apply(token, guideBody(photo));
    expect(res.statusCode, res.body).toBe(201);
    const { application } = applicationResponseSchema.parse(res.json());
    expect(application).toMatchObject({ kind: 'guide', status: 'pending', public_id: null });
    expect((await apply(token, guideBody(photo))).json()).toMatchObject({ code: 'already_partner' });

    const mails = await fx.mails();
    const received = mails.find((m) => m.key === `partner:${application.id}:${application.created_at}:received`);
    expect(received?.subject).toBe('Rihla : votre candidature est reçue');
    const { mail, approve, reject } = await operatorLinks(application.id);
    expect(mail.text).toContain('GT-2291/TN');

    const listed = async () =>
      ((await ctx.app.inject('/utilisateur/guide')).json() as { guides: { licence: string }[] }).guides;
    expect((await listed()).some((g) => g.licence === 'GT-2291/TN')).toBe(false);

    // A link altered, or one for another application, decides nothing.
    const forged = new URLSearchParams(approve);
    forged.set('application', String(application.id + 1));
    expect((await decide(forged)).statusCode).toBe(403);
    const page = await ctx.app.inject(`/utilisateur/partners/decisions?${approve}`);
    expect(decisionViewSchema.parse(page.json()).decision).toMatchObject({
      status: 'pending',
      action: 'approve',
      kind: 'guide',
    });

    const approved = await decide(approve);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ decision: { status: 'approved' } });
    expect((await decide(approve)).json()).toMatchObject({ code: 'already_decided' });
    expect((await decide(reject)).statusCode).toBe(409);

    const mine = (await ctx.app.inject({ url: '/utilisateur/partners/me', headers: auth(token) })).json() as {
      applications: { status: string; public_id: number }[];
    };
    expect(mine.applications[0]).toMatchObject({ status: 'approved' });
    const guide = (await listed()).find((g) => g.licence === 'GT-2291/TN') as Record<string, unknown> | undefined;
    expect(guide).toMatchObject({
      name: 'Amira Ben Salah',
      photo,
      languages: ['fr', 'ar', 'it'],
      years_experience: 9,
      // No trip published yet: no price to start from.
      trips_from: null,
    });
    // The only language written, for every reader, as text (never markup of the guide's).
    expect(guide?.bio_en).toBe(
      '<p>Guide saharien depuis neuf ans.</p><p>Oasis de montagne &lt;b&gt;&amp; dunes&lt;/b&gt;.</p>',
    );
    expect(guide?.specialties).toMatch(/Tozeur, K[ée]bili|K[ée]bili, Tozeur/);
    const detail = await ctx.app.inject(`/utilisateur/guide/${mine.applications[0]!.public_id}`);
    expect(detail.statusCode).toBe(200);

    const approvedMail = (await fx.mails()).find((m) => m.key.startsWith(`partner:${application.id}:approved:`));
    expect(approvedMail?.subject).toBe('Rihla : votre candidature est acceptée');
    expect(approvedMail?.text).toContain('http://rihla.test/fr/guide');

    // A catalogue import keeps the partner's guide, under the same id.
    await importCatalogue(ctx.db.kysely, demo);
    expect((await ctx.app.inject(`/utilisateur/guide/${mine.applications[0]!.public_id}`)).json()).toMatchObject({
      guide: { licence: 'GT-2291/TN' },
    });
  });

  it('an agency rejected with a reason is told why in its language, applies again, and once approved joins the directory', async () => {
    const token = await fx.traveller();
    const body = {
      kind: 'agency',
      name: 'Sahara Pistes Voyages',
      city: 'tozeur',
      locality: 'Route touristique',
      region: 'Jérid',
      landline: '+216 76 452 100',
      fax: '',
      website: 'https://sahara-pistes.example',
    };
    expect((await apply(token, { ...body, landline: 'call me', website: 'javascript:alert(1)' })).json()).toMatchObject(
      {
        fields: { landline: 'invalid_phone', website: 'invalid_website' },
      },
    );
    const first = applicationResponseSchema.parse((await apply(token, body, 'ar')).json()).application;
    const { reject } = await operatorLinks(first.id);
    const rejected = await decide(reject, { reason: 'رقم الهاتف لا يجيب' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = (await fx.mails()).find((m) => m.key.startsWith(`partner:${first.id}:rejected:`));
    expect(mail?.subject).toBe('رحلة: لم يتم قبول طلبك');
    expect(mail?.text).toContain('السبب: رقم الهاتف لا يجيب');

    const again = applicationResponseSchema.parse((await apply(token, body, 'ar')).json()).application;
    expect(again).toMatchObject({ id: first.id, status: 'pending', reason: null });
    const agencies = async () =>
      ((await ctx.app.inject('/utilisateur/allagencies')).json() as { name: string; status: string }[]).filter(
        (a) => a.name === 'Sahara Pistes Voyages',
      );
    expect(await agencies()).toEqual([]);
    expect((await decide((await operatorLinks(first.id)).approve)).statusCode).toBe(200);
    expect(await agencies()).toMatchObject([{ status: 'active' }]);
  });
});
