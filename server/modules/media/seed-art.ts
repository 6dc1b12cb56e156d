import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type Look, PALETTES, random, STAGE, WARM_PALETTES } from './seed-draw.ts';
import { OUTDOOR_SCENES } from './seed-scenes.ts';
import { INDOOR_SCENES } from './seed-scenes-indoor.ts';

/**
 * Demo artwork for seeded content, drawn as SVG from the file name and served as WebP so a fresh install has
 * pictures without shipping photographs. The kind folder and the slug's words choose a scene that fits (ruins
 * for a monument, a car for a rental, a stage for a concert…); the name varies palette and details, so a list
 * does not repeat itself. Real uploads replace these URLs.
 */
const SCENES = { ...OUTDOOR_SCENES, ...INDOOR_SCENES };
export type SceneId = keyof typeof SCENES;
export const SCENE_IDS = Object.keys(SCENES) as SceneId[];

/** Sizes the catalogue asks for (spec §3 hints 318x160 and 212x256, banners), besides the default 800x500. */
export const SEED_ART_SIZES = ['318x160', '212x256', '1600x600', '768x768'] as const;
const DEFAULT_SIZE = { width: 800, height: 500 };

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Words of a slug and the scene they suggest, in order of preference: what is done or sold first (a craft, a
 * treatment, a concert, a meal, a dive), then the monument, then the landscape.
 */
const HINTS: ReadonlyArray<readonly [RegExp, SceneId, kinds?: readonly string[]]> = [
  [/\b(bijou|orfevr|khomsa|khlal|jewelry|argent-du)/, 'jewelry'],
  [/\b(chechia|chaouachi|kardoun)/, 'chechia'],
  [/\b(cuivre|dinand|ciseleur|etameur|lanternes|plateau)/, 'copper'],
  [/\b(poter|potier|ceram|jarres?\b|argiles|fakhar|four\b|carreaux|pottery)/, 'pottery'],
  [/\b(tapis|kilims?|margoum|tisser|tissages?|carpet|alloucha|onat|soie)/, 'carpet'],
  [/\b(vanner|couffin|nattes|halfa|chapeaux|palmes|basketry)/, 'basketry'],
  [/\b(cuirs?|maroquin|babouches|sellerie|leather)/, 'leather'],
  [/\bhammam\b/, 'hammam'],
  [/\b(thalasso|thermes\b|cure\b|health\b)/, 'thalasso'],
  [/\b(spa|esthetique|laser|dermo|clinique|chirurgie|sourire|relaxation|aesthetic)\b/, 'spa'],
  [/\b(coiffure|institut|henne|beaute|salons?|zina)\b/, 'salon', ['wellness', 'authorities']],
  [/\b(fitness|gym|olympia|sport|aqua)\b/, 'gym', ['wellness', 'authorities']],
  [
    /\b(concerts?|nuits?|soirees|theatre|malouf|musique|symphonique|cine|cinematographiques|electro|acoustiques)\b/,
    'stage',
  ],
  [/\b(cuisine|gourmande?|fricasses?|diner|mtabga|saveurs|plats|mechoui|couscous|brik)\b/, 'table'],
  [/\b(plongee|corail|coral)\b/, 'reef'],
  [/\b(rent|cars?|auto|location|mobility|4x4|voiture|vehicules?)\b/, 'car'],
  [/\b(bus|coach|transport|louage|train)\b/, 'coach'],
  [/\b(exposition|musee|galerie|calligraphies?|mosaique)\b/, 'gallery'],
  [/\b(mosaics?|mosaiques?)\b/, 'mosaic'],
  [/\b(jem|amphitheatre|colisee|unesco)\b/, 'amphitheatre'],
  [/\b(carthage|utique|puniques?|eaux)\b/, 'arches'],
  [/\b(dougga|kerkouane|bulla|sbeitla|chemtou|makthar|temple|archeologique|romaine)\b/, 'ruins'],
  [/\b(mosquee|zitouna|mausolee|kairouan|aghlabides|mouled|ramadan|raqqada|saintes?)\b/, 'mosque'],
  [/\b(ribat|borj|kasbah|skifa)\b/, 'ribat'],
  [/\b(dar|patio|houch|menzel|maison|djerbienne|jellouli)\b/, 'patio'],
  [/\b(medinas?|sidi|erriadh|ghriba|synagogue|halfaouine|bleu|bleue)\b/, 'medina'],
  [/\b(souks?|marche|epices|tabil|dattes|harissa|createurs|neroli|dinar)\b/, 'stall'],
  [
    /\b(dunes?|quad|dromadaire|meharee|bivouac|ghilane|sahara|erg|douz|saharienne|grand-sud|star|caravane|desert)\b/,
    'dunes',
  ],
  [
    /\b(oasis|palmeraies?|caleche|tozeur|nefta|chebika|tamerza|jerid|djerid|deglet|kebili|gabes|waha|nakhla|chott)\b/,
    'oasis',
  ],
  [/\b(ksar|ksour|chenini|douiret|matmata|troglodytes|troglodytiques|tataouine|berbere|dammous)\b/, 'ksar'],
  [
    /\b(peche|pecheur|criee|port|marina|goelette|croisiere|catamaran|regate|kayak|iles|kerkennah|kuriat|barque|quai|epongier|poisson|voiles|baie|phare)\b/,
    'boat',
  ],
  [
    /\b(plage|mer|surf|kitesurf|beach|corniche|djerba|zarzis|hammamet|yasmine|cap-bon|kelibia|couchers|cote|ile|lagune|gammarth|marsa|golfe|ulysse|touristique|azur|secours|securite|partir|coast)\b/,
    'beach',
  ],
  [/\b(olives?|oliviers|oliveraie|huile|sahel|sfax|zitoun|moulin)\b/, 'olives'],
  [
    /\b(randonnee|djebel|montagnes?|kroumirie|ain-draham|foret|nord-ouest|vert|fauconnerie|epervier|haouaria|oiseaux|ichkeul|chenes|trail|velo|kef|tabarka)\b/,
    'mountains',
  ],
  [/\bweekend\b/, 'oasis'],
];

