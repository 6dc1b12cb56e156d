/**
 * Drawing primitives of the demo art (seed-art.ts): flat shapes in Tunisian colours, written as SVG strings.
 *
 * Every scene is drawn on one stage, x from -300 to 1100 and y from 0 to 500. The middle 800×500 is the
 * default picture; its middle 400 units hold the subject, so square and portrait crops keep it, while wide
 * banners (up to 1400 units across) show the sides, which each scene fills with secondary things.
 */
export const STAGE = { left: -300, width: 1400, height: 500 } as const;

export interface Palette {
  sky: readonly [string, string];
  sea: string;
  sand: string;
  /** Doors, shutters, tiles. */
  blue: string;
  /** Terracotta, cloth, awnings. */
  warm: string;
  wall: string;
}

export const PALETTES: readonly Palette[] = [
  { sky: ['#6fb3f2', '#dff1ff'], sea: '#1f7aa8', sand: '#f3d9a4', blue: '#0d4f8b', warm: '#c2562b', wall: '#ffffff' },
  { sky: ['#ff8a4c', '#ffd9a0'], sea: '#2a6f97', sand: '#e9b872', blue: '#1c5aa6', warm: '#b4441f', wall: '#fbf4e6' },
  { sky: ['#4f86e8', '#cfe3ff'], sea: '#14639a', sand: '#f0d5a0', blue: '#1c5aa6', warm: '#d9822b', wall: '#f7f7f2' },
  { sky: ['#f6b96b', '#fbe7c6'], sea: '#2f7f8f', sand: '#d99a4e', blue: '#2a5d9f', warm: '#8a3b12', wall: '#f6ead5' },
];
/** The evening palettes, for sunsets and desert scenes. */
export const WARM_PALETTES = [PALETTES[1]!, PALETTES[3]!];

export const LEAF = '#2f7d3b';
export const STONE = '#e6d3a8';
export const STONE_SHADE = '#c9ae7c';
export const WOOD = '#8a5a3a';

/** What a scene draws with: the palette, a seeded random source, and the words of the name. */
export interface Look {
  p: Palette;
  /** Deterministic random numbers in [0, 1), seeded by the file name. */
  r: () => number;
  /** The slug the picture is for (words joined by hyphens). */
  slug: string;
  /** The scenes the slug's words suggest, best first (seed-art.ts), so a scene can pick a fitting backdrop. */
  hints: readonly string[];
}

export function pick<T>(look: Look, items: readonly T[]): T {
  return items[Math.floor(look.r() * items.length)] ?? items[0]!;
}

/** Mulberry32: small, fast and good enough to vary drawings. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds coordinates to one decimal, to keep the SVG short. */
export const n = (value: number) => Math.round(value * 10) / 10;

/** A rectangle over the whole stage width. */
export const band = (y: number, height: number, fill: string, extra = '') =>
  `<rect x="${STAGE.left}" y="${n(y)}" width="${STAGE.width}" height="${n(height)}" fill="${fill}"${extra}/>`;

/** The sky gradient (id `sky`, in stage units so any shape can be filled with it) and the sky itself. */
export function sky(p: Palette): string {
  return `<defs><linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="420"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>${band(0, 500, 'url(#sky)')}`;
}

export function nightSky(look: Look): string {
  let stars = '';
  for (let i = 0; i < 40; i++)
    stars += `<circle cx="${n(STAGE.left + look.r() * STAGE.width)}" cy="${n(look.r() * 200)}" r="${n(1 + look.r() * 1.5)}"/>`;
  return `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1733"/><stop offset="1" stop-color="#3b2b5e"/></linearGradient></defs>${band(0, 500, 'url(#night)')}<g fill="#fff" opacity=".7">${stars}</g>`;
}

export const sun = (x: number, y: number, r = 44) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${r + 14}" fill="#fff6d5" opacity=".35"/><circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#fff6d5" opacity=".95"/>`;

export const cloud = (x: number, y: number, s = 1) =>
  `<g fill="#fff" opacity=".75" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse rx="46" ry="13"/><ellipse cx="-18" cy="-8" rx="22" ry="14"/><ellipse cx="14" cy="-12" rx="26" ry="18"/></g>`;

