/**
 * Indoor scenes of the demo art (seed-art.ts): rooms, patios, tables, galleries, portraits, offices, craft
 * workshops and wellness rooms, drawn on the stage of seed-draw.ts (x -300..1100, y 0..500, subject in the middle).
 */
import {
  arch,
  band,
  framedView,
  horseshoe,
  jar,
  LEAF,
  type Look,
  lantern,
  n,
  pick,
  plant,
  sky,
  tiles,
  WOOD,
} from './seed-draw.ts';

/** A bedroom: a bed under an arched window on the sea, night tables and lamps. */
function room(look: Look): string {
  const { p } = look;
  const spread = pick(look, [p.warm, p.blue, '#2e7d5b']);
  const lamp = (x: number) =>
    `<rect x="${x - 34}" y="330" width="68" height="90" fill="${WOOD}"/><rect x="${x - 6}" y="290" width="12" height="40" fill="#c9a227"/><path d="M${x - 26} 294 L${x - 16} 262 H${x + 16} L${x + 26} 294Z" fill="#f6e7c1"/><circle cx="${x}" cy="280" r="40" fill="#fff3c4" opacity=".25"/>`;
  return `${band(0, 500, p.wall)}<defs><clipPath id="win"><path d="${arch(310, 50, 180, 230)}"/></clipPath></defs><g clip-path="url(#win)">${sky(p)}<rect x="300" y="170" width="200" height="70" fill="${p.sea}"/><path d="M300 186 q25 -6 50 0 t50 0 t50 0 t50 0" stroke="#fff" stroke-opacity=".5" stroke-width="3" fill="none"/></g><path d="${arch(310, 50, 180, 230)}" fill="none" stroke="${p.blue}" stroke-width="10"/><rect x="262" y="60" width="40" height="170" fill="${p.blue}"/><rect x="498" y="60" width="40" height="170" fill="${p.blue}"/><path d="M270 80 H294 M270 110 H294 M270 140 H294 M270 170 H294 M270 200 H294 M506 80 H530 M506 110 H530 M506 140 H530 M506 170 H530 M506 200 H530" stroke="#fff" stroke-width="3" opacity=".5"/>${band(420, 80, '#d9a877')}<path d="M-300 420 H1100" stroke="#c48a55" stroke-width="3"/><path d="M220 300 V230 Q400 190 580 230 V300Z" fill="${p.blue}"/><rect x="200" y="290" width="400" height="44" rx="10" fill="#fff"/><ellipse cx="320" cy="292" rx="60" ry="18" fill="#fff" stroke="#e6dfd2" stroke-width="3"/><ellipse cx="480" cy="292" rx="60" ry="18" fill="#fff" stroke="#e6dfd2" stroke-width="3"/><path d="M196 326 H604 L648 446 H152Z" fill="${spread}"/><path d="M180 390 H620 M168 420 H632" stroke="#fff" stroke-width="6" opacity=".55"/>${lamp(130)}${lamp(670)}<rect x="-240" y="120" width="170" height="300" fill="${p.blue}"/><path d="M-155 120 V420" stroke="#fff" stroke-width="4" opacity=".6"/><path d="${arch(-225, 150, 60, 260)} ${arch(-145, 150, 60, 260)}" fill="#fff" opacity=".25"/><path d="M880 420 V330 Q880 300 910 300 H990 Q1020 300 1020 330 V420 M870 360 H1030" stroke="${p.warm}" stroke-width="22" fill="none"/>${lantern(820, 110, 0.9)}${plant(1060, 420, 1.2)}`;
}

/** A guest house patio: a colonnade of arches, tiles, a fountain and potted lemon trees. */
function patio(look: Look): string {
  const { p } = look;
  let colonnade = '';
  for (let x = -300; x < 1100; x += 160) {
    colonnade += `<path d="${horseshoe(x + 80, 110, 120, 330)}" fill="#d8c9ad"/><rect x="${x - 8}" y="120" width="16" height="210" fill="#fbf7ee"/><rect x="${x - 14}" y="120" width="28" height="12" fill="#e8dfcc"/>`;
  }
  let floor = '';
  for (let row = 0; row < 3; row++)
    for (let x = -300 + (row % 2) * 40; x < 1100; x += 80)
      floor += `<rect x="${x}" y="${420 + row * 27}" width="40" height="27" fill="#2b2b35" opacity=".85"/>`;
  const tree = (x: number) =>
    `<path d="M${x - 26} 430 L${x - 32} 384 H${x + 32} L${x + 26} 430Z" fill="#c8683a"/><rect x="${x - 3}" y="330" width="6" height="56" fill="#6b4a2b"/><circle cx="${x}" cy="318" r="38" fill="${LEAF}"/><g fill="#f2d03b"><circle cx="${x - 14}" cy="306" r="6"/><circle cx="${x + 16}" cy="318" r="6"/><circle cx="${x - 4}" cy="334" r="6"/><circle cx="${x + 8}" cy="296" r="5"/></g>`;
  return `${sky(p)}${band(60, 360, p.wall)}${band(56, 10, '#e8dfcc')}${colonnade}${tiles(-300, 330, 1400, 90, p.blue, '#f2c14e', 45)}${band(420, 80, '#f4efe4')}${floor}<ellipse cx="400" cy="452" rx="110" ry="26" fill="#e8e2d6"/><ellipse cx="400" cy="446" rx="96" ry="20" fill="#7fc8e6"/><rect x="388" y="388" width="24" height="56" fill="#e8e2d6"/><ellipse cx="400" cy="388" rx="34" ry="9" fill="#e8e2d6"/><path d="M400 380 Q380 350 360 400 M400 380 Q420 350 440 400 M400 380 V346" stroke="#9ad7f2" stroke-width="4" fill="none"/>${tree(210)}${tree(590)}${tree(-130)}${tree(930)}`;
}

