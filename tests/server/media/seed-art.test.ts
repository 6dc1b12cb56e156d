import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawScene,
  SCENE_IDS,
  type SceneId,
  sceneFor,
  seedArtRoutes,
  seedArtSvg,
} from '../../../server/modules/media/seed-art.ts';
import { demo } from '../../demo-catalogue.ts';

const MONUMENT_SCENES: SceneId[] = ['ruins', 'arches', 'amphitheatre', 'mosque', 'ribat', 'ksar', 'medina'];

describe('demo pictures fit what they show', () => {
  it('draws ruins for monuments, never a pool or a bedroom', () => {
    expect(sceneFor('monuments', 'amphitheatre-d-el-jem-cover')).toBe('amphitheatre');
    expect(sceneFor('monuments', 'site-archeologique-de-dougga-cover')).toBe('ruins');
    expect(sceneFor('monuments', 'site-archeologique-de-carthage-cover')).toBe('arches');
    for (const m of demo.monuments)
      for (const file of [`${m.slug}-cover`, `${m.slug}-vignette`, `${m.slug}-1`, `${m.slug}-2`])
        expect(MONUMENT_SCENES, file).toContain(sceneFor('monuments', file));
  });

  it("keeps to an item's own subject in its numbered pictures", () => {
    for (let i = 1; i <= 7; i++) {
      expect(sceneFor('monuments', `grande-mosquee-de-kairouan-${i}`)).toBe('mosque');
      expect(sceneFor('events', `semi-marathon-corniche-sousse-2026-${i}`)).not.toBe('stage');
      expect(['reef', 'mountains']).toContain(sceneFor('activities', `plongee-corail-tabarka-${i}`));
    }
  });

  it('draws a car for every rental car and a coach for every bus', () => {
    const vehicles = demo.vehicles.map((v) => ({
      ...v,
      slug: v.registrationNumber.toLowerCase().replace(/\s+/g, '-'),
    }));
    expect(vehicles.some((v) => v.kind === 'bus')).toBe(true);
    for (const v of vehicles)
      expect(sceneFor(v.kind === 'bus' ? 'buses' : 'cars', `${v.slug}-vignette`), v.slug).toBe(
        v.kind === 'bus' ? 'coach' : 'car',
      );
  });

  it('draws a stage for concerts and festivals, a table for restaurants, a portrait for guides', () => {
    expect(sceneFor('events', 'concert-printemps-amphitheatre-el-jem-2027-cover')).toBe('stage');
    expect(sceneFor('events', 'banner-events-cover')).toBe('stage');
    for (const f of demo.festivals) expect(sceneFor('festivals', `${f.slug}-cover`), f.slug).toBe('stage');
    for (const r of demo.restaurants) expect(sceneFor('restaurants', `${r.slug}-cover`), r.slug).toBe('table');
    for (const g of demo.guides) expect(sceneFor('guides', `${g.slug}-vignette`), g.slug).toBe('portrait');
  });

  it('reads the place in a slug: the desert for Douz, an oasis hotel without a beach', () => {
    expect(sceneFor('activities', 'quad-dunes-douz-cover')).toBe('dunes');
    expect(sceneFor('activities', 'plongee-corail-tabarka-vignette')).toBe('reef');
    expect(sceneFor('voyages', 'tozeur-et-nefta-palmeraies-et-zaouias-cover')).toBe('oasis');
    expect(['coast', 'desert', 'medina', 'mosaic'].map((v) => sceneFor('videos', `${v}-cover`))).toEqual([
      'beach',
      'dunes',
      'medina',
      'mosaic',
    ]);
    for (let i = 1; i <= 7; i++) expect(sceneFor('hotels', `oasis-des-palmes-${i}`)).not.toBe('beach');
  });

  it('draws each craft and wellness category as itself', () => {
    const crafts: Record<string, SceneId> = {
      jewelry: 'jewelry',
      chechia: 'chechia',
      cuivre: 'copper',
      pottery: 'pottery',
      carpet: 'carpet',
      basketry: 'basketry',
      leather: 'leather',
    };
    for (const k of demo.categories.filter((c) => c.family === 'craft'))
      expect(sceneFor('crafts', `${k.slug}-cover`), k.slug).toBe(crafts[k.slug]);
    expect(sceneFor('wellness', 'fitness-cover')).toBe('gym');
    expect(sceneFor('authorities', 'hammam-des-andalous-vignette')).toBe('hammam');
    // A workshop whose name does not say its craft gets a stall, not the street it stands in.
    expect(sceneFor('authorities', 'l-atelier-bleu-de-nabeul-vignette')).toBe('stall');
  });

  it('gives every demo banner a scene fitting its link', () => {
    const fitting: Record<string, SceneId[]> = {
      '/hotels': ['beach', 'pool', 'facade'],
      '/festival': ['stage', 'dunes'],
      '/circuits': ['dunes', 'oasis'],
      '/restaurants': ['table'],
      '/events': ['stage'],
      '/maison': ['patio', 'facade'],
      '/vehicules': ['car'],
      '/monument': MONUMENT_SCENES,
      '/musses': ['gallery', 'mosaic'],
      '/secour': ['beach'],
      '/videos': ['medina', 'beach'],
      '/activities': ['reef', 'boat'],
    };
    demo.banners.forEach((b, index) => {
      const name = `banner-${b.group}-${index + 1}`;
      expect(fitting[b.link], `${name} ${b.link}`).toContain(sceneFor('banners', name));
    });
  });

  it('varies a list: hotel covers use several scenes and two hotels of one scene differ', () => {
    const covers = demo.hotels.map((h) => `hotels/${h.slug}-cover.svg`);
    const scenes = new Set(covers.map((c) => /data-scene="(\w+)"/.exec(seedArtSvg(c))?.[1]));
    expect(scenes.size).toBeGreaterThanOrEqual(3);
    const facades = covers.filter((c) => seedArtSvg(c).includes('data-scene="facade"'));
    expect(new Set(facades.map((c) => seedArtSvg(c))).size).toBeGreaterThan(1);
  });

  it('names its scene on the SVG root, and every scene draws something', async () => {
    const svg = seedArtSvg('monuments/amphitheatre-d-el-jem-cover.svg');
    expect(svg).toMatch(/^<svg [^>]*data-scene="amphitheatre"/);
    expect(svg).not.toContain('data-scene="pool"');
    for (const scene of SCENE_IDS) {
      const drawn = drawScene(scene, { seed: 1 }, { width: 160, height: 100 });
      expect(drawn).toContain(`data-scene="${scene}"`);
      const { channels } = await sharp(Buffer.from(drawn)).stats();
      expect(Math.max(...channels.map((c) => c.stdev)), scene).toBeGreaterThan(15);
    }
  });
});