/** A date palm standing at (x, y). */
export const palm = (x: number, y: number, s = 1, leaf = LEAF) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M0 0 C6 -60 4 -120 14 -180" stroke="#7a5634" stroke-width="10" fill="none"/><g fill="${leaf}" transform="translate(14 -180)"><path d="M0 0 C46 -20 76 0 96 30 C56 10 26 10 0 0Z"/><path d="M0 0 C-44 -25 -84 -5 -104 25 C-64 5 -34 5 0 0Z"/><path d="M0 0 C16 -50 56 -60 81 -45 C46 -40 21 -25 0 0Z"/><path d="M0 0 C-14 -50 -54 -65 -84 -50 C-49 -40 -24 -25 0 0Z"/><path d="M0 0 C30 10 50 40 52 75 C36 40 20 20 0 0Z"/><path d="M0 0 C-30 10 -50 40 -54 72 C-36 40 -20 20 0 0Z"/></g></g>`;

/** An olive tree standing at (x, y). */
export const olive = (x: number, y: number, s = 1) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-6 0 C-4 -20 -14 -34 -4 -50 L4 -50 C0 -34 10 -20 8 0Z" fill="#6b5a45"/><g fill="#7d8f4e"><ellipse cy="-68" rx="42" ry="24"/><ellipse cx="-28" cy="-56" rx="24" ry="16"/><ellipse cx="30" cy="-54" rx="24" ry="15"/></g><g fill="#a3b36d" opacity=".7"><ellipse cx="-10" cy="-78" rx="18" ry="9"/><ellipse cx="22" cy="-66" rx="12" ry="6"/></g></g>`;

/** A round-crowned tree (cork oak, pine) standing at (x, y). */
export const tree = (x: number, y: number, s = 1, leaf = '#3f7147', flat = false) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-5" y="-60" width="10" height="60" fill="#6b4a2b"/>${flat ? `<ellipse cy="-70" rx="70" ry="22" fill="${leaf}"/><ellipse cx="-20" cy="-80" rx="36" ry="14" fill="${leaf}"/>` : `<circle cy="-78" r="36" fill="${leaf}"/><circle cx="-24" cy="-62" r="24" fill="${leaf}"/><circle cx="24" cy="-60" r="24" fill="${leaf}"/>`}</g>`;

/** A standing figure of height h whose feet are at (x, y). */
export function person(x: number, y: number, h: number, fill: string, head = fill): string {
  const w = h * 0.14;
  return `<g><circle cx="${n(x)}" cy="${n(y - h * 0.88)}" r="${n(h * 0.09)}" fill="${head}"/><path d="M${n(x - w)} ${n(y - h * 0.72)} Q${n(x)} ${n(y - h * 0.8)} ${n(x + w)} ${n(y - h * 0.72)} L${n(x + w * 0.8)} ${n(y)} H${n(x - w * 0.8)}Z" fill="${fill}"/></g>`;
}

/** A camel facing right, feet at (x, y), with a rider when asked. */
export function camel(x: number, y: number, s: number, fill: string, rider = false): string {
  const body = `<ellipse cy="-58" rx="40" ry="16"/><path d="M-26 -66 Q-8 -100 14 -66Z"/><path d="M30 -64 Q48 -66 52 -86 L58 -104 Q62 -110 72 -106 L76 -100 Q68 -100 64 -94 L58 -68 Q52 -50 34 -48Z"/><rect x="-32" y="-50" width="7" height="50"/><rect x="-20" y="-50" width="7" height="50"/><rect x="18" y="-50" width="7" height="50"/><rect x="28" y="-50" width="7" height="50"/><path d="M-39 -60 Q-50 -48 -46 -34" stroke="${fill}" stroke-width="3" fill="none"/>`;
  const seated = rider
    ? '<circle cx="-4" cy="-124" r="8"/><path d="M-14 -114 Q-4 -120 6 -114 L8 -92 H-16Z"/><path d="M-14 -94 L-20 -74 L-14 -74 L-8 -92Z"/>'
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${fill}">${body}${seated}</g>`;
}