/** A laid table under lanterns: couscous, brik and salads; tea at a café; fish by the port. */
function table(look: Look): string {
  const { p } = look;
  const cafe = /cafe|the|tea/.test(look.slug);
  const fish = /pecheur|poisson|criee|port|barque|quai|corail|epong|mer|marina/.test(look.slug);
  const plate = (x: number, y: number, rx: number, inner: string) =>
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.26}" fill="${p.blue}"/><ellipse cx="${x}" cy="${y - 2}" rx="${rx * 0.82}" ry="${rx * 0.2}" fill="#fff"/>${inner}`;
  const glass = (x: number) =>
    `<path d="M${x - 8} 312 L${x - 6} 336 H${x + 6} L${x + 8} 312Z" fill="#3f8f5a" opacity=".75"/><path d="M${x - 7} 316 H${x + 7}" stroke="#fff" stroke-width="2" opacity=".6"/>`;
  const teapot = (x: number) =>
    `<path d="M${x - 26} 336 Q${x - 30} 300 ${x} 296 Q${x + 30} 300 ${x + 26} 336Z" fill="#c9ccd1"/><path d="M${x + 22} 316 L${x + 46} 300" stroke="#c9ccd1" stroke-width="6"/><path d="M${x - 24} 312 Q${x - 44} 318 ${x - 26} 330" stroke="#c9ccd1" stroke-width="5" fill="none"/><path d="M${x - 10} 296 L${x} 280 L${x + 10} 296Z" fill="#c9ccd1"/>`;
  const couscous = `<path d="M340 330 Q400 270 460 330Z" fill="#e8c35a"/><circle cx="384" cy="312" r="8" fill="#e07b24"/><circle cx="412" cy="306" r="7" fill="#6b8e23"/><circle cx="398" cy="296" r="6" fill="#b7322c"/><ellipse cx="424" cy="320" rx="10" ry="5" fill="#f6e7c1"/>`;
  const fishDish = `<path d="M340 326 Q390 296 440 318 L466 302 V340 L440 326 Q390 348 340 326Z" fill="#8fa3b3"/><path d="M370 316 L384 336 M392 312 L406 334 M414 314 L426 332" stroke="#5b6570" stroke-width="3"/><circle cx="352" cy="322" r="3" fill="#1b1b24"/><circle cx="470" cy="332" r="9" fill="#f2d03b"/>`;
  const centre = cafe
    ? teapot(400) + glass(440) + glass(462) + glass(356)
    : plate(400, 334, 82, fish ? fishDish : couscous);
  const sides = cafe
    ? `${plate(240, 336, 50, '<g fill="#d9a441"><path d="M218 330 L232 316 L246 330Z"/><path d="M236 332 L250 318 L264 332Z"/><circle cx="240" cy="322" r="6"/></g>')}${plate(570, 336, 48, '<g fill="#8a5a2b"><ellipse cx="558" cy="330" rx="9" ry="5"/><ellipse cx="578" cy="328" rx="9" ry="5"/><ellipse cx="570" cy="322" rx="8" ry="4"/></g>')}`
    : `${plate(230, 342, 54, '<path d="M200 338 L246 312 L258 340Z" fill="#d9a441"/>')}${plate(574, 342, 54, '<g fill="#b7322c"><circle cx="560" cy="334" r="9"/><circle cx="584" cy="336" r="8"/></g><g fill="#6b8e23"><circle cx="572" cy="328" r="7"/><circle cx="590" cy="330" r="5"/></g>')}<path d="M130 340 Q140 310 180 310 Q220 310 226 340Z" fill="#c98a45"/>${glass(660)}${glass(684)}`;
  const [tileA, tileB] = pick(look, [
    [p.blue, '#f2c14e'],
    ['#2e7d5b', '#f2c14e'],
    [p.blue, p.warm],
  ] as const);
  const chair = (x: number, y = 250) =>
    `<path d="${arch(x - 34, y - 10, 68, y + 80)}" fill="${WOOD}"/><path d="M${x - 20} ${y + 20} V${y + 80} M${x} ${y + 14} V${y + 80} M${x + 20} ${y + 20} V${y + 80}" stroke="#6b4a2b" stroke-width="5"/>`;
  const bay = (x: number) =>
    `<path d="${arch(x - 55, 70, 110, 236)}" fill="#e8dfcc"/><path d="${arch(x - 45, 80, 90, 236)}" fill="${p.sky[0]}"/><path d="M${x - 45} 130 H${x + 45} M${x - 45} 170 H${x + 45} M${x - 45} 210 H${x + 45} M${x - 15} 80 V236 M${x + 15} 80 V236" stroke="${tileA}" stroke-width="4"/>`;
  const smallTable = (x: number) =>
    `${chair(x - 60, 300)}${chair(x + 60, 300)}<ellipse cx="${x}" cy="380" rx="90" ry="16" fill="#fff"/><path d="M${x - 90} 380 L${x - 80} 460 H${x + 80} L${x + 90} 380Z" fill="#fff"/><path d="M${x - 82} 448 H${x + 82}" stroke="${tileA}" stroke-width="6"/>`;
  // Indoors under tiles and lanterns, or on a terrace over the sea under a vine.
  let balusters = '';
  for (let x = -300; x < 1100; x += 28)
    balusters += `<rect x="${x + 8}" y="270" width="12" height="100" rx="5" fill="#fff"/>`;
  const room =
    look.r() < 0.6
      ? `${band(0, 500, p.wall)}${bay(110)}${bay(690)}${bay(-190)}${bay(990)}${tiles(-300, 250, 1400, 130, tileA, tileB, 40)}${band(246, 6, '#d8c29a')}`
      : `${sky(p)}${band(200, 90, look.hints.some((h) => h === 'dunes' || h === 'oasis') ? p.sand : p.sea)}<path d="M-300 206 q40 -6 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#fff" stroke-opacity=".4" stroke-width="3" fill="none"/>${band(256, 14, '#fff')}${balusters}${band(366, 14, '#fff')}${band(380, 60, '#efe6d2')}<path d="M-300 30 H1100" stroke="${WOOD}" stroke-width="14"/>${[-250, 0, 250, 550, 800, 1050].map((x) => `<rect x="${x - 7}" y="30" width="14" height="240" fill="${WOOD}"/>`).join('')}<path d="M-300 40 q50 30 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0" stroke="${LEAF}" stroke-width="16" fill="none"/>`;
  return `${room}${band(440, 60, '#c48a55')}${lantern(260, 140, 1.1)}${lantern(400, 110, 1.3)}${lantern(540, 140, 1.1)}${lantern(-40, 130)}${lantern(840, 130)}${smallTable(-120)}${smallTable(930)}${chair(180)}${chair(620)}<path d="M90 344 L102 478 H698 L710 344Z" fill="#fff"/><path d="M96 410 H704 M100 462 H700" stroke="${tileA}" stroke-width="8"/><ellipse cx="400" cy="344" rx="310" ry="34" fill="#fff" stroke="#eae3d6" stroke-width="3"/>${centre}${sides}`;
}

/** A museum room: a Roman mosaic panel under spotlights, a marble statue, amphorae in a case. */
function gallery(look: Look): string {
  const { p } = look;
  let beams = '';
  for (const x of [400, 680, 120])
    beams += `<path d="M${x - 8} 0 H${x + 8} L${x + 110} 420 H${x - 110}Z" fill="#fff8e0" opacity=".18"/><rect x="${x - 10}" y="0" width="20" height="16" fill="#2b2b35"/>`;
  return `${band(0, 500, '#efe7d6')}${band(410, 90, '#b8926a')}<path d="M-300 440 H1100 M-300 470 H1100" stroke="#a07f58" stroke-width="2"/>${band(404, 8, '#6b4a2b')}<rect x="222" y="72" width="356" height="256" fill="#6b4a2b"/>${mosaicPanel(look, 236, 86, 328, 228)}${beams}<rect x="640" y="300" width="80" height="110" fill="#ddd6c8"/><rect x="632" y="292" width="96" height="12" fill="#e8e2d6"/><g fill="#f4f1ea"><circle cx="680" cy="150" r="18"/><path d="M660 172 Q680 164 700 172 L708 292 H652Z"/><path d="M664 180 L640 236 L650 240 L672 196Z"/></g><path d="M684 176 Q690 230 702 290" stroke="#d8d2c4" stroke-width="4" fill="none"/><rect x="60" y="250" width="120" height="160" fill="#bfe3f2" opacity=".45" stroke="#8a8a8a" stroke-width="3"/><rect x="56" y="404" width="128" height="8" fill="#6b4a2b"/>${jar(95, 400, 46, 110, '#c8683a')}${jar(148, 400, 40, 80, '#b0552c', '#f6e7c1')}<rect x="310" y="420" width="180" height="20" rx="4" fill="#3b2e2a"/><path d="M320 440 V468 M480 440 V468" stroke="#3b2e2a" stroke-width="8"/><rect x="-214" y="110" width="180" height="140" fill="#6b4a2b"/>${mosaicPanel(look, -204, 120, 160, 120)}${framedView(850, 110, 170, 120, p)}${jar(-260, 404, 60, 150, '#c8683a', '#2b2b35')}${jar(980, 404, 50, 120, '#b0552c')}`;
}