/** Share of strong steps among the steps between neighbouring pixels: high when edges are crisp. */
async function crispness(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let strong = 0;
  let any = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 1; x < info.width; x++) {
      const step = Math.abs(data[y * info.width + x]! - data[y * info.width + x - 1]!);
      if (step > 4) any++;
      if (step > 40) strong++;
    }
  return strong / any;
}

describe('GET /media/seed/:kind/:file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(seedArtRoutes);
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('draws a banner at 1600×600 from vectors of that size, not an enlarged small picture', async () => {
    const svg = seedArtSvg('banners/banner-1-1.svg', { width: 1600, height: 600 });
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="600"/);
    const raster = await sharp(Buffer.from(svg)).metadata();
    expect([raster.width, raster.height]).toEqual([1600, 600]);

    const res = await get('/media/seed/banners/banner-1-1-1600x600.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 600]);
    // What enlarging would give: the same picture drawn at half size, then resized.
    const half = await sharp(Buffer.from(seedArtSvg('banners/banner-1-1.svg', { width: 800, height: 300 })))
      .png()
      .toBuffer();
    const enlarged = await sharp(half).resize(1600, 600).webp({ quality: 72 }).toBuffer();
    expect(await crispness(res.rawPayload)).toBeGreaterThan(2 * (await crispness(enlarged)));
  });

  it('draws mobile banners square, and the default picture at 800×500', async () => {
    for (const [url, size] of [
      ['/media/seed/banners/banner-2-6-768x768.webp', [768, 768]],
      ['/media/seed/monuments/amphitheatre-d-el-jem-cover.webp', [800, 500]],
      ['/media/seed/guides/sami-ben-salah-vignette-212x256.webp', [212, 256]],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], url).toEqual(size);
    }
  });

  it('answers 404 for sizes it does not draw and names it does not know', async () => {
    expect((await get('/media/seed/banners/banner-1-1-999x999.webp')).statusCode).toBe(404);
    expect((await get('/media/seed/banners/banner-1-1-1600x601.webp')).statusCode).toBe(404);
    expect((await get('/media/seed/hotels/x.svg')).statusCode).toBe(404);
    expect((await get('/media/seed/hotels/..%2Fetc.webp')).statusCode).toBe(404);
    expect((await get('/media/seed/Hotels/x.webp')).statusCode).toBe(404);
  });
});