/** A horse at the gallop facing right, feet at (x, y), ridden by a horseman holding a pennant. */
export function horseman(x: number, y: number, s: number, fill: string, pennant: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${fill}"><ellipse cy="-62" rx="40" ry="17"/><path d="M24 -74 L46 -108 Q52 -116 60 -112 L80 -94 Q82 -86 74 -84 L58 -90 L40 -56Z"/><path d="M-30 -52 L-50 -20 L-44 -16 L-22 -48Z M-18 -52 L-14 -12 L-7 -12 L-10 -52Z M22 -52 L44 -24 L50 -28 L30 -54Z M32 -56 L58 -44 L60 -50 L36 -62Z"/><path d="M-38 -68 Q-64 -62 -62 -30 Q-52 -52 -38 -58Z"/><circle cx="-2" cy="-116" r="8"/><path d="M-14 -106 Q-2 -112 10 -106 L12 -78 H-16Z"/><path d="M-6 -80 L4 -54 L10 -56 L2 -80Z"/><path d="M14 -100 L30 -160" stroke="${fill}" stroke-width="3"/><path d="M30 -160 L60 -150 L28 -140Z" fill="${pennant}"/></g>`;
}

/** A round-topped arch opening, x..x+w, from y (springing line at y + w/2) down to bottom. */
export const arch = (x: number, y: number, w: number, bottom: number) =>
  `M${n(x)} ${n(bottom)} V${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)} V${n(bottom)}Z`;

/** A horseshoe arch, wider than its opening at the springing line, as Kairouan's. */
export const horseshoe = (cx: number, top: number, w: number, bottom: number) => {
  const r = w / 2;
  return `M${n(cx - r * 0.8)} ${n(bottom)} V${n(top + r * 1.3)} A${n(r)} ${n(r)} 0 1 1 ${n(cx + r * 0.8)} ${n(top + r * 1.3)} V${n(bottom)}Z`;
};

/** A fluted stone column standing at (x, y), w wide, h high. */
export const column = (x: number, y: number, w: number, h: number, fill = STONE) =>
  `<g><rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/><rect x="${n(x + w / 6)}" y="${n(y - h)}" width="${n(w / 3)}" height="${n(h)}" fill="${STONE_SHADE}" opacity=".6"/><rect x="${n(x - w * 0.7)}" y="${n(y - h - 8)}" width="${n(w * 1.4)}" height="9" fill="${fill}"/><rect x="${n(x - w * 0.7)}" y="${n(y - 8)}" width="${n(w * 1.4)}" height="8" fill="${STONE_SHADE}"/></g>`;

/** A pot or jar standing at (x, y), h high and w wide, with painted bands when given a colour. */
export function jar(x: number, y: number, w: number, h: number, fill: string, bands?: string): string {
  const d = `M${n(x - w * 0.2)} ${n(y - h)} L${n(x + w * 0.2)} ${n(y - h)} Q${n(x + w * 0.16)} ${n(y - h * 0.85)} ${n(x + w * 0.46)} ${n(y - h * 0.62)} Q${n(x + w * 0.62)} ${n(y - h * 0.25)} ${n(x + w * 0.26)} ${n(y)} L${n(x - w * 0.26)} ${n(y)} Q${n(x - w * 0.62)} ${n(y - h * 0.25)} ${n(x - w * 0.46)} ${n(y - h * 0.62)} Q${n(x - w * 0.16)} ${n(y - h * 0.85)} ${n(x - w * 0.2)} ${n(y - h)}Z`;
  const paint = bands
    ? `<path d="M${n(x - w * 0.5)} ${n(y - h * 0.5)} H${n(x + w * 0.5)} M${n(x - w * 0.48)} ${n(y - h * 0.4)} H${n(x + w * 0.48)}" stroke="${bands}" stroke-width="${n(Math.max(2, h * 0.04))}"/><path d="M${n(x - w * 0.4)} ${n(y - h * 0.3)} Q${n(x)} ${n(y - h * 0.2)} ${n(x + w * 0.4)} ${n(y - h * 0.3)}" stroke="${bands}" stroke-width="2" fill="none" stroke-dasharray="6 5"/>`
    : '';
  return `<g><clipPath id="j${n(x)}x${n(y)}"><path d="${d}"/></clipPath><path d="${d}" fill="${fill}"/><g clip-path="url(#j${n(x)}x${n(y)})">${paint}<rect x="${n(x + w * 0.1)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="#000" opacity=".12"/></g><ellipse cx="${n(x)}" cy="${n(y - h)}" rx="${n(w * 0.22)}" ry="${n(Math.max(2, w * 0.05))}" fill="#000" opacity=".25"/></g>`;
}