/** Tesserae over x..x+w, y..y+h: a guilloche border and a rosette, as on the Bardo's floors. */
function mosaicPanel(look: Look, x: number, y: number, w: number, h: number): string {
  const { p } = look;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.min(w, h) / 2 - 18;
  const ring = (rr: number, c: string, width = 7) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none" stroke="${c}" stroke-width="${width}" stroke-dasharray="6 2"/>`;
  let petals = '';
  for (let i = 0; i < 8; i++)
    petals += `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.13)}" ry="${n(r * 0.32)}" fill="${i % 2 ? p.warm : p.blue}" transform="rotate(${i * 45} ${n(cx)} ${n(cy)})"/>`;
  // Grout lines rather than a <pattern>: librsvg draws a pattern of small tiles ten times slower.
  let grout = '';
  for (let gx = x + 9; gx < x + w; gx += 9) grout += `M${n(gx)} ${n(y)}V${n(y + h)}`;
  for (let gy = y + 9; gy < y + h; gy += 9) grout += `M${n(x)} ${n(gy)}H${n(x + w)}`;
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#f6ecd6"/><path d="${grout}" stroke="#e6d7b6" stroke-width="1.2"/><rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(w - 12)}" height="${n(h - 12)}" fill="none" stroke="${p.blue}" stroke-width="7" stroke-dasharray="6 2"/><rect x="${n(x + 16)}" y="${n(y + 16)}" width="${n(w - 32)}" height="${n(h - 32)}" fill="none" stroke="${p.warm}" stroke-width="5" stroke-dasharray="6 2" opacity=".8"/>${ring(r, p.blue)}${ring(r - 9, '#d9a441')}${ring(r * 0.75, p.warm, 5)}${petals}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.16)}" fill="#d9a441"/>${ring(r * 0.16, '#2b2b35', 3)}`;
}

