import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/**
 * Demo artwork for seeded content, drawn as SVG from the file name and served as WebP so a fresh install has
 * pictures without shipping photographs: sea, desert, medina, pool and room scenes in
 * Tunisian colours. Real uploads replace these URLs.
 */
const PALETTES = [
  { sky: ['#8ec5fc', '#e0f3ff'], sea: '#1f7aa8', sand: '#f3d9a4', accent: '#0d4f8b', wall: '#ffffff' },
  { sky: ['#ff9a5a', '#ffd9a0'], sea: '#2a6f97', sand: '#e9b872', accent: '#b4441f', wall: '#fbf4e6' },
  { sky: ['#5b8def', '#cfe3ff'], sea: '#14639a', sand: '#f0d5a0', accent: '#1c5aa6', wall: '#f7f7f2' },
  { sky: ['#f6c177', '#fbe7c6'], sea: '#2f7f8f', sand: '#d99a4e', accent: '#8a3b12', wall: '#f6ead5' },
];
const SCENES = ['sea', 'desert', 'medina', 'pool', 'room', 'mosaic'] as const;

/** Sizes the catalogue asks for (spec §3 hints 318x160 and 212x256, banners), besides the default 800x500. */
export const SEED_ART_SIZES = ['318x160', '212x256', '1600x600', '768x768'] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A Roman-mosaic floor: a grid of tesserae in three colours with a central rosette. */
function mosaicTiles(h: number, a: string, b: string, c: string): string {
  const colours = [a, b, c];
  let tiles = '';
  for (let y = 0; y < 10; y++)
    for (let x = 0; x < 16; x++) {
      const k = (x * 7 + y * 13 + (h >>> 5)) % 5;
      if (k < 3)
        tiles += `<rect x="${x * 50 + 3}" y="${y * 50 + 3}" width="44" height="44" rx="4" fill="${colours[k]}" opacity="${0.55 + k * 0.15}"/>`;
    }
  return `${tiles}<circle cx="400" cy="250" r="120" fill="#fff" opacity=".85"/><path d="M400 140 L430 250 L400 360 L370 250Z M290 250 L400 220 L510 250 L400 280Z" fill="${a}"/>`;
}

export function seedArtSvg(name: string): string {
  const h = hash(name);
  const p = PALETTES[h % PALETTES.length] ?? PALETTES[0]!;
  const scene = SCENES[(h >>> 3) % SCENES.length] ?? 'sea';
  const sunX = 120 + ((h >>> 7) % 560);
  const sky = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="800" height="500" fill="url(#s)"/>`;
  const sun = `<circle cx="${sunX}" cy="110" r="46" fill="#fff6d5" opacity=".9"/>`;
  const palm = (x: number) =>
    `<g transform="translate(${x} 250)"><path d="M0 180 C6 120 4 60 14 0" stroke="#6b4a2b" stroke-width="10" fill="none"/><g fill="#2f7d3b"><path d="M14 0 C60 -20 90 0 110 30 C70 10 40 10 14 0Z"/><path d="M14 0 C-30 -25 -70 -5 -90 25 C-50 5 -20 5 14 0Z"/><path d="M14 0 C30 -50 70 -60 95 -45 C60 -40 35 -25 14 0Z"/><path d="M14 0 C0 -50 -40 -65 -70 -50 C-35 -40 -10 -25 14 0Z"/></g></g>`;
  const scenes: Record<(typeof SCENES)[number], string> = {
    sea: `${sun}<rect y="290" width="800" height="110" fill="${p.sea}"/><path d="M0 300 Q100 290 200 300 T400 300 T600 300 T800 300" stroke="#fff" stroke-opacity=".5" fill="none" stroke-width="3"/><rect y="400" width="800" height="100" fill="${p.sand}"/>${palm(90)}${palm(640)}`,
    desert: `${sun}<path d="M0 330 Q200 250 400 320 T800 300 V500 H0Z" fill="${p.sand}"/><path d="M0 400 Q250 330 520 400 T800 390 V500 H0Z" fill="${p.accent}" opacity=".35"/>${palm(560)}`,
    medina: `<rect y="170" width="800" height="330" fill="${p.wall}"/><rect x="330" y="230" width="140" height="270" rx="70" fill="${p.accent}"/><g fill="#fff" opacity=".8"><circle cx="365" cy="330" r="6"/><circle cx="435" cy="330" r="6"/><circle cx="400" cy="300" r="6"/><circle cx="400" cy="360" r="6"/></g><rect x="120" y="260" width="90" height="110" rx="45" fill="${p.accent}" opacity=".8"/><rect x="590" y="260" width="90" height="110" rx="45" fill="${p.accent}" opacity=".8"/><path d="M0 170 H800" stroke="#d8cbb4" stroke-width="8"/>`,
    pool: `${sun}<rect y="280" width="800" height="220" fill="${p.wall}"/><rect x="80" y="320" width="640" height="140" rx="24" fill="#3cb4e6"/><path d="M100 360 Q180 350 260 360 T420 360 T580 360 T700 360" stroke="#fff" stroke-opacity=".6" fill="none" stroke-width="4"/>${palm(30)}${palm(700)}`,
    mosaic: `<rect width="800" height="500" fill="${p.wall}"/>${mosaicTiles(h, p.accent, p.sea, p.sand)}`,
    room: `<rect width="800" height="500" fill="${p.wall}"/><rect x="520" y="70" width="200" height="170" fill="${p.sky[0]}"/><rect x="520" y="70" width="200" height="170" fill="none" stroke="${p.accent}" stroke-width="10"/><rect x="80" y="300" width="440" height="120" rx="14" fill="#ffffff" stroke="#d9cfc0" stroke-width="4"/><rect x="80" y="250" width="440" height="70" rx="14" fill="${p.accent}" opacity=".85"/><rect x="110" y="270" width="120" height="40" rx="12" fill="#fff"/><rect x="370" y="270" width="120" height="40" rx="12" fill="#fff"/><rect y="420" width="800" height="80" fill="${p.sand}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img">${scene === 'room' || scene === 'medina' ? '' : sky}${scenes[scene]}</svg>`;
}

const rendered = new Map<string, Buffer>();
const MAX_RENDERED = 400;

/** WebP of a seed picture: rasterized once off the event loop (libvips threads), then kept in memory. */
async function seedArtWebp(name: string, size?: { width: number; height: number }): Promise<Buffer> {
  const key = size ? `${name}@${size.width}x${size.height}` : name;
  let image = rendered.get(key);
  if (!image) {
    image = await sharp(Buffer.from(seedArtSvg(name)))
      .resize(size ? { ...size, fit: 'cover' } : { width: 800, height: 500 })
      .webp({ quality: 72 })
      .toBuffer();
    if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, image);
  }
  return image;
}

/** The committed demo clips (scripts/make-demo-videos.ts). */
const DEMO_VIDEO_DIR = fileURLToPath(new URL('../../../media/videos/', import.meta.url));

export async function seedArtRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: DEMO_VIDEO_DIR,
    prefix: '/media/videos/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=604800');
    },
  });

  app.get<{ Params: { kind: string; file: string } }>('/media/seed/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^([a-z0-9-]{1,128}?)(?:-(\d+x\d+))?\.webp$/.exec(file);
    const size = match?.[2];
    if (!/^[a-z-]{1,32}$/.test(kind) || !match || (size && !(SEED_ART_SIZES as readonly string[]).includes(size))) {
      return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    }
    const [width, height] = (size ?? '').split('x').map(Number);
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await seedArtWebp(`${kind}/${match[1]}.svg`, width && height ? { width, height } : undefined));
  });
}