/** What each kind folder shows: its covers (one picked by the slug), then more for the numbered pictures. */
interface KindArt {
  /** `lead`: the kind's own scene comes first and slug hints only change the setting; `hint`: hints lead. */
  mode: 'lead' | 'hint';
  /** In `lead` mode, the cover a place named in the slug replaces (an oasis hotel shows no beach). */
  setting?: SceneId;
  covers: readonly SceneId[];
  more?: readonly SceneId[];
  /** The only scenes hints may bring (a workshop's name says its craft; its street is no picture of it). */
  only?: readonly SceneId[];
  /** Numbered pictures vary the cover's own scene rather than show others (a mosque's page shows no amphitheatre). */
  keep?: boolean;
}
const PLACES: ReadonlySet<SceneId> = new Set<SceneId>([
  'beach',
  'boat',
  'dunes',
  'oasis',
  'mountains',
  'olives',
  'ksar',
  'medina',
  'patio',
  'ruins',
  'arches',
  'amphitheatre',
  'mosque',
  'ribat',
]);
const TRADES: readonly SceneId[] = [
  'jewelry',
  'chechia',
  'copper',
  'pottery',
  'carpet',
  'basketry',
  'leather',
  'stall',
  'hammam',
  'thalasso',
  'spa',
  'salon',
  'gym',
];
const MONUMENTS: readonly SceneId[] = ['ruins', 'arches', 'amphitheatre', 'mosque', 'ribat', 'ksar', 'medina'];
const KINDS: Record<string, KindArt> = {
  hotels: { mode: 'lead', covers: ['facade', 'pool', 'beach'], more: ['room'], setting: 'beach' },
  maisons: { mode: 'lead', covers: ['patio', 'facade', 'medina'], more: ['room'], setting: 'medina' },
  restaurants: { mode: 'lead', covers: ['table'], more: ['patio'] },
  festivals: { mode: 'lead', covers: ['stage'] },
  museums: { mode: 'lead', covers: ['gallery', 'gallery', 'mosaic'], more: ['mosaic'] },
  guides: { mode: 'lead', covers: ['portrait'] },
  cars: { mode: 'lead', covers: ['car'] },
  vehicles: { mode: 'lead', covers: ['car'], more: ['coach'] },
  buses: { mode: 'lead', covers: ['coach'] },
  events: { mode: 'hint', covers: ['stage'] },
  activities: { mode: 'hint', covers: ['dunes', 'oasis', 'boat', 'mountains', 'beach', 'medina'] },
  voyages: { mode: 'hint', covers: ['dunes', 'oasis', 'ruins', 'medina', 'boat', 'mountains', 'beach'] },
  circuits: { mode: 'hint', covers: ['dunes', 'oasis', 'ruins', 'medina', 'boat', 'mountains', 'beach'] },
  monuments: { mode: 'hint', covers: ['ruins', 'arches', 'amphitheatre'], only: MONUMENTS, keep: true },
  agencies: { mode: 'hint', covers: ['office'], more: ['office'] },
  crafts: { mode: 'hint', covers: ['stall'], only: TRADES },
  wellness: { mode: 'hint', covers: ['spa', 'hammam'], only: TRADES },
  authorities: { mode: 'hint', covers: ['stall'], only: TRADES },
  videos: { mode: 'hint', covers: ['beach', 'medina', 'dunes', 'mosaic'] },
  articles: { mode: 'hint', covers: ['medina', 'beach', 'dunes', 'ruins', 'table', 'oasis'] },
};
const ANY_KIND: KindArt = { mode: 'hint', covers: ['beach', 'medina', 'dunes', 'oasis', 'mosaic'] };