/** A Roman mosaic floor seen from above: emblems and guilloche bands over the whole stage. */
function mosaic(look: Look): string {
  const { p } = look;
  const fish = (x: number, y: number, s: number, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-40 0 Q0 -26 34 0 Q0 26 -40 0Z" fill="${p.sea}" stroke="#2b2b35" stroke-width="3" stroke-dasharray="5 2"/><path d="M30 0 L54 -16 V16Z" fill="${p.sea}"/><circle cx="-22" cy="-3" r="3" fill="#2b2b35"/></g>`;
  let guilloche = '';
  for (const y of [34, 466]) {
    let a = `M-300 ${y}`;
    let b = `M-300 ${y}`;
    for (let x = -300; x < 1100; x += 40) {
      a += ` q10 -14 20 0 t20 0`;
      b += ` q10 14 20 0 t20 0`;
    }
    guilloche += `<path d="${a}" stroke="${p.blue}" stroke-width="7" fill="none" stroke-dasharray="5 2"/><path d="${b}" stroke="${p.warm}" stroke-width="7" fill="none" stroke-dasharray="5 2"/>`;
  }
  const side = (x: number) =>
    `<rect x="${x - 90}" y="${250 - 90}" width="180" height="180" fill="none" stroke="${p.blue}" stroke-width="7" stroke-dasharray="6 2" transform="rotate(45 ${x} 250)"/><rect x="${x - 60}" y="190" width="120" height="120" fill="#d9a441" opacity=".35"/>${fish(x, 250, 0.9, x > 400)}`;
  return `${mosaicPanel(look, -300, 0, 1400, 500)}<rect x="-300" y="0" width="1400" height="500" fill="#efe3c8" opacity=".35"/>${mosaicPanel(look, 220, 70, 360, 360)}${guilloche}${side(40)}${side(760)}${side(-210)}${side(1010)}${fish(400, 250, 0.5, look.r() > 0.5)}`;
}

/** A guide: a head-and-shoulders silhouette before a medina arch or the sea, with hair, scarf or chechia. */
function portrait(look: Look): string {
  const { p } = look;
  const skin = pick(look, ['#f1c9a5', '#e0ac7e', '#c68a5e', '#9c6644']);
  const shirt = pick(look, [p.blue, p.warm, '#2e7d5b', '#f4f4f4', '#3b3b45']);
  const hair = pick(look, ['#2b1d14', '#3b2a1e', '#1b1b24', '#6b4a2b']);
  const style = pick(look, ['short', 'short', 'long', 'scarf', 'chechia']);
  const back = pick(look, ['arch', 'sea']);
  const scene =
    back === 'arch'
      ? `${band(0, 500, p.wall)}<path d="${arch(230, 40, 340, 520)}" fill="${p.blue}" opacity=".22"/><path d="${arch(-260, 120, 180, 520)} ${arch(880, 120, 180, 520)}" fill="${p.blue}" opacity=".15"/>`
      : `${sky(p)}${band(300, 80, p.sea)}${band(380, 120, p.sand)}`;
  const head = `<rect x="376" y="270" width="48" height="70" fill="${skin}"/><ellipse cx="400" cy="220" rx="62" ry="76" fill="${skin}"/><ellipse cx="338" cy="226" rx="10" ry="16" fill="${skin}"/><ellipse cx="462" cy="226" rx="10" ry="16" fill="${skin}"/>`;
  const hairs = {
    short: `<path d="M338 214 Q334 140 400 136 Q466 140 462 214 Q456 176 400 172 Q344 176 338 214Z" fill="${hair}"/>`,
    long: `<path d="M330 330 Q318 140 400 136 Q482 140 470 330 Q456 320 458 220 Q452 176 400 172 Q348 176 342 220 Q344 320 330 330Z" fill="${hair}"/>`,
    scarf: `<path d="M324 350 Q310 130 400 126 Q490 130 476 350 Q440 372 400 372 Q360 372 324 350Z M346 230 Q346 168 400 164 Q454 168 454 230 Q452 290 400 300 Q348 290 346 230Z" fill="${pick(look, [p.warm, '#2e7d5b', p.blue, '#8e3b5f'])}" fill-rule="evenodd"/>`,
    chechia: `<path d="M338 214 Q336 170 350 158 L450 158 Q464 170 462 214 Q456 184 400 180 Q344 184 338 214Z" fill="${hair}"/><path d="M346 166 L352 112 Q400 100 448 112 L454 166 Q400 176 346 166Z" fill="#c0392b"/><ellipse cx="400" cy="110" rx="48" ry="9" fill="#a52a2a"/><path d="M400 108 Q420 116 424 150 M402 108 Q426 114 432 146" stroke="#1b1b24" stroke-width="4" fill="none"/>`,
  }[style];
  const beard =
    look.r() > 0.7 && style !== 'scarf' && style !== 'long'
      ? `<path d="M350 250 Q356 310 400 312 Q444 310 450 250 Q440 282 400 284 Q360 282 350 250Z" fill="${hair}" opacity=".85"/>`
      : '';
  return `${scene}<path d="M236 500 Q240 360 400 340 Q560 360 564 500Z" fill="${shirt}"/><path d="M370 342 L400 392 L430 342Z" fill="${skin}"/><path d="M236 500 Q240 360 400 340 Q560 360 564 500Z" fill="#000" opacity=".06"/>${head}${hairs}${beard}`;
}

/** A rough outline of Tunisia, scaled into w×h at (x, y) (drawn by hand, not traced). */
function tunisia(x: number, y: number, w: number, h: number): string {
  const points = [
    [0.32, 0.04],
    [0.46, 0.0],
    [0.54, 0.07],
    [0.63, 0.04],
    [0.7, 0.14],
    [0.62, 0.22],
    [0.66, 0.32],
    [0.74, 0.4],
    [0.68, 0.5],
    [0.6, 0.56],
    [0.66, 0.63],
    [0.76, 0.66],
    [0.66, 0.72],
    [0.56, 0.74],
    [0.52, 0.86],
    [0.47, 1.0],
    [0.42, 0.92],
    [0.36, 0.78],
    [0.27, 0.66],
    [0.3, 0.52],
    [0.25, 0.4],
    [0.3, 0.26],
    [0.26, 0.14],
  ];
  return `M${points.map(([px, py]) => `${n(x + px! * w)} ${n(y + py! * h)}`).join(' L')}Z`;
}

/** A travel agency: a map of Tunisia with a route, a compass rose, a desk with a globe and brochures. */
function office(look: Look): string {
  const { p } = look;
  const mx = 250;
  const my = 50;
  let brochures = '';
  for (let i = 0; i < 4; i++)
    brochures += `<rect x="${410 + i * 14}" y="${300 + i * 3}" width="40" height="52" fill="${[p.blue, p.warm, '#2e7d5b', '#f2c14e'][i]}" transform="rotate(${-12 + i * 8} ${430 + i * 14} 352)"/>`;
  return `${band(0, 500, '#f3eee4')}${band(430, 70, '#c9b18e')}<rect x="${mx - 10}" y="${my - 10}" width="320" height="250" fill="${WOOD}"/><rect x="${mx}" y="${my}" width="300" height="230" fill="#d8eef6"/><path d="${tunisia(mx + 40, my + 10, 220, 210)}" fill="${p.sand}" stroke="#b98544" stroke-width="2"/><circle cx="${mx + 206}" cy="${my + 165}" r="7" fill="${p.sand}"/><path d="M${mx + 150} ${my + 30} Q${mx + 190} ${my + 90} ${mx + 170} ${my + 130} T${mx + 200} ${my + 170}" stroke="#c0392b" stroke-width="3" stroke-dasharray="8 6" fill="none"/><g fill="#c0392b"><circle cx="${mx + 150}" cy="${my + 30}" r="6"/><circle cx="${mx + 170}" cy="${my + 130}" r="6"/><circle cx="${mx + 200}" cy="${my + 170}" r="6"/></g><g transform="translate(660 140)"><circle r="52" fill="#fff" stroke="${WOOD}" stroke-width="6"/><path d="M0 -44 L10 -10 L44 0 L10 10 L0 44 L-10 10 L-44 0 L-10 -10Z" fill="${p.blue}"/><path d="M0 -44 L10 -10 L0 0Z M44 0 L10 10 L0 0Z M0 44 L-10 10 L0 0Z M-44 0 L-10 -10 L0 0Z" fill="#c0392b"/></g><rect x="170" y="330" width="460" height="16" fill="#a06b44"/><rect x="190" y="346" width="420" height="90" fill="${WOOD}"/><rect x="270" y="250" width="110" height="72" rx="4" fill="#2b2b35"/><rect x="278" y="258" width="94" height="56" fill="${p.sky[0]}"/><rect x="278" y="292" width="94" height="22" fill="${p.sea}"/><rect x="318" y="322" width="14" height="10" fill="#2b2b35"/>${brochures}<circle cx="560" cy="284" r="34" fill="${p.sea}"/><path d="M536 270 Q556 262 566 280 T586 296 M540 298 Q552 292 562 302" stroke="#7fae4f" stroke-width="8" fill="none"/><path d="M560 318 V332 M540 334 H580" stroke="#c9a227" stroke-width="5"/><path d="M520 284 A40 40 0 0 0 600 284" stroke="#c9a227" stroke-width="3" fill="none"/>${plant(120, 430, 1.3)}${plant(690, 430, 1.1)}${framedView(-240, 90, 200, 140, p)}${framedView(870, 100, 180, 130, { ...p, sea: '#e0a458' })}<rect x="-200" y="300" width="160" height="130" fill="${WOOD}"/><path d="M-200 340 H-40 M-200 380 H-40" stroke="#6b4a2b" stroke-width="4"/><path d="M860 430 V350 Q860 330 880 330 H960 Q980 330 980 350 V430" stroke="${p.blue}" stroke-width="18" fill="none"/>`;
}

/** Wooden shelves across the stage at the given heights. */
const shelves = (...ys: number[]) =>
  ys
    .map((y) => `${band(y, 10, WOOD)}<rect x="-300" y="${y + 10}" width="1400" height="6" fill="#000" opacity=".12"/>`)
    .join('');

/** A potter's shop: painted plates on the wall, glazed bowls and vases on shelves, great jars in front. */
function pottery(look: Look): string {
  const { p } = look;
  const glazes = [p.blue, '#3d8b5a', '#e3b23c', '#c8683a', '#f4f1ea'];
  let wall = '';
  for (let x = -270; x < 1100; x += 110) {
    const c = pick(look, glazes);
    wall += `<circle cx="${x}" cy="70" r="40" fill="${c}"/><circle cx="${x}" cy="70" r="30" fill="#f7f2e6"/><circle cx="${x}" cy="70" r="22" fill="none" stroke="${c}" stroke-width="6" stroke-dasharray="8 4"/><circle cx="${x}" cy="70" r="8" fill="${pick(look, glazes)}"/>`;
  }
  let ware = '';
  for (let x = -280; x < 1100; x += 54 + look.r() * 20) {
    const h = 40 + look.r() * 40;
    ware +=
      look.r() > 0.5
        ? jar(x, 190, 30 + look.r() * 14, h, pick(look, glazes), '#fff')
        : `<path d="M${n(x - 24)} 170 Q${n(x)} 196 ${n(x + 24)} 170Z" fill="${pick(look, glazes)}"/>`;
  }
  let ware2 = '';
  for (let x = -260; x < 1100; x += 60 + look.r() * 24)
    ware2 += jar(x, 310, 34 + look.r() * 10, 50 + look.r() * 34, pick(look, glazes), pick(look, ['#fff', '#2b2b35']));
  return `${band(0, 500, '#f1e4cc')}${wall}${shelves(190, 310)}${ware}${ware2}${band(420, 80, '#c9a27a')}${jar(220, 470, 120, 170, '#c8683a', '#f6e7c1')}${jar(400, 480, 150, 220, p.blue, '#f4f1ea')}${jar(580, 470, 110, 150, '#b0552c')}${jar(-120, 470, 110, 160, '#c8683a')}${jar(940, 470, 120, 170, '#3d8b5a', '#f4f1ea')}`;
}

/** A carpet shop: kilims and margoums hung from a rail, folded rugs piled below. */
function carpet(look: Look): string {
  const { p } = look;
  const colours = ['#b23a2e', '#2b2522', '#f4ecdc', '#d9a441', p.blue, '#5b7f3a'];
  const rug = (x: number, w: number, h: number) => {
    const field = pick(look, colours.slice(0, 2).concat(p.blue));
    const motif = pick(
      look,
      colours.filter((c) => c !== field),
    );
    const edge = pick(
      look,
      colours.filter((c) => c !== field && c !== motif),
    );
    let diamonds = '';
    const count = Math.max(2, Math.round(h / 110));
    for (let i = 0; i < count; i++) {
      const cy = 40 + 20 + ((i + 0.5) * (h - 40)) / count;
      const r = Math.min(w / 2 - 22, (h - 40) / count / 2 - 4);
      diamonds += `<path d="M${n(x + w / 2)} ${n(cy - r)} L${n(x + w / 2 + r)} ${n(cy)} L${n(x + w / 2)} ${n(cy + r)} L${n(x + w / 2 - r)} ${n(cy)}Z" fill="${motif}"/><path d="M${n(x + w / 2)} ${n(cy - r / 2)} L${n(x + w / 2 + r / 2)} ${n(cy)} L${n(x + w / 2)} ${n(cy + r / 2)} L${n(x + w / 2 - r / 2)} ${n(cy)}Z" fill="${edge}"/>`;
    }
    let fringe = '';
    for (let i = 6; i < w; i += 8) fringe += `M${x + i} ${40 + h} v14 `;
    return `<rect x="${x}" y="40" width="${w}" height="${h}" fill="${field}"/><rect x="${x + 8}" y="48" width="${w - 16}" height="${h - 16}" fill="none" stroke="${edge}" stroke-width="8" stroke-dasharray="14 6"/>${diamonds}<path d="${fringe}" stroke="#f4ecdc" stroke-width="3"/>`;
  };
  let pile = '';
  for (const x of [-260, 760, 960])
    for (let i = 0; i < 5; i++)
      pile += `<rect x="${x + (i % 2) * 8}" y="${470 - (i + 1) * 22}" width="130" height="20" rx="6" fill="${pick(look, colours)}"/>`;
  return `${band(0, 500, '#e9d3ab')}<path d="M-300 36 H1100" stroke="${WOOD}" stroke-width="8"/>${rug(-290, 150, 300)}${rug(-120, 170, 340)}${rug(70, 180, 310)}${rug(290, 220, 380)}${rug(530, 180, 320)}${rug(730, 160, 290)}${rug(910, 170, 340)}${band(460, 40, '#b98a5a')}${pile}`;
}

/** A chechia maker's: red caps stacked in pigeonholes, a cap on its wooden form, carded wool. */
function chechia(look: Look): string {
  const reds = ['#c0392b', '#a52a2a', '#d9483b', '#b03025'];
  const cap = (x: number, y: number, s: number, c: string) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-24 0 Q-28 -40 0 -42 Q28 -40 24 0Z" fill="${c}"/><path d="M0 -42 Q14 -38 18 -18" stroke="#1b1b24" stroke-width="3" fill="none"/><ellipse cy="0" rx="24" ry="5" fill="#000" opacity=".2"/></g>`;
  let grid = '';
  for (let row = 0; row < 4; row++)
    for (let x = -300; x < 1100; x += 80) {
      grid += `<rect x="${x + 4}" y="${40 + row * 72}" width="72" height="66" fill="#5b3b28"/>`;
      grid += cap(x + 40, 102 + row * 72, 1, look.r() > 0.9 ? pick(look, ['#1b1b24', '#f4ecdc']) : pick(look, reds));
    }
  return `${band(0, 500, '#6b4a2b')}${grid}<rect x="-300" y="330" width="1400" height="18" fill="#a06b44"/><rect x="-300" y="348" width="1400" height="152" fill="${WOOD}"/><path d="M-300 400 H1100" stroke="#6b4a2b" stroke-width="3"/><rect x="370" y="300" width="60" height="30" fill="#c9a27a"/>${cap(400, 302, 2.2, '#c0392b')}<g fill="#f4ecdc"><circle cx="230" cy="318" r="18"/><circle cx="256" cy="312" r="20"/><circle cx="280" cy="320" r="16"/></g><rect x="540" y="306" width="70" height="24" rx="4" fill="#c9a27a"/><path d="M546 306 v-10 M556 306 v-10 M566 306 v-10 M576 306 v-10 M586 306 v-10 M596 306 v-10" stroke="#6b5a3a" stroke-width="3"/>`;
}

/** A coppersmith's: engraved trays on the wall, lanterns hanging, jugs and pots on the bench. */
function copper(look: Look): string {
  const tray = (x: number, y: number, r: number) => {
    let star = '';
    for (let i = 0; i < 8; i++)
      star += `<path d="M${x} ${n(y - r * 0.55)} L${n(x + r * 0.1)} ${n(y - r * 0.2)} L${x} ${n(y - r * 0.1)}Z" transform="rotate(${i * 45} ${x} ${y})"/>`;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#cu)"/><circle cx="${x}" cy="${y}" r="${n(r * 0.86)}" fill="none" stroke="#6e3a18" stroke-width="2" stroke-dasharray="3 3"/><circle cx="${x}" cy="${y}" r="${n(r * 0.62)}" fill="none" stroke="#6e3a18" stroke-width="2"/><g fill="#6e3a18" opacity=".7">${star}</g>`;
  };
  let wall = '';
  for (let x = -250; x < 1100; x += 150) wall += tray(x + look.r() * 20, 150 + look.r() * 60, 46 + look.r() * 24);
  const jug = (x: number, s: number) =>
    `<g transform="translate(${x} 380) scale(${s})"><path d="M-22 0 Q-40 -40 -14 -60 L-10 -90 Q0 -100 14 -96 L30 -104 L20 -86 L12 -60 Q40 -40 22 0Z" fill="url(#cu)"/><path d="M22 -20 Q50 -50 14 -80" stroke="#8a4f26" stroke-width="6" fill="none"/></g>`;
  return `<defs><radialGradient id="cu" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#f0b27a"/><stop offset=".5" stop-color="#c8783e"/><stop offset="1" stop-color="#7e4420"/></radialGradient></defs>${band(0, 500, '#3b2e2a')}${wall}${lantern(400, 80, 1.3)}${lantern(260, 60, 0.9)}${lantern(540, 70, 1)}${lantern(-120, 70)}${lantern(940, 80)}<rect x="-300" y="380" width="1400" height="16" fill="#6b4a2b"/>${band(396, 104, '#4a3a30')}${jug(200, 1)}${jug(620, 0.9)}${jug(-60, 0.8)}${jug(880, 1)}<ellipse cx="400" cy="372" rx="120" ry="18" fill="url(#cu)"/><path d="M300 372 Q400 300 500 372Z" fill="url(#cu)"/><path d="M400 318 V300" stroke="#7e4420" stroke-width="6"/><ellipse cx="400" cy="372" rx="120" ry="18" fill="none" stroke="#6e3a18" stroke-width="2"/>`;
}

/** Silver on blue velvet: a khomsa, fibulae (khlal), a necklace with coral, bracelets. */
function jewelry(look: Look): string {
  let beads = '';
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const x = 180 + t * 440;
    const y = 70 + Math.sin(Math.PI * t) * 130;
    beads += `<circle cx="${n(x)}" cy="${n(y)}" r="${i % 4 === 2 ? 11 : 7}" fill="${i % 4 === 2 ? '#d9483b' : 'url(#ag)'}"/>`;
  }
  const khlal = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle r="44" fill="none" stroke="url(#ag)" stroke-width="12"/><path d="M-8 40 L0 160 L8 40Z" fill="url(#ag)"/><circle cy="-44" r="10" fill="#d9483b"/><circle cx="-34" cy="28" r="7" fill="#2e7d5b"/><circle cx="34" cy="28" r="7" fill="#2e7d5b"/></g>`;
  const bracelet = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="56" ry="18" fill="none" stroke="url(#ag)" stroke-width="10"/><ellipse cx="${x}" cy="${y}" rx="56" ry="18" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 6" opacity=".6"/>`;
  const fold = pick(look, ['#1b2c52', '#3a1f3d', '#173d3a']);
  return `<defs><linearGradient id="ag" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbfbfd"/><stop offset="1" stop-color="#9ea3ab"/></linearGradient><radialGradient id="velvet" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="${fold}" stop-opacity=".6"/><stop offset="1" stop-color="#0b1020"/></radialGradient></defs>${band(0, 500, fold)}${band(0, 500, 'url(#velvet)')}${beads}<g fill="url(#ag)"><rect x="352" y="120" width="26" height="100" rx="13"/><rect x="387" y="104" width="26" height="110" rx="13"/><rect x="422" y="120" width="26" height="100" rx="13"/><rect x="346" y="190" width="108" height="120" rx="46"/><rect x="310" y="190" width="26" height="82" rx="13" transform="rotate(-28 336 262)"/><rect x="464" y="190" width="26" height="82" rx="13" transform="rotate(28 464 262)"/></g><circle cx="400" cy="250" r="20" fill="${look.p.blue}"/><circle cx="400" cy="250" r="28" fill="none" stroke="#d9483b" stroke-width="4" stroke-dasharray="4 4"/>${khlal(170, 250, 0.9)}${khlal(630, 250, 0.9)}${bracelet(280, 420)}${bracelet(520, 420)}${khlal(-150, 220, 0.8)}${khlal(950, 220, 0.8)}${bracelet(-40, 420)}${bracelet(840, 420)}`;
}