/** A hanging lantern of copper and coloured glass, hung from the top at x, its body at y. */
export const lantern = (x: number, y: number, s = 1, glow = '#ffd37a') =>
  `<g><path d="M${n(x)} 0 V${n(y - 26 * s)}" stroke="#5b4632" stroke-width="2"/><g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><circle r="46" fill="${glow}" opacity=".18"/><path d="M-6 -28 H6 L10 -20 H-10Z" fill="#9a6a32"/><path d="M-16 -20 H16 L20 10 L0 26 L-20 10Z" fill="#b8733a"/><path d="M-10 -14 H10 L12 8 L0 18 L-12 8Z" fill="${glow}"/><path d="M0 -14 V18 M-11 -3 H11" stroke="#9a6a32" stroke-width="2"/></g></g>`;

/** Waves drawn as a row of white strokes across the stage at y. */
export function waves(y: number, opacity = 0.45, step = 100): string {
  let d = `M${STAGE.left} ${n(y)}`;
  for (let x = STAGE.left; x < STAGE.left + STAGE.width; x += step)
    d += ` q${step / 4} -6 ${step / 2} 0 t${step / 2} 0`;
  return `<path d="${d}" stroke="#fff" stroke-opacity="${opacity}" fill="none" stroke-width="3"/>`;
}

/** A small sailing boat (a flouka) floating at (x, y). */
export const flouka = (x: number, y: number, s: number, hull: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-50 -12 H50 L36 8 H-38Z" fill="${hull}"/><path d="M-50 -12 H50 L48 -6 H-48Z" fill="#fff"/><path d="M0 -12 V-90" stroke="#5b4632" stroke-width="3"/><path d="M2 -88 L40 -18 H2Z" fill="#fffaf0"/><path d="M-2 -80 L-30 -18 H-2Z" fill="#f0e6d0"/></g>`;

/** A bird in flight, as two strokes. */
export const bird = (x: number, y: number, s = 1, stroke = '#3a3a48') =>
  `<path d="M${n(x - 12 * s)} ${n(y)} q${n(6 * s)} ${n(-7 * s)} ${n(12 * s)} 0 q${n(6 * s)} ${n(-7 * s)} ${n(12 * s)} 0" stroke="${stroke}" stroke-width="${n(2.5 * s)}" fill="none"/>`;

/** Square Tunisian tiles (zellij) over x..x+w, y..y+h: diamonds of two colours on a light ground. */
export function tiles(x: number, y: number, w: number, h: number, a: string, b: string, size = 40): string {
  const id = `t${n(x)}${n(y)}`.replace(/[-.]/g, '_');
  return `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#f7f2e6"/><path d="M${size / 2} 2 L${size - 2} ${size / 2} L${size / 2} ${size - 2} L2 ${size / 2}Z" fill="${a}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 7}" fill="${b}"/><path d="M0 0 L${size / 5} 0 L0 ${size / 5}Z M${size} 0 L${size - size / 5} 0 L${size} ${size / 5}Z M0 ${size} L${size / 5} ${size} L0 ${size - size / 5}Z M${size} ${size} L${size - size / 5} ${size} L${size} ${size - size / 5}Z" fill="${b}"/></pattern></defs><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`;
}

/** A framed picture hanging on a wall: a little sea-and-sun landscape. */
export const framedView = (x: number, y: number, w: number, h: number, p: Palette) =>
  `<g><rect x="${n(x - 6)}" y="${n(y - 6)}" width="${n(w + 12)}" height="${n(h + 12)}" fill="${WOOD}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${p.sky[1]}"/><circle cx="${n(x + w * 0.7)}" cy="${n(y + h * 0.35)}" r="${n(h * 0.14)}" fill="#f6c177"/><rect x="${n(x)}" y="${n(y + h * 0.6)}" width="${n(w)}" height="${n(h * 0.2)}" fill="${p.sea}"/><rect x="${n(x)}" y="${n(y + h * 0.8)}" width="${n(w)}" height="${n(h * 0.2)}" fill="${p.sand}"/></g>`;

/** A potted plant standing at (x, y). */
export const plant = (x: number, y: number, s = 1) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-20 0 L-24 -36 H24 L20 0Z" fill="#c8683a"/><g fill="${LEAF}"><ellipse cx="-14" cy="-60" rx="10" ry="28" transform="rotate(-25 -14 -60)"/><ellipse cx="14" cy="-60" rx="10" ry="28" transform="rotate(25 14 -60)"/><ellipse cy="-70" rx="10" ry="32"/></g></g>`;