/**
 * The demo banners (server/db/seed/demo/banners.json, named `banner-{group}-{position}` by the seed) say what
 * they show in their alt text only: these words, taken from it, choose their scene.
 */
const BANNERS: Record<string, string> = {
  '1-1': 'plage-djerba-couchers-de-soleil',
  '1-2': 'festival-du-sahara-douz',
  '1-3': 'caravane-dunes-grand-erg-douz',
  '1-4': 'sidi-bou-said-golfe',
  '2-5': 'table-brik-couscous',
  '2-6': 'concert-amphitheatre-el-jem',
  '2-7': 'plongee-corail-tabarka',
  '2-8': 'patio-maison-medina',
  '3-9': 'location-voiture-cap-bon',
  '3-10': 'arcades-grande-mosquee-kairouan',
  '3-11': 'mosaique-musee-du-bardo',
  '3-12': 'secours-plage-hammamet',
};

/** A file name without its picture suffix: `dar-zarga-cover` → dar-zarga, cover; `dar-zarga-3` → 3. */
function parseName(name: string): { slug: string; part: string } {
  const m = /^(.*?)(?:-(cover|vignette|\d{1,2}))?$/.exec(name);
  return { slug: m?.[1] || name, part: m?.[2] ?? '' };
}

function hintsOf(kind: string, slug: string, only?: readonly SceneId[]): SceneId[] {
  const found: SceneId[] = [];
  for (const [pattern, scene, kinds] of HINTS)
    if (
      (!kinds || kinds.includes(kind)) &&
      (!only || only.includes(scene)) &&
      pattern.test(slug) &&
      !found.includes(scene)
    )
      found.push(scene);
  return found;
}

interface Choice {
  scene: SceneId;
  slug: string;
  hints: SceneId[];
  /** Seeds palette and details: the item's, so its cover and vignette match; the file's for numbered pictures. */
  seed: number;
}