/** A basket maker's: couffins with coloured stripes, straw hats hanging, rolled mats. */
function basketry(look: Look): string {
  const { p } = look;
  const straw = '#d9b56a';
  const hat = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="62" ry="16" fill="${straw}"/><path d="M${x - 30} ${y} Q${x - 30} ${y - 40} ${x} ${y - 40} Q${x + 30} ${y - 40} ${x + 30} ${y}Z" fill="#cfa758"/><path d="M${x - 30} ${y - 8} H${x + 30}" stroke="${pick(look, [p.warm, p.blue])}" stroke-width="6"/><ellipse cx="${x}" cy="${y}" rx="50" ry="11" fill="none" stroke="#b8913f" stroke-width="2" stroke-dasharray="5 4"/>`;
  const basket = (x: number, w: number, h: number) => {
    const c1 = pick(look, [p.warm, p.blue, '#2e7d5b', '#c2185b']);
    const c2 = pick(look, [p.warm, p.blue, '#2e7d5b', '#f2c14e']);
    return `<path d="M${x - w / 2} ${450 - h} H${x + w / 2} L${x + w * 0.4} 450 H${x - w * 0.4}Z" fill="${straw}"/><path d="M${x - w * 0.48} ${450 - h * 0.7} H${x + w * 0.48}" stroke="${c1}" stroke-width="${h * 0.12}"/><path d="M${x - w * 0.46} ${450 - h * 0.42} H${x + w * 0.46}" stroke="${c2}" stroke-width="${h * 0.08}"/><path d="M${x - w * 0.3} ${450 - h} Q${x} ${450 - h * 1.6} ${x + w * 0.3} ${450 - h}" stroke="#b8913f" stroke-width="7" fill="none"/><path d="M${x - w * 0.45} ${450 - h * 0.2} H${x + w * 0.45} M${x - w * 0.48} ${450 - h * 0.9} H${x + w * 0.48}" stroke="#b8913f" stroke-width="2" stroke-dasharray="5 4"/>`;
  };
  let hats = '';
  for (let x = -240; x < 1100; x += 170)
    hats += `<path d="M${x} 0 V60" stroke="#6b4a2b" stroke-width="2"/>${hat(x, 90)}`;
  const mat = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="160" height="40" fill="${straw}"/><ellipse cx="${x + 160}" cy="${y + 20}" rx="12" ry="20" fill="#cfa758"/><path d="M${x + 20} ${y} V${y + 40} M${x + 60} ${y} V${y + 40} M${x + 100} ${y} V${y + 40}" stroke="${pick(look, [p.warm, p.blue])}" stroke-width="6"/>`;
  return `${band(0, 500, '#f1e4cc')}${hats}${band(450, 50, '#c9a27a')}${mat(-290, 400)}${mat(-290, 356)}${mat(900, 400)}${basket(170, 130, 120)}${basket(400, 190, 170)}${basket(620, 140, 110)}${basket(-60, 120, 100)}${basket(800, 110, 90)}`;
}

