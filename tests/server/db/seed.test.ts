import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, readCatalogueFolder } from '../../../server/db/seed/read-folder.ts';
import { DEMO_FOLDER } from '../../../server/db/seed/seed.ts';
import { webmDurationSeconds } from '../../../server/lib/webm-duration.ts';
import { demo } from '../../demo-catalogue.ts';
import { startApp } from '../harness.ts';

const run = promisify(execFile);

/** The volumes the catalogue issue asks the demo to reach, so every screen and its paging is exercised. */
const MINIMUMS = {
  hotels: 60,
  restaurants: 40,
  maisons: 20,
  activities: 30,
  museums: 12,
  monuments: 20,
  festivals: 12,
  guides: 10,
  agencies: 30,
  videos: 24,
  articles: 12,
  offers: 20,
} as const;

describe('demo catalogue', () => {
  it('is valid: shapes, seven languages in their own scripts, unique slugs, references, coordinates on land', async () => {
    const result = await readCatalogueFolder(DEMO_FOLDER);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('has the volume of every family', () => {
    for (const [family, minimum] of Object.entries(MINIMUMS))
      expect(demo[family as keyof typeof MINIMUMS].length, family).toBeGreaterThanOrEqual(minimum);
    const events = demo.events.filter((e) => e.kind === 'event');
    expect(events.length).toBeGreaterThanOrEqual(30);
    expect(demo.events.some((e) => e.kind === 'weekend')).toBe(true);
    expect(demo.vehicles.filter((v) => v.kind === 'car').length).toBeGreaterThanOrEqual(20);
    expect(demo.vehicles.filter((v) => v.kind === 'bus').length).toBeGreaterThanOrEqual(6);
    expect(new Set(demo.videos.map((v) => v.type)).size).toBe(6);
    expect(new Set(demo.banners.map((b) => b.group))).toEqual(new Set([1, 2, 3]));
    expect(demo.states).toHaveLength(24);
    for (const iata of ['TUN', 'MIR', 'DJE', 'SFA', 'TOE', 'TBJ', 'NBE'])
      expect(demo.airports.map((a) => a.iata)).toContain(iata);
    const craft = demo.categories.filter((c) => c.family === 'craft').map((c) => c.slug);
    expect(craft.sort()).toEqual(['basketry', 'carpet', 'chechia', 'cuivre', 'jewelry', 'leather', 'pottery']);
    const wellness = demo.categories.filter((c) => c.family === 'wellness').map((c) => c.slug);
    expect(wellness.sort()).toEqual(['aesthetic', 'fitness', 'health', 'relaxation', 'salons']);
    // Some category pages need a second page of 16 cards.
    expect(Math.max(...demo.categories.map((c) => c.authorities.length))).toBeGreaterThan(16);
  });
});

describe('seeded media', () => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp('sqlite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('every picture and video the database references is served, with long-lived caching', async () => {
    const db = ctx.db.kysely;
    const urls = new Set<string>();
    const add = (...values: (string | null)[]) => {
      for (const v of values) if (v) urls.add(v);
    };
    for (const table of ['hotels', 'restaurants', 'maisons', 'agencies'] as const)
      for (const r of await db.selectFrom(table).select(['cover', 'images']).execute())
        add(r.cover, ...(JSON.parse(r.images) as string[]));
    for (const table of ['events', 'activities', 'museums', 'monuments', 'festivals', 'voyages', 'circuits'] as const)
      for (const r of await db.selectFrom(table).select(['cover', 'images', 'vignette']).execute())
        add(r.cover, r.vignette, ...(JSON.parse(r.images) as string[]));
    for (const r of await db.selectFrom('videos').select(['cover', 'vignette', 'video_link']).execute())
      add(r.cover, r.vignette, r.video_link);
    for (const r of await db.selectFrom('banners').select(['source', 'source_mobile']).execute())
      add(r.source, r.source_mobile);
    for (const r of await db.selectFrom('categories').select(['cover', 'vignette']).execute()) add(r.cover, r.vignette);
    for (const r of await db.selectFrom('authorities').select(['vignette']).execute()) add(r.vignette);
    for (const r of await db.selectFrom('articles').select(['featured_image']).execute()) add(r.featured_image);
    for (const r of await db.selectFrom('guides').select(['photo']).execute()) add(r.photo);
    for (const r of await db.selectFrom('vehicles').select(['photo']).execute()) add(r.photo);
    expect(urls.size).toBeGreaterThan(500);
    const all = [...urls];
    for (let i = 0; i < all.length; i += 16) {
      // A few at a time: sharp rasterizes on libvips threads, so both cores work.
      await Promise.all(
        all.slice(i, i + 16).map(async (url) => {
          expect(url.startsWith('/media/'), url).toBe(true);
          const res = await ctx.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type'], url).toMatch(/^(image\/webp|video\/webm)/);
          expect(res.headers['cache-control'], url).toMatch(/max-age=\d{6,}/);
          expect(res.rawPayload.length, url).toBeGreaterThan(300);
        }),
      );
    }
  }, 240_000);

  it('gives every video the length of its own file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/utilisateur/videos?page=1' });
    const videos = (res.json() as { videos: { data: { videoLink: string; duration: number }[] } }).videos.data;
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      const file = await ctx.app.inject({ method: 'GET', url: v.videoLink });
      expect(v.duration, v.videoLink).toBe(Math.round(webmDurationSeconds(file.rawPayload)));
    }
  });

  it('draws pictures at the size hints of spec §3', async () => {
    const sharp = (await import('sharp')).default;
    for (const [size, width, height] of [
      ['318x160', 318, 160],
      ['212x256', 212, 256],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/media/seed/activities/any-vignette-${size}.webp` });
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      // A picture, not a blank rectangle.
      const { channels } = await sharp(res.rawPayload).stats();
      expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/media/seed/activities/any-vignette-999x999.webp' })).statusCode,
    ).toBe(404);
  });
});

describe('npm run db:import', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-import-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-import-data-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', ...args], { env }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports every problem with file, record and field and changes nothing; a valid folder replaces the catalogue', async () => {
    expect((await cli('seed')).code).toBe(0);
    const places = JSON.parse(fs.readFileSync(path.join(DEMO_FOLDER, 'places.json'), 'utf8'));
    const hotel = structuredClone(demo.hotels[0]!);
    fs.writeFileSync(path.join(folder, 'places.json'), JSON.stringify(places));
    const broken = {
      hotels: [
        { ...hotel, name: { ...hotel.name, ja: hotel.name.fr } },
        { ...hotel, slug: 'second', lat: 37.5, lng: 9.5, stars: 9 },
        { ...hotel, slug: 'third', city: 'atlantis' },
        {
          ...hotel,
          slug: 'fourth',
          rooms: [hotel.rooms[0]!, hotel.rooms[0]!],
          policy: {
            ...hotel.policy,
            childBands: [
              { minAge: 2, maxAge: 8, priceDt: 0 },
              { minAge: 6, maxAge: 11, priceDt: 20 },
            ],
          },
        },
      ],
    };
    fs.writeFileSync(path.join(folder, 'hotels.json'), JSON.stringify(broken));
    const failed = await cli('import', folder);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`hotels.json › hotels[0] (${hotel.slug}) › name.ja: not written in ja`);
    expect(failed.stderr).toContain('hotels.json › hotels[1] (second) › stars:');
    expect(failed.stderr).toContain('hotels.json › hotels[1] (second) › lat: 37.5, 9.5 is not on Tunisian land');
    expect(failed.stderr).toContain('hotels.json › hotels[2] (third) › city: unknown city "atlantis"');
    const firstRoom = hotel.rooms[0]!.key;
    expect(failed.stderr).toContain(
      `hotels.json › hotels[3] (fourth) › rooms.1.key: duplicate room key "${firstRoom}"`,
    );
    expect(failed.stderr).toContain('hotels.json › hotels[3] (fourth) › policy.childBands: age bands overlap');
    expect(failed.stderr).toContain('nothing was changed');
    const { openDatabase } = await import('../../../server/db/database.ts');
    const count = async (table: 'hotels' | 'restaurants') => {
      const db = openDatabase({ dataDir });
      const rows = await db.kysely.selectFrom(table).select('slug').execute();
      await db.close();
      return rows.map((r) => r.slug);
    };
    expect(await count('hotels')).toHaveLength(demo.hotels.length);

    fs.writeFileSync(path.join(folder, 'hotels.json'), JSON.stringify({ hotels: [hotel] }));
    const fixed = await cli('import', folder);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(await count('hotels')).toEqual([hotel.slug]);
    expect(await count('restaurants')).toEqual([]);
  }, 60_000);
});