function choose(kind: string, name: string): Choice {
  const banner = kind === 'banners' ? /^banner-(\d+-\d+)$/.exec(name) : null;
  const parsed = banner ? { slug: name, part: '' } : parseName(name);
  const slug = (banner && BANNERS[banner[1]!]) || parsed.slug;
  const art = KINDS[kind] ?? ANY_KIND;
  const hints = hintsOf(kind, slug, art.only);
  const itemHash = hash(`${kind}/${parsed.slug}`);
  let covers: readonly SceneId[];
  let list: SceneId[];
  if (art.mode === 'hint') {
    // The slug's subject and places, in turn; the kind's usual scenes only for a slug that names none.
    covers = hints.length ? [hints[0]!] : art.covers;
    list = [...new Set([...(hints.length ? hints : art.covers), ...(art.more ?? [])])];
  } else {
    // The kind's own scene; a slug's place only changes the setting (an oasis hotel has no beach).
    const places = hints.filter((s) => PLACES.has(s));
    covers = art.covers.map((s) => (s === art.setting && places[0] ? places[0] : s));
    list = [...new Set([...covers, ...(art.more ?? []), ...places])];
  }
  const cover = covers[itemHash % covers.length] ?? 'beach';
  const index = /^\d+$/.test(parsed.part) ? Number(parsed.part) : 0;
  if (art.keep) list = [...new Set([cover, ...hints])];
  const scene = index ? list[(list.indexOf(cover) + index) % list.length]! : cover;
  return { scene, slug, hints, seed: index ? hash(`${kind}/${name}`) : itemHash };
}

/** The scene a seed picture shows: `sceneFor('monuments', 'amphitheatre-d-el-jem-cover')` → amphitheatre. */
export function sceneFor(kind: string, name: string): SceneId {
  return choose(kind, name).scene;
}

/**
 * The SVG of a seed picture (`{kind}/{name}.svg`), drawn at the size asked for: the stage's viewBox is cut to
 * the picture's proportions around the subject, and the root carries the output width and height, so the
 * rasterizer draws the vectors at full size instead of enlarging a small bitmap.
 */
export function seedArtSvg(file: string, size = DEFAULT_SIZE): string {
  const [kind = '', base = ''] = file.replace(/\.svg$/, '').split('/');
  const { scene, ...drawing } = choose(kind, base);
  return drawScene(scene, drawing, size);
}

/** One scene as SVG, its details seeded by `seed` and its backdrop fitting the slug and hints. */
export function drawScene(
  scene: SceneId,
  { slug = '', hints = [], seed = 0 }: { slug?: string; hints?: SceneId[]; seed?: number },
  size = DEFAULT_SIZE,
): string {
  const r = random(seed);
  const warm = /couchers|soleil|sunset/.test(slug);
  const palettes = warm ? WARM_PALETTES : PALETTES;
  const look: Look = { p: palettes[Math.floor(r() * palettes.length)]!, r, slug, hints };
  const aspect = size.width / size.height;
  const viewWidth = Math.min(STAGE.width, STAGE.height * aspect);
  const viewHeight = Math.min(STAGE.height, viewWidth / aspect);
  const x = 400 - viewWidth / 2;
  const y = (STAGE.height - viewHeight) / 2;
  const viewBox = [x, y, viewWidth, viewHeight].map((v) => Math.round(v * 100) / 100).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice" role="img" data-scene="${scene}">${SCENES[scene](look)}</svg>`;
}

const rendered = new Map<string, Buffer>();
const MAX_RENDERED = 400;

/** WebP of a seed picture: rasterized once off the event loop (libvips threads), then kept in memory. */
async function seedArtWebp(name: string, size = DEFAULT_SIZE): Promise<Buffer> {
  const key = `${name}@${size.width}x${size.height}`;
  let image = rendered.get(key);
  if (!image) {
    // The SVG's width and height are the picture's, so sharp draws it at that size; the resize guards rounding.
    image = await sharp(Buffer.from(seedArtSvg(name, size)))
      .resize({ ...size, fit: 'cover' })
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