/** A leather shop: babouches in rows, bags hanging from hooks. */
function leather(look: Look): string {
  const { p } = look;
  const colours = ['#e3b23c', '#c0392b', '#f4ecdc', p.blue, '#8a5a2b', '#2e7d5b'];
  const slipper = (x: number, y: number, c: string) =>
    `<path d="M${x} ${y} L${x + 64} ${y} Q${x + 76} ${y} ${x + 78} ${y - 6} L${x + 42} ${y - 22} Q${x + 22} ${y - 26} ${x + 6} ${y - 16} Q${x} ${y - 10} ${x} ${y}Z" fill="${c}"/><path d="M${x + 4} ${y - 2} H${x + 66}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`;
  let rows = '';
  for (const y of [120, 220, 320])
    for (let x = -290; x < 1100; x += 96) {
      const c = pick(look, colours);
      rows += slipper(x, y, c) + slipper(x + 10, y + 14, c);
    }
  const bag = (x: number, y: number, c: string) =>
    `<path d="M${x - 30} ${y} Q${x} ${y - 60} ${x + 30} ${y}" stroke="#6b4a2b" stroke-width="5" fill="none"/><rect x="${x - 44}" y="${y}" width="88" height="70" rx="10" fill="${c}"/><path d="M${x - 44} ${y + 4} H${x + 44} V${y + 34} Q${x} ${y + 46} ${x - 44} ${y + 34}Z" fill="#000" opacity=".15"/><circle cx="${x}" cy="${y + 38}" r="5" fill="#c9a227"/>`;
  return `${band(0, 500, '#efe2c8')}${shelves(136, 250, 350)}${rows}${band(400, 100, '#6b4a2b')}${bag(220, 410, '#8a5a2b')}${bag(400, 400, '#b86b2e')}${bag(580, 410, '#c0392b')}${bag(-120, 410, '#5b3b28')}${bag(920, 410, '#b86b2e')}`;
}

/** A souk stall: a striped awning, spice cones, dates and hanging wares. */
function stall(look: Look): string {
  const { p } = look;
  const stripe = pick(look, [p.blue, p.warm, '#2e7d5b']);
  let awning = '';
  for (let x = -300; x < 1100; x += 60)
    awning += `<rect x="${x}" y="40" width="30" height="90" fill="${stripe}"/><path d="M${x} 130 a15 15 0 0 0 30 0 a15 15 0 0 0 30 0Z" fill="${stripe}"/><path d="M${x + 30} 130 a15 15 0 0 0 30 0Z" fill="#fff"/>`;
  const spices = ['#b7322c', '#e07b24', '#e3b23c', '#6b8e23', '#8b5a2b', '#d9483b'];
  let cones = '';
  for (let x = -260; x < 1100; x += 92) {
    const c = pick(look, spices);
    const h = 60 + look.r() * 40;
    cones += `<path d="M${n(x - 40)} 340 H${n(x + 40)} L${n(x + 34)} 362 H${n(x - 34)}Z" fill="#c9a27a"/><path d="M${n(x - 34)} 340 Q${n(x)} ${n(340 - h * 2)} ${n(x + 34)} 340Z" fill="${c}"/>`;
  }
  let hanging = '';
  for (let x = -240; x < 1100; x += 140)
    hanging += `<path d="M${x} 130 V170" stroke="#6b4a2b" stroke-width="2"/>${jar(x, 230, 34, 60, pick(look, ['#c8683a', p.blue, '#e3b23c']), '#fff')}`;
  return `${band(0, 500, '#5b3b28')}${band(0, 40, '#e8dfcc')}${awning}${hanging}${band(362, 138, WOOD)}<path d="M-300 362 H1100" stroke="#6b4a2b" stroke-width="6"/>${cones}${jar(400, 470, 90, 100, '#c8683a', '#f6e7c1')}<g fill="#5b2e1a">${'<ellipse cx="250" cy="440" rx="12" ry="6"/><ellipse cx="270" cy="446" rx="12" ry="6"/><ellipse cx="260" cy="432" rx="12" ry="6"/><ellipse cx="550" cy="440" rx="12" ry="6"/><ellipse cx="536" cy="432" rx="12" ry="6"/>'}</g>`;
}

/** A hammam: a dome pierced with star-shaped oculi, shafts of light, a marble basin and steam. */
function hammam(look: Look): string {
  let holes = '';
  let shafts = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.15 + (0.7 * i) / 8);
    const x = 400 - Math.cos(a) * 260;
    const y = 200 - Math.sin(a) * 150;
    holes += `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#fff6d5"/>`;
    if (i % 2 === 0)
      shafts += `<path d="M${n(x - 8)} ${n(y)} L${n(x + 8)} ${n(y)} L${n(x + 60 + i * 6)} 470 L${n(x + 10 + i * 6)} 470Z" fill="#fff6d5" opacity=".2"/>`;
  }
  let steam = '';
  for (let i = 0; i < 10; i++)
    steam += `<ellipse cx="${n(-200 + look.r() * 1200)}" cy="${n(260 + look.r() * 180)}" rx="${n(60 + look.r() * 80)}" ry="${n(14 + look.r() * 10)}" fill="#fff" opacity=".3"/>`;
  return `${band(0, 500, '#cdb894')}<path d="M120 280 V200 A280 180 0 0 1 680 200 V280Z" fill="#dcc9a6"/>${holes}<path d="M-300 280 H1100" stroke="#b89e74" stroke-width="8"/>${tiles(-300, 284, 1400, 110, '#2e7d5b', '#f2c14e', 44)}<path d="${arch(-250, 120, 120, 280)} ${arch(-60, 140, 100, 280)} ${arch(800, 140, 100, 280)} ${arch(960, 120, 120, 280)}" fill="#a88d64"/>${band(394, 106, '#e8e2d6')}<path d="M-300 430 H1100" stroke="#cfc6b6" stroke-width="3"/><rect x="320" y="330" width="160" height="90" rx="12" fill="#f4f1ea"/><ellipse cx="400" cy="332" rx="80" ry="14" fill="#bfe3f2"/><path d="M400 300 V318 M388 300 H412" stroke="#c9a227" stroke-width="6"/><ellipse cx="520" cy="416" rx="30" ry="10" fill="#c8783e"/><rect x="-200" y="396" width="260" height="26" fill="#f4f1ea"/><rect x="740" y="396" width="260" height="26" fill="#f4f1ea"/>${shafts}${steam}`;
}

/** A spa room: a massage table with towels, balanced stones, candles and an orchid, in soft light. */
function spa(look: Look): string {
  const { p } = look;
  const towel = pick(look, ['#f4f4f4', '#e8d8c3', '#cfe6e0']);
  const candle = (x: number, y: number) =>
    `<rect x="${x - 9}" y="${y - 26}" width="18" height="26" fill="#f6efe0"/><path d="M${x} ${y - 40} Q${x + 6} ${y - 30} ${x} ${y - 26} Q${x - 6} ${y - 30} ${x} ${y - 40}Z" fill="#ffb347"/><circle cx="${x}" cy="${y - 32}" r="20" fill="#ffd37a" opacity=".2"/>`;
  return `${band(0, 500, '#f1ebe3')}<path d="${arch(290, 40, 220, 260)}" fill="${p.sky[1]}"/><path d="${arch(290, 40, 220, 260)}" fill="none" stroke="#e0d3c0" stroke-width="10"/><circle cx="440" cy="140" r="34" fill="#fff6d5"/><rect x="290" y="200" width="220" height="60" fill="${p.sea}" opacity=".55"/>${band(400, 100, '#d9c4a4')}<path d="M-300 400 H1100" stroke="#c4ab86" stroke-width="3"/><rect x="190" y="296" width="420" height="34" rx="14" fill="#8a6a4a"/><rect x="196" y="286" width="408" height="22" rx="10" fill="${towel}"/><path d="M420 286 V330 Q440 340 460 330 V286" fill="${towel}"/><ellipse cx="230" cy="282" rx="34" ry="14" fill="${towel}"/><path d="M220 330 L210 430 M580 330 L590 430" stroke="#6b4a2b" stroke-width="12"/><rect x="640" y="360" width="110" height="60" fill="#8a6a4a"/><g fill="#3b3b45"><ellipse cx="690" cy="352" rx="34" ry="10"/><ellipse cx="690" cy="336" rx="26" ry="8"/><ellipse cx="690" cy="322" rx="18" ry="7"/><ellipse cx="690" cy="310" rx="11" ry="5"/></g>${candle(660, 360)}${candle(736, 360)}<path d="M90 420 L80 370 H140 L130 420Z" fill="#f4f1ea"/><path d="M110 370 Q100 300 120 250" stroke="#5b7f3a" stroke-width="4" fill="none"/><g fill="#e9b7d0"><circle cx="120" cy="250" r="12"/><circle cx="132" cy="272" r="11"/><circle cx="114" cy="292" r="10"/></g><ellipse cx="120" cy="372" rx="26" ry="8" fill="${LEAF}"/>${candle(-120, 420)}${candle(-90, 420)}${plant(-230, 420, 1.3)}<rect x="880" y="300" width="140" height="120" fill="#8a6a4a"/><g fill="${towel}"><rect x="890" y="270" width="120" height="18" rx="8"/><rect x="894" y="252" width="112" height="18" rx="8"/><rect x="898" y="234" width="104" height="18" rx="8"/></g>${plant(1070, 420, 1.1)}`;
}

/** Thalassotherapy: an indoor sea-water pool with jets, under arched bay windows open on the sea. */
function thalasso(look: Look): string {
  const { p } = look;
  let bays = '';
  for (let x = -280; x < 1100; x += 200)
    bays += `<path d="${arch(x, 50, 160, 300)}" fill="url(#sky)"/><rect x="${x}" y="230" width="160" height="70" fill="${p.sea}"/><path d="${arch(x, 50, 160, 300)}" fill="none" stroke="#fff" stroke-width="10"/><path d="M${x + 80} 50 V300 M${x} 200 H${x + 160}" stroke="#fff" stroke-width="5"/>`;
  return `${band(0, 500, '#f4f1ea')}<defs><linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="300"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>${bays}${band(300, 200, '#e8e2d6')}<rect x="60" y="340" width="680" height="120" rx="20" fill="#fff"/><rect x="72" y="350" width="656" height="100" rx="16" fill="#2fb2c9"/><path d="M100 390 q30 -8 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0" stroke="#fff" stroke-opacity=".5" stroke-width="4" fill="none"/><path d="M250 360 Q270 300 300 360 M400 360 Q420 290 450 360 M550 360 Q570 300 600 360" stroke="#bfe9f2" stroke-width="5" fill="none"/><path d="M-260 440 H-100 L-80 420 M900 440 H1060 L1080 420" stroke="${p.blue}" stroke-width="12" fill="none" stroke-linecap="round"/>${plant(-20, 460, 1.2)}${plant(820, 460, 1.2)}`;
}

/** A beauty salon: an arched mirror, a chair, shelves of bottles. */
function salon(look: Look): string {
  const { p } = look;
  let bottles = '';
  for (let x = -280; x < 1100; x += 36)
    if (x < 220 || x > 580)
      bottles += `<rect x="${x}" y="${150 - (x % 3) * 6}" width="20" height="${40 + (x % 3) * 6}" rx="4" fill="${pick(look, [p.blue, p.warm, '#e9b7d0', '#f4f1ea', '#2e7d5b'])}"/><rect x="${x + 6}" y="${140 - (x % 3) * 6}" width="8" height="10" fill="#3b3b45"/>`;
  return `${band(0, 500, pick(look, ['#f6e6e4', '#eef0e8', '#f3ece0']))}${shelves(190, 300)}${bottles}<path d="${arch(290, 50, 220, 320)}" fill="#c9a227"/><path d="${arch(304, 64, 192, 310)}" fill="#dcebf2"/><path d="M330 140 L380 90 M340 190 L420 110" stroke="#fff" stroke-width="8" opacity=".7"/><rect x="250" y="310" width="300" height="16" fill="#f4f1ea"/>${band(420, 80, '#d9c4a4')}<rect x="336" y="250" width="128" height="110" rx="24" fill="#3b3b45"/><rect x="320" y="340" width="160" height="40" rx="14" fill="#4a4a55"/><path d="M400 380 V440 M350 450 H450" stroke="#c9ccd1" stroke-width="10" stroke-linecap="round"/>${plant(150, 420, 1.2)}${plant(650, 420, 1.2)}<path d="M-220 420 V330 H-80 V420" fill="#f4f1ea" stroke="#d8d2c4" stroke-width="4"/><rect x="900" y="260" width="120" height="160" rx="10" fill="${p.blue}" opacity=".3"/>`;
}

/** A gym: dumbbells on a rack, a bench with a barbell, a treadmill before windows. */
function gym(look: Look): string {
  const { p } = look;
  let windows = '';
  for (let x = -280; x < 1100; x += 190)
    windows += `<rect x="${x}" y="40" width="160" height="200" fill="url(#sky)"/><rect x="${x}" y="170" width="160" height="70" fill="#7fae4f"/><rect x="${x}" y="40" width="160" height="200" fill="none" stroke="#c9ccd1" stroke-width="8"/>`;
  let rack = '';
  for (let i = 0; i < 5; i++) {
    const x = -240 + i * 60;
    rack += `<path d="M${x - 18} 380 H${x + 18}" stroke="#3b3b45" stroke-width="6"/><rect x="${x - 26}" y="366" width="12" height="28" rx="4" fill="#1b1b24"/><rect x="${x + 14}" y="366" width="12" height="28" rx="4" fill="#1b1b24"/>`;
  }
  return `<defs><linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="40" x2="0" y2="240"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>${band(0, 500, '#e9edf0')}${windows}${band(420, 80, '#3a3f47')}<rect x="-270" y="360" width="330" height="10" fill="#8a8f99"/>${rack}<rect x="280" y="360" width="240" height="24" rx="8" fill="${p.warm}"/><path d="M300 384 V430 M500 384 V430" stroke="#3b3b45" stroke-width="10"/><path d="M230 320 H570" stroke="#8a8f99" stroke-width="8"/><rect x="240" y="280" width="22" height="80" rx="6" fill="#1b1b24"/><rect x="538" y="280" width="22" height="80" rx="6" fill="#1b1b24"/><path d="M300 320 V350 M500 320 V350" stroke="#8a8f99" stroke-width="8"/><path d="M700 430 L740 360 H900 L920 430Z" fill="#2b2b35"/><path d="M900 360 L930 260 H960" stroke="#2b2b35" stroke-width="12" fill="none"/><rect x="920" y="240" width="60" height="30" rx="6" fill="#4a4a55"/><path d="M600 440 h60 a14 14 0 0 1 0 28 h-60 a14 14 0 0 1 0 -28Z" fill="${p.blue}"/><path d="M140 430 a22 22 0 1 1 44 0Z M130 430 h64" fill="#1b1b24" stroke="#1b1b24" stroke-width="4"/>`;
}

export const INDOOR_SCENES = {
  room,
  patio,
  table,
  gallery,
  mosaic,
  portrait,
  office,
  pottery,
  carpet,
  chechia,
  copper,
  jewelry,
  basketry,
  leather,
  stall,
  hammam,
  spa,
  thalasso,
  salon,
  gym,
} satisfies Record<string, (look: Look) => string>;
