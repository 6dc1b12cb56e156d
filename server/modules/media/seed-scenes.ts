/**
 * Outdoor scenes of the demo art (seed-art.ts): coast, desert, mountains, monuments, roads and stages, drawn on
 * the stage of seed-draw.ts (x -300..1100, y 0..500, subject in the middle).
 */
import {
  arch,
  band,
  bird,
  camel,
  cloud,
  column,
  flouka,
  horseman,
  horseshoe,
  LEAF,
  type Look,
  n,
  nightSky,
  olive,
  palm,
  person,
  pick,
  STONE,
  STONE_SHADE,
  sky,
  sun,
  tree,
  WARM_PALETTES,
  waves,
} from './seed-draw.ts';

const has = (look: Look, ...scenes: string[]) => scenes.some((s) => look.hints.includes(s));

function skyAndSun(look: Look, y = 110): string {
  const x = 120 + look.r() * 560;
  return `${sky(look.p)}${sun(x, y)}${cloud(x < 400 ? 640 : 160, 70 + look.r() * 40, 0.9)}${cloud(-160 + look.r() * 80, 90, 0.7)}${cloud(960, 60 + look.r() * 50, 0.8)}`;
}

/** A sunshade pole planted at (x, y). */
const parasol = (x: number, y: number, a: string, b: string) =>
  `<g><path d="M${n(x)} ${n(y)} V${n(y - 88)}" stroke="#6b4a2b" stroke-width="4"/><path d="M${n(x - 62)} ${n(y - 78)} Q${n(x)} ${n(y - 130)} ${n(x + 62)} ${n(y - 78)}Z" fill="${a}"/><path d="M${n(x - 22)} ${n(y - 84)} Q${n(x)} ${n(y - 128)} ${n(x + 22)} ${n(y - 84)}Z" fill="${b}"/></g>`;

const lounger = (x: number, y: number, cloth: string) =>
  `<g><path d="M${n(x - 40)} ${n(y - 14)} H${n(x + 20)} L${n(x + 42)} ${n(y - 34)}" stroke="${cloth}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M${n(x - 34)} ${n(y - 12)} V${n(y)} M${n(x + 16)} ${n(y - 12)} V${n(y)}" stroke="#8a6a45" stroke-width="3"/></g>`;

function beach(look: Look): string {
  const { p } = look;
  const lifeguard = /secour|lifeguard|securite|surveill/.test(look.slug);
  let shade = '';
  for (const [x, y] of [
    [-180, 450],
    [230, 440],
    [400, 470],
    [590, 445],
    [930, 455],
  ] as const)
    if (!(lifeguard && x === 400) && look.r() > 0.2)
      shade +=
        parasol(x + look.r() * 30, y, pick(look, [p.warm, p.blue, '#f2c14e']), '#fff') + lounger(x + 40, y + 4, p.blue);
  const tower = lifeguard
    ? `<g><path d="M360 470 L372 370 M440 470 L428 370 M366 420 H434" stroke="#f4f4f4" stroke-width="7"/><rect x="356" y="330" width="88" height="44" rx="4" fill="#d63c2f"/><path d="M348 332 L400 300 L452 332Z" fill="#f4f4f4"/><path d="M470 470 V270" stroke="#ddd" stroke-width="4"/><path d="M472 272 L520 284 L472 298Z" fill="#2e9e4f"/></g>`
    : '';
  return `${skyAndSun(look)}${band(270, 120, p.sea)}${waves(292)}${waves(322, 0.35, 140)}${waves(352, 0.3)}${flouka(760 + look.r() * 200, 286, 0.35, p.blue)}<path d="M-300 382 Q100 350 400 372 T1100 366 V500 H-300Z" fill="${p.sand}"/><path d="M-300 382 Q100 350 400 372 T1100 366" stroke="#fff" stroke-width="5" stroke-opacity=".7" fill="none"/>${palm(-240, 470, 1.1)}${palm(-40, 440, 0.9)}${palm(770, 450, 1)}${palm(1040, 480, 1.15)}${shade}${tower}`;
}

/** A hotel front: a white block with arched windows, blue shutters and a dome. */
function hotelFront(look: Look, y: number): string {
  const { p } = look;
  let windows = '';
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 7; i++) {
      const x = 150 + i * 74;
      const top = y + 20 + row * 58;
      windows += `<path d="${arch(x, top, 32, top + 40)}" fill="${p.sky[0]}" opacity=".8"/><rect x="${x - 8}" y="${top + 6}" width="7" height="34" fill="${p.blue}"/><rect x="${x + 33}" y="${top + 6}" width="7" height="34" fill="${p.blue}"/>`;
    }
  let wings = '';
  for (const x0 of [-280, 700])
    for (let i = 0; i < 4; i++)
      wings += `<rect x="${x0 + 40 + i * 85}" y="${y + 70}" width="30" height="34" rx="3" fill="${p.blue}" opacity=".85"/>`;
  return `<rect x="-280" y="${y + 50}" width="400" height="${300 - y - 50}" fill="${p.wall}"/><rect x="680" y="${y + 50}" width="400" height="${300 - y - 50}" fill="${p.wall}"/>${wings}<rect x="120" y="${y}" width="560" height="${300 - y}" fill="${p.wall}"/><rect x="600" y="${y}" width="80" height="${300 - y}" fill="#000" opacity=".05"/><path d="M340 ${y} A60 60 0 0 1 460 ${y}Z" fill="${p.wall}" stroke="#e3ddd0" stroke-width="3"/><rect x="112" y="${y - 8}" width="576" height="10" fill="#eee7da"/>${windows}`;
}

function pool(look: Look): string {
  const { p } = look;
  const deck = '#f2ebdc';
  return `${skyAndSun(look, 80)}${hotelFront(look, 110)}${band(300, 200, deck)}<rect x="100" y="336" width="600" height="128" rx="26" fill="#fff"/><rect x="110" y="344" width="580" height="112" rx="22" fill="#3cb4e6"/><path d="M130 380 q30 -8 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 M150 420 q30 -8 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0" stroke="#fff" stroke-opacity=".55" stroke-width="4" fill="none"/><rect x="610" y="346" width="70" height="108" fill="#2aa0d4" opacity=".5"/>${palm(-150, 330, 1)}${palm(40, 320, 1.05)}${palm(760, 325, 1.05)}${palm(990, 330, 0.95)}${parasol(-40, 440, p.warm, '#fff')}${lounger(0, 444, p.blue)}${parasol(830, 450, p.warm, '#fff')}${lounger(870, 454, p.blue)}${lounger(-230, 470, p.blue)}${lounger(1020, 470, p.blue)}`;
}

/** What is behind a building: the sea, the desert or green hills, as the slug suggests. */
function backdrop(look: Look, horizon: number): string {
  const { p } = look;
  if (has(look, 'dunes', 'oasis', 'ksar'))
    return `<path d="M-300 ${horizon + 10} Q0 ${horizon - 40} 300 ${horizon} T900 ${horizon - 10} T1100 ${horizon} V500 H-300Z" fill="${p.sand}"/>${palm(-200, horizon + 30, 0.7)}${palm(900, horizon + 30, 0.75)}`;
  if (has(look, 'mountains', 'olives'))
    return `<path d="M-300 ${horizon} Q-100 ${horizon - 80} 150 ${horizon - 20} T600 ${horizon - 40} T1100 ${horizon - 10} V500 H-300Z" fill="#8fae6a"/>`;
  return `${band(horizon - 20, 80, p.sea)}${waves(horizon)}`;
}

/** A sea-front (or desert-edge) guest house: white walls, a dome, blue arched door and bougainvillea. */
function facade(look: Look): string {
  const { p } = look;
  const door = pick(look, [p.blue, p.blue, '#f2c14e', '#2e7d5b']);
  let studs = '';
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 3; j++) studs += `<circle cx="${378 + j * 22}" cy="${316 + i * 18}" r="3"/>`;
  let flowers = '';
  for (let i = 0; i < 70; i++) {
    const t = look.r();
    flowers += `<circle cx="${n(160 + t * 40 + look.r() * 34)}" cy="${n(130 + t * t * 200 + look.r() * 30)}" r="${n(5 + look.r() * 6)}" fill="${pick(look, ['#c2185b', '#e91e63', '#d81b60', LEAF])}"/>`;
  }
  const house = (x: number, w: number, top: number, doorX: number) =>
    `<rect x="${x}" y="${top}" width="${w}" height="${410 - top}" fill="${p.wall}"/><rect x="${x}" y="${top - 6}" width="${w}" height="8" fill="#eee7da"/><path d="${arch(doorX, top + 70, 44, 410)}" fill="${p.blue}"/><rect x="${doorX + 70}" y="${top + 40}" width="30" height="36" fill="${p.blue}" opacity=".8"/>`;
  return `${skyAndSun(look, 90)}${backdrop(look, 320)}${house(-300, 260, 250, -220)}${house(660, 230, 230, 760)}${house(890, 210, 270, 930)}${band(400, 100, '#efe6d2')}<rect x="170" y="140" width="460" height="270" fill="${p.wall}"/><rect x="560" y="140" width="70" height="270" fill="#000" opacity=".05"/><rect x="162" y="132" width="476" height="12" fill="#eee7da"/><path d="M340 136 A60 60 0 0 1 460 136Z" fill="${p.wall}" stroke="#e3ddd0" stroke-width="3"/><path d="M400 76 V60" stroke="#c9a227" stroke-width="4"/><path d="${arch(350, 270, 100, 410)}" fill="#d8c29a"/><path d="${arch(362, 282, 76, 410)}" fill="${door}"/><g fill="#1b1b24" opacity=".55">${studs}</g><path d="${arch(210, 190, 70, 260)}" fill="${p.blue}"/><path d="${arch(520, 190, 70, 260)}" fill="${p.blue}"/><path d="M214 230 H276 M214 245 H276 M534 230 H586 M534 245 H586 M245 200 V260 M555 200 V260" stroke="#fff" stroke-width="2" opacity=".7"/><path d="${arch(520, 300, 70, 370)}" fill="${p.blue}" opacity=".85"/><rect x="340" y="404" width="120" height="8" fill="#d8cbb4"/>${flowers}${palm(80, 420, 0.95)}${palm(700, 420, 0.9)}`;
}

/** Dunes in layers, with a camel caravan and, for a bivouac, tents. */
function dunes(look: Look): string {
  const p = pick(look, [look.p, ...WARM_PALETTES, ...WARM_PALETTES]);
  const tone = (k: number) => ['#f3cf8e', p.sand, '#e0a458', '#c98a45'][k]!;
  let layers = '';
  for (let k = 0; k < 4; k++) {
    const y = 250 + k * 55;
    const d = `M-300 ${y + 30} Q${-100 + look.r() * 100} ${y - 40} ${100 + k * 40} ${y + 10} T${500 + look.r() * 80} ${y} T${900 + k * 30} ${y + 5} T1100 ${y} V500 H-300Z`;
    layers += `<path d="${d}" fill="${tone(k)}"/><path d="${d}" fill="#fff" opacity="${k % 2 ? 0.08 : 0}"/>`;
  }
  const silhouette = '#5a3a22';
  const riders = /festival|cheval|cavalier|horse/.test(look.slug);
  let caravan = '';
  for (let i = 0; i < 4; i++)
    caravan += riders
      ? horseman(
          230 + i * 110,
          380 - i * 8 + (i % 2) * 14,
          0.85,
          silhouette,
          pick(look, ['#c0392b', '#f2c14e', '#1c5aa6', '#fff']),
        )
      : camel(250 + i * 95, 372 - i * 6, 0.78, silhouette, i % 2 === 0);
  const tents = /bivouac|nuit|camp/.test(look.slug)
    ? `<path d="M700 430 L760 380 L830 430Z M820 440 L870 400 L930 440Z" fill="#4a2e1f"/><circle cx="800" cy="440" r="6" fill="#ffb347"/>`
    : '';
  const quad = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 -2 q30 -24 120 -8" stroke="#f3cf8e" stroke-width="10" fill="none" opacity=".6"/><circle cx="-30" cy="0" r="18" fill="#1b1b24"/><circle cx="32" cy="0" r="18" fill="#1b1b24"/><path d="M-50 -12 H52 L40 -34 H-34Z" fill="${p.warm}"/><circle cx="2" cy="-70" r="10" fill="#2b2b35"/><path d="M-8 -60 H12 L16 -36 H-12Z" fill="#2b2b35"/><path d="M12 -54 L34 -44" stroke="#2b2b35" stroke-width="6"/></g>`;
  const rider = /quad|4x4/.test(look.slug)
    ? quad(660, 452, 1.1) + quad(-120, 440, 0.8)
    : camel(-160, 420, 0.6, silhouette, true) + camel(-70, 424, 0.55, silhouette);
  return `${sky(p)}${sun(200 + look.r() * 400, 190, 62)}${bird(620, 90)}${bird(660, 110, 0.8)}${layers}${caravan}${person(232, 376, 60, silhouette)}<path d="M240 380 q60 10 120 5 t120 8" stroke="#b07a3e" stroke-dasharray="3 10" stroke-width="4" fill="none"/>${tents}${rider}`;
}

/** A palm grove at the foot of mountains, with water and sometimes a white marabout. */
function oasis(look: Look): string {
  const { p } = look;
  let back = '';
  for (let x = -290; x < 1100; x += 46 + look.r() * 30) back += palm(x, 350, 0.5 + look.r() * 0.2, '#4f9a4a');
  const marabout =
    look.r() > 0.4
      ? `<rect x="470" y="300" width="70" height="50" fill="#fff"/><path d="M474 302 A31 31 0 0 1 536 302Z" fill="#fff"/><path d="${arch(494, 318, 22, 350)}" fill="${p.blue}"/>`
      : '';
  return `${skyAndSun(look, 100)}<path d="M-300 300 L-180 210 L-60 270 L80 180 L220 260 L330 200 L480 270 L620 190 L760 260 L900 200 L1100 280 V360 H-300Z" fill="#b9825a"/><path d="M-300 300 L-180 210 L-140 240 L-60 270 L80 180 L110 230 L220 260 L330 200 L480 270" fill="none" stroke="#d9a778" stroke-width="4"/>${back}${band(340, 60, '#7fae4f')}${marabout}<path d="M-300 400 Q100 370 400 390 T1100 385 V500 H-300Z" fill="${p.sand}"/><path d="M150 420 Q400 380 650 420 Q400 460 150 420Z" fill="#4fb3d9"/><path d="M220 420 H580" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>${palm(-250, 470, 1.15)}${palm(-100, 440, 1)}${palm(60, 450, 1.1)}${palm(140, 400, 0.85)}${palm(640, 405, 0.85)}${palm(730, 455, 1.15)}${palm(880, 440, 1)}${palm(1020, 470, 1.1)}`;
}

/** The sea with a schooner, fishing boats and gulls; a lighthouse on the rocks for wide pictures. */
function boat(look: Look): string {
  const { p } = look;
  const hull = pick(look, ['#8a5a2b', p.blue, '#2b2b35']);
  return `${skyAndSun(look, 100)}<path d="M-300 262 Q-200 230 -60 246 T200 258 V270 H-300Z" fill="#8fa88a"/>${band(262, 240, p.sea)}${waves(300)}${waves(350, 0.35, 140)}${waves(410, 0.3)}${waves(460, 0.25, 160)}<g><path d="M250 360 H560 L530 410 H290Z" fill="${hull}"/><path d="M250 360 H560 L556 370 H254Z" fill="#fff"/><path d="M360 360 V120 M460 360 V140 M300 360 L240 300" stroke="#5b4632" stroke-width="6"/><path d="M364 128 L364 340 L440 340Z" fill="#fffaf0"/><path d="M356 140 L356 340 L280 340Z" fill="#f0e6d0"/><path d="M464 146 L464 340 L530 340Z" fill="#fffaf0"/><path d="M300 330 L240 302 L300 318Z" fill="#f0e6d0"/></g><path d="M290 420 H530" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>${flouka(100, 330, 0.8, p.blue)}${flouka(700, 316, 0.6, p.warm)}${flouka(-170, 300, 0.5, p.blue)}<path d="M960 300 Q1000 250 1100 260 V320 H940Z" fill="#6b6b5a"/><rect x="1000" y="170" width="26" height="100" fill="#fff"/><rect x="1000" y="200" width="26" height="16" fill="#c0392b"/><rect x="996" y="160" width="34" height="14" fill="#2b2b35"/>${bird(520, 90)}${bird(560, 120, 0.8)}${bird(150, 150, 0.7)}`;
}

/** Tabarka's red coral, fish and a diver, under water. */
function reef(look: Look): string {
  let rays = '';
  for (let i = 0; i < 6; i++) {
    const x = -200 + i * 250 + look.r() * 80;
    rays += `<path d="M${n(x)} 0 L${n(x + 60)} 0 L${n(x + 200)} 500 L${n(x + 110)} 500Z" fill="#fff" opacity=".07"/>`;
  }
  const coral = (x: number, y: number, s: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" stroke="#e04b3a" stroke-linecap="round" fill="none"><path d="M0 0 V-60 M0 -30 L-26 -70 M0 -45 L24 -90 M-26 -70 L-40 -95 M-26 -70 L-14 -100 M24 -90 L12 -118 M24 -90 L44 -110" stroke-width="8"/></g>`;
  const fish = (x: number, y: number, s: number, c: string) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill="${c}"><ellipse rx="18" ry="9"/><path d="M-16 0 L-30 -9 V9Z"/><circle cx="9" cy="-2" r="2" fill="#1b1b24"/></g>`;
  let fishes = '';
  for (let i = 0; i < 14; i++)
    fishes += fish(
      -280 + look.r() * 1360,
      80 + look.r() * 300,
      0.6 + look.r() * 0.7,
      pick(look, ['#f2c14e', '#ff8a4c', '#7fd3ff']),
    );
  let grass = '';
  for (let x = -300; x < 1100; x += 40 + look.r() * 40)
    grass += `<path d="M${n(x)} 470 q-10 -30 0 -60 M${n(x + 8)} 470 q12 -24 4 -48" stroke="#2f8f5a" stroke-width="5" fill="none"/>`;
  let bubbles = '';
  for (let i = 0; i < 6; i++) bubbles += `<circle cx="${n(480 + i * 6)}" cy="${n(180 - i * 24)}" r="${n(4 + i)}"/>`;
  return `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d8fc4"/><stop offset="1" stop-color="#0b3e66"/></linearGradient></defs>${band(0, 500, 'url(#deep)')}${rays}<path d="M-300 450 Q0 420 300 445 T800 440 T1100 445 V500 H-300Z" fill="#d9c48f"/><path d="M-40 470 Q40 400 140 470Z M620 470 Q700 410 800 470Z" fill="#5b6570"/>${grass}${coral(60, 460, 1.2)}${coral(130, 470, 0.9)}${coral(700, 470, 1.1)}${coral(760, 466, 0.8)}${coral(-200, 470, 1)}${coral(980, 470, 1)}${fishes}<g><rect x="350" y="214" width="80" height="22" rx="10" fill="#f2c14e" transform="rotate(-8 390 225)"/><path d="M320 240 Q380 220 470 232 Q490 236 488 252 Q470 262 400 258 L330 262Z" fill="#1f2733"/><circle cx="486" cy="236" r="16" fill="#1f2733"/><rect x="484" y="228" width="18" height="12" rx="4" fill="#9ad7f2"/><path d="M330 250 L270 236 L262 256 L330 262Z M334 256 L280 270 L284 288 L336 264Z" fill="#2b6cb0"/><path d="M440 252 L470 290" stroke="#1f2733" stroke-width="10" stroke-linecap="round"/></g><g fill="#fff" opacity=".55">${bubbles}</g>`;
}

/** Mountains in layers, forest and a path with walkers; a falcon for the birds' days. */
function mountains(look: Look): string {
  let trees = '';
  for (let x = -290; x < 1100; x += 40 + look.r() * 50)
    if (x < 280 || x > 540)
      trees += tree(x, 380 + look.r() * 30, 0.6 + look.r() * 0.3, pick(look, ['#3f7147', '#2f5e3a', '#4d8250']));
  const falcon = /faucon|epervier|oiseau|haouaria|ichkeul/.test(look.slug)
    ? '<path d="M520 110 q30 -30 60 -8 q20 -6 28 4 q30 -24 64 6 q-40 -4 -60 14 q-20 10 -34 0 q-30 -6 -58 -16Z" fill="#3a2e24"/>'
    : bird(560, 110) + bird(600, 130, 0.8);
  return `${skyAndSun(look, 90)}<path d="M-300 260 L-150 170 L0 230 L160 130 L320 220 L470 140 L640 230 L800 150 L960 220 L1100 170 V500 H-300Z" fill="#9fb7c9"/><path d="M-300 320 Q-150 230 0 300 T300 270 T620 280 T900 250 T1100 290 V500 H-300Z" fill="#5f8f5a"/><path d="M-300 400 Q-100 340 120 380 T500 360 T900 370 T1100 360 V500 H-300Z" fill="#3f7147"/>${trees}<path d="M380 500 Q300 450 420 420 T430 340 T470 280" stroke="#d9c48f" stroke-width="16" fill="none" stroke-linecap="round"/>${person(420, 420, 56, '#c0392b', '#f1c9a5')}<rect x="408" y="380" width="14" height="20" rx="3" fill="#2b2b35"/>${person(452, 360, 40, '#1c5aa6', '#e0ac7e')}${falcon}`;
}

/** Rows of olive trees on the ochre soil of the Sahel, with a picker's crates. */
function olives(look: Look): string {
  let rows = '';
  for (const [y, s, step] of [
    [300, 0.45, 70],
    [340, 0.65, 100],
    [395, 0.9, 150],
    [470, 1.25, 210],
  ] as const)
    for (let x = -300 + look.r() * step; x < 1120; x += step) rows += olive(x, y, s);
  return `${skyAndSun(look, 90)}<path d="M-300 290 Q0 250 300 280 T900 270 T1100 280 V500 H-300Z" fill="#cdbb8a"/><path d="M-300 320 Q200 300 500 315 T1100 310 V500 H-300Z" fill="#d8b877"/>${rows}<g><rect x="380" y="440" width="50" height="30" fill="${look.p.blue}"/><rect x="440" y="446" width="46" height="26" fill="${look.p.warm}"/><g fill="#3b3b2b">${'<circle cx="392" cy="440" r="5"/><circle cx="405" cy="438" r="5"/><circle cx="418" cy="440" r="5"/>'}</g></g>${person(350, 470, 80, look.p.warm, '#c68a5e')}`;
}

/** Roman ruins: a temple front as Dougga's capitol among broken columns and olive trees. */
function ruins(look: Look): string {
  let cols = '';
  for (let i = 0; i < 6; i++) cols += column(250 + i * 60, 340, 30, 160);
  let broken = '';
  for (const [x, h] of [
    [-230, 90],
    [-150, 140],
    [-60, 60],
    [30, 120],
    [680, 100],
    [750, 150],
    [830, 70],
    [1000, 110],
  ] as const)
    broken += `<rect x="${x - 14}" y="${390 - h}" width="28" height="${h}" fill="${STONE}"/><rect x="${x + 4}" y="${390 - h}" width="10" height="${h}" fill="${STONE_SHADE}" opacity=".6"/><path d="M${x - 14} ${390 - h} l10 -8 l8 6 l10 -10 v12Z" fill="${STONE}"/>`;
  return `${skyAndSun(look, 90)}<path d="M-300 320 Q-100 250 150 300 T600 280 T1100 300 V500 H-300Z" fill="#a9b46a"/><path d="M-300 370 Q100 340 400 360 T1100 350 V500 H-300Z" fill="#d9c48f"/>${olive(-270, 380, 0.9)}${olive(920, 375, 1)}${olive(640, 360, 0.7)}${olive(120, 360, 0.8)}${tree(1060, 380, 0.9, '#2f5e3a')}<rect x="200" y="340" width="400" height="14" fill="${STONE_SHADE}"/><rect x="190" y="352" width="420" height="14" fill="${STONE}"/><rect x="180" y="364" width="440" height="18" fill="${STONE_SHADE}"/><rect x="250" y="190" width="300" height="150" fill="${STONE_SHADE}" opacity=".7"/>${cols}<rect x="222" y="160" width="356" height="26" fill="${STONE}"/><rect x="222" y="180" width="356" height="6" fill="${STONE_SHADE}"/><path d="M222 160 L400 100 L578 160Z" fill="${STONE}"/><path d="M250 155 L400 110 L550 155Z" fill="${STONE_SHADE}" opacity=".6"/>${broken}<rect x="560" y="410" width="60" height="24" rx="10" fill="${STONE}" transform="rotate(-8 590 420)"/><rect x="120" y="420" width="40" height="26" fill="${STONE_SHADE}"/><rect x="150" y="428" width="30" height="18" fill="${STONE}"/>`;
}

/** The amphitheatre of El Jem: three tiers of arcades, broken open on one side, above a white town. */
function amphitheatre(look: Look): string {
  const { p } = look;
  const tiers = [
    [330, 70],
    [262, 64],
    [204, 54],
  ] as const;
  let arcades = '';
  for (const [bottom, h] of tiers) {
    const count = 15;
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const x = 40 + 720 * (0.5 - 0.5 * Math.cos(Math.PI * t));
      const w = 30 * Math.sin(Math.PI * t) + 6;
      arcades += `<path d="${arch(x - w / 2, bottom - h + 10, w, bottom + 2)}" fill="#7a5a38" opacity=".75"/>`;
    }
    arcades += `<rect x="40" y="${bottom}" width="720" height="8" fill="${STONE_SHADE}"/>`;
  }
  let town = '';
  for (let x = -300; x < 1100; x += 70 + look.r() * 40) {
    const h = 40 + look.r() * 40;
    if (x > 30 && x < 720 && h > 60) continue;
    town += `<rect x="${n(x)}" y="${n(420 - h)}" width="${n(60 + look.r() * 30)}" height="${n(h)}" fill="${p.wall}"/><rect x="${n(x + 20)}" y="${n(432 - h * 0.7)}" width="14" height="18" fill="${p.blue}"/>`;
  }
  return `${skyAndSun(look, 80)}${band(400, 100, p.sand)}<path d="M40 400 V170 Q400 120 760 170 V400Z" fill="${STONE}"/><path d="M40 400 V170 Q80 164 120 160 V400Z" fill="${STONE_SHADE}" opacity=".5"/>${arcades}<path d="M600 140 L630 230 L660 200 L700 290 L730 260 L770 330 L800 130Z" fill="url(#sky)"/><path d="M600 142 L630 230 L660 200 L700 290 L730 260 L762 316" stroke="${STONE_SHADE}" stroke-width="6" fill="none"/>${town}${palm(-160, 420, 1)}${palm(860, 420, 1.05)}${palm(1000, 430, 0.9)}${palm(10, 430, 0.8)}`;
}

/** Carthage: great Roman arches and standing columns by the gulf, umbrella pines and Bou Kornine. */
function arches(look: Look): string {
  const { p } = look;
  let aqueduct = '';
  for (let i = 0; i < 7; i++) {
    const x = -300 + i * 56;
    aqueduct += `<path d="M${x} 330 V${270 + i * 4} H${x + 56} V330 H${x + 46} V${300 + i * 4} A18 18 0 0 0 ${x + 10} ${300 + i * 4} V330Z" fill="${STONE_SHADE}"/>`;
  }
  let cols = '';
  for (const [x, h] of [
    [690, 170],
    [740, 170],
    [790, 120],
    [840, 170],
    [890, 80],
  ] as const)
    cols += column(x, 400, 24, h, h === 170 ? '#d9d2c4' : STONE);
  return `${skyAndSun(look, 90)}${band(290, 80, p.sea)}${waves(310)}<path d="M820 292 L880 230 L920 262 L960 220 L1040 292Z" fill="#8fa7b3"/>${aqueduct}<path d="M-300 360 Q100 330 400 350 T1100 345 V500 H-300Z" fill="#e3cf9e"/><path fill-rule="evenodd" fill="${STONE}" d="M140 390 V180 L170 160 L230 172 L260 140 L330 150 L380 120 L450 140 L520 130 L580 160 L660 170 V390Z M180 390 V260 A60 60 0 0 1 300 260 V390Z M340 390 V230 A60 60 0 0 1 460 230 V390Z M500 390 V260 A60 60 0 0 1 620 260 V390Z"/><path d="M140 200 H660" stroke="${STONE_SHADE}" stroke-width="6"/><rect x="140" y="382" width="520" height="14" fill="${STONE_SHADE}"/>${cols}${tree(-120, 390, 1.2, '#2f5e3a', true)}${tree(60, 380, 0.9, '#3f7147', true)}${tree(980, 400, 1.3, '#2f5e3a', true)}`;
}

/** Kairouan's Great Mosque: ochre walls with buttresses, the square minaret, a ribbed dome and arcades. */
function mosque(look: Look): string {
  let merlons = '';
  for (let x = -300; x < 1100; x += 24) merlons += `<rect x="${x}" y="240" width="14" height="12" fill="#e4cf9f"/>`;
  let buttress = '';
  for (let x = -260; x < 1100; x += 130) buttress += `<rect x="${x}" y="262" width="24" height="80" fill="#d5bd89"/>`;
  let arcade = '';
  for (let x = -280; x < 1100; x += 80)
    arcade += `<path d="${horseshoe(x + 40, 340, 54, 430)}" fill="#a07f52" opacity=".55"/><rect x="${x - 4}" y="350" width="10" height="80" fill="#fbf7ee"/>`;
  const tier = (x: number, y: number, w: number, h: number) => {
    let crest = '';
    for (let i = 0; i < w; i += 16) crest += `<path d="M${x + i} ${y} h10 v-10 a5 5 0 0 0 -10 0Z" fill="#e4cf9f"/>`;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#e4cf9f"/><rect x="${x + w * 0.7}" y="${y}" width="${w * 0.3}" height="${h}" fill="#000" opacity=".06"/>${crest}`;
  };
  return `${skyAndSun(look, 80)}<rect x="-300" y="252" width="1400" height="180" fill="#e4cf9f"/>${merlons}${buttress}${tier(330, 130, 140, 200)}${tier(352, 80, 96, 50)}${tier(372, 46, 56, 34)}<path d="M376 46 A24 24 0 0 1 424 46Z" fill="#e4cf9f"/><path d="M400 22 V6" stroke="#c9a227" stroke-width="4"/><path d="${arch(388, 170, 24, 220)} ${arch(388, 250, 24, 300)} ${arch(388, 96, 24, 124)}" fill="#7a5a38" opacity=".7"/><rect x="600" y="206" width="90" height="50" fill="#e4cf9f"/><path d="M596 208 A49 49 0 0 1 694 208Z" fill="#e9d6a9"/><path d="M645 160 V208 M620 168 Q626 190 618 208 M670 168 Q664 190 672 208" stroke="#c9ae7c" stroke-width="3" fill="none"/>${arcade}<rect x="-300" y="322" width="1400" height="10" fill="#fbf7ee"/>${band(430, 70, '#f1ebdf')}<path d="M-300 460 H1100" stroke="#e0d6c4" stroke-width="2"/>`;
}

/** A ribat: crenellated walls and corner towers, its round watchtower, by the sea. */
function ribat(look: Look): string {
  const { p } = look;
  const wall = '#e2c98f';
  const crenel = (x: number, y: number, w: number) => {
    let s = '';
    for (let i = 0; i < w; i += 20) s += `<rect x="${x + i}" y="${y - 12}" width="12" height="12" fill="${wall}"/>`;
    return s;
  };
  return `${skyAndSun(look, 80)}${band(290, 110, p.sea)}${waves(315)}${waves(350, 0.3, 140)}${flouka(-150, 330, 0.7, p.blue)}${flouka(920, 340, 0.75, p.warm)}<rect x="470" y="70" width="66" height="140" fill="${wall}"/><rect x="514" y="70" width="22" height="140" fill="#000" opacity=".07"/>${crenel(470, 70, 66)}<rect x="494" y="100" width="8" height="20" fill="#6b5234"/><rect x="120" y="200" width="560" height="200" fill="${wall}"/>${crenel(120, 200, 560)}<rect x="90" y="170" width="80" height="230" fill="#d9bd80"/>${crenel(90, 170, 80)}<rect x="630" y="170" width="80" height="230" fill="#d9bd80"/>${crenel(630, 170, 80)}<path d="${arch(368, 300, 64, 400)}" fill="#6b5234"/><path d="${arch(356, 288, 88, 400)}" fill="none" stroke="#c9ae7c" stroke-width="6"/><rect x="250" y="260" width="8" height="26" fill="#6b5234"/><rect x="540" y="260" width="8" height="26" fill="#6b5234"/><path d="M-300 400 Q100 380 400 395 T1100 390 V500 H-300Z" fill="${p.sand}"/><path d="M360 400 L330 500 H470 L440 400Z" fill="#e8d8b0"/>${palm(-40, 430, 0.9)}${palm(800, 440, 1)}${palm(1020, 420, 0.85)}`;
}

/** A ksar of the south: vaulted granaries (ghorfas) stacked in tiers under the desert hills. */
function ksar(look: Look): string {
  const ochre = '#e0b474';
  const line = '#b98544';
  const cells = (x0: number, x1: number, bottom: number, h: number) => {
    let s = '';
    for (let x = x0; x + 56 <= x1; x += 60) {
      s += `<path d="M${x} ${bottom} V${bottom - h + 18} Q${x + 28} ${bottom - h - 8} ${x + 56} ${bottom - h + 18} V${bottom}Z" fill="${ochre}" stroke="${line}" stroke-width="3"/>`;
      if (look.r() > 0.35) s += `<rect x="${x + 20}" y="${bottom - 26}" width="16" height="22" rx="3" fill="#6b4a2b"/>`;
      if (look.r() > 0.6)
        s += `<path d="M${x + 8} ${bottom - h + 22} h-10 M${x + 48} ${bottom - h + 30} h12" stroke="#6b4a2b" stroke-width="3"/>`;
    }
    return s;
  };
  let stairs = '';
  for (let i = 0; i < 6; i++)
    stairs += `<rect x="${110 + i * 14}" y="${400 - (i + 1) * 20}" width="16" height="${(i + 1) * 20}" fill="#d5a565"/>`;
  return `${skyAndSun(look, 80)}<path d="M-300 320 Q-100 240 120 290 T520 260 T1100 280 V500 H-300Z" fill="#c98a4a"/><path d="M-300 360 Q100 330 400 350 T1100 340 V500 H-300Z" fill="#d9a45e"/>${cells(100, 720, 400, 60)}${cells(160, 660, 340, 56)}${cells(220, 600, 284, 54)}${cells(280, 540, 230, 50)}${stairs}${cells(-290, 40, 420, 50)}${cells(-230, -10, 370, 48)}${cells(780, 1100, 420, 50)}${cells(840, 1040, 370, 48)}<path d="M-300 420 Q100 410 400 420 T1100 415 V500 H-300Z" fill="#e6b877"/>`;
}

/** A medina lane: white houses, a studded arched door, blue grilles and bougainvillea. */
function medina(look: Look): string {
  const { p } = look;
  const door = pick(look, [p.blue, p.blue, '#f2c14e', '#2e7d5b']);
  let studs = '';
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 4; j++)
      if ((i + j) % 2 === 0) studs += `<circle cx="${350 + j * 33}" cy="${290 + i * 30}" r="4"/>`;
  let flowers = '';
  for (let i = 0; i < 60; i++)
    flowers += `<circle cx="${n(230 + look.r() * 110)}" cy="${n(70 + look.r() * 130)}" r="${n(5 + look.r() * 6)}" fill="${pick(look, ['#c2185b', '#e91e63', '#d81b60', LEAF])}"/>`;
  const grille = (x: number, y: number, w: number, h: number) =>
    `<path d="${arch(x, y, w, y + h)}" fill="${p.blue}"/><path d="M${x + w / 4} ${y + 10} V${y + h} M${x + w / 2} ${y} V${y + h} M${x + (3 * w) / 4} ${y + 10} V${y + h} M${x} ${y + h / 2 + 8} H${x + w}" stroke="#fff" stroke-width="3" opacity=".8"/>`;
  return `${sky(p)}<rect x="-300" y="100" width="560" height="400" fill="${p.wall}"/><rect x="250" y="60" width="310" height="440" fill="#f4efe4"/><rect x="560" y="120" width="540" height="380" fill="${p.wall}"/><rect x="560" y="120" width="30" height="380" fill="#000" opacity=".05"/><path d="M-300 94 H260 M250 54 H560 M560 114 H1100" stroke="#e3d9c6" stroke-width="10"/><path d="${arch(318, 234, 164, 470)}" fill="#d8c29a"/><path d="M324 470 V316 A76 76 0 0 1 476 316 V470Z" fill="#b59a6c" opacity=".35"/><path d="${arch(334, 250, 132, 470)}" fill="${door}"/><path d="M400 254 V470" stroke="#000" stroke-opacity=".2" stroke-width="3"/><g fill="#1b1b24" opacity=".6">${studs}</g><rect x="380" y="360" width="10" height="16" rx="3" fill="#1b1b24" opacity=".6"/>${grille(90, 190, 80, 110)}${grille(640, 200, 80, 110)}<rect x="780" y="150" width="130" height="90" fill="${p.blue}"/><path d="M780 170 H910 M780 195 H910 M780 220 H910 M800 150 V240 M825 150 V240 M850 150 V240 M875 150 V240" stroke="#fff" stroke-width="2" opacity=".6"/><path d="${arch(-200, 280, 80, 470)}" fill="${p.blue}"/><path d="${arch(960, 250, 120, 500)}" fill="#5b4a3a" opacity=".55"/>${flowers}${band(470, 30, '#d8cbb4')}<path d="M-300 485 H1100" stroke="#c4b596" stroke-dasharray="30 10" stroke-width="3"/><path d="M300 470 L296 440 H312 L308 470Z M500 470 L496 440 H512 L508 470Z" fill="#c8683a"/><circle cx="304" cy="432" r="14" fill="${LEAF}"/><circle cx="504" cy="432" r="14" fill="${LEAF}"/>`;
}

/** The road with its lines and verges, the setting fitting the slug (coast, desert or green hills). */
function road(look: Look): string {
  const { p } = look;
  const setting = has(look, 'dunes', 'oasis', 'ksar')
    ? 'desert'
    : has(look, 'mountains', 'olives')
      ? 'hills'
      : has(look, 'beach', 'boat')
        ? 'coast'
        : pick(look, ['coast', 'coast', 'desert', 'hills']);
  const back =
    setting === 'coast'
      ? `${band(270, 100, p.sea)}${waves(300)}<path d="M-300 272 Q-150 230 0 262 T300 270 V280 H-300Z" fill="#8fa88a"/>${flouka(760, 300, 0.4, p.blue)}`
      : setting === 'desert'
        ? `<path d="M-300 330 Q0 250 300 310 T800 290 T1100 300 V380 H-300Z" fill="${p.sand}"/><path d="M-300 360 Q200 320 600 350 T1100 340 V380 H-300Z" fill="#e0a458"/>${palm(880, 370, 0.7)}${palm(960, 372, 0.6)}`
        : `<path d="M-300 300 Q-100 240 150 290 T600 270 T1100 290 V380 H-300Z" fill="#8fae6a"/>${olive(-200, 360, 0.7)}${olive(880, 356, 0.7)}${olive(1000, 362, 0.6)}`;
  const verge = setting === 'desert' ? p.sand : setting === 'hills' ? '#a9b46a' : '#e3cf9e';
  return `${skyAndSun(look, 90)}${back}${band(370, 20, verge)}${band(388, 70, '#5b5b63')}<path d="M-300 423 H1100" stroke="#fff" stroke-width="5" stroke-dasharray="44 30"/>${band(456, 44, verge)}<path d="M-300 392 H1100 M-300 454 H1100" stroke="#d8d8d8" stroke-width="3"/><g><rect x="-120" y="320" width="6" height="70" fill="#8a8a8a"/><rect x="-150" y="300" width="66" height="36" rx="4" fill="#1c5aa6"/><path d="M-140 318 H-96" stroke="#fff" stroke-width="4"/></g>${setting === 'coast' ? palm(980, 400, 0.95) + palm(-230, 400, 0.9) : ''}`;
}

/** A car on the road: a city car, a saloon or a 4×4, in one of several colours. */
function car(look: Look): string {
  const body = pick(look, ['#c0392b', '#f4f4f4', '#9aa3ad', '#1c5aa6', '#f2c14e', '#2e7d5b', '#2b2b35']);
  const type = has(look, 'dunes', 'oasis', 'ksar') ? 'suv' : pick(look, ['hatch', 'saloon', 'saloon', 'suv'] as const);
  const shapes = {
    hatch: {
      body: 'M240 420 V382 Q242 364 262 360 L310 322 Q318 314 334 314 H450 Q466 314 478 330 L506 360 L552 366 Q566 370 566 388 V420Z',
      glass: 'M318 356 L340 326 H400 V356Z M410 356 V326 H446 Q458 326 466 338 L480 356Z',
      wheels: [300, 508],
    },
    saloon: {
      body: 'M228 420 V390 Q230 372 252 368 L318 362 L360 322 Q370 312 388 312 H464 Q484 312 498 326 L534 362 L582 368 Q596 372 596 392 V420Z',
      glass: 'M330 360 L366 326 H420 V360Z M430 360 V326 H462 Q476 326 486 336 L512 360Z',
      wheels: [292, 530],
    },
    suv: {
      body: 'M226 420 V350 Q228 328 250 326 L292 290 H486 Q500 290 508 304 L532 342 L578 350 Q594 354 594 374 V420Z',
      glass: 'M300 334 L318 304 H400 V334Z M410 334 V304 H480 Q490 304 496 314 L508 334Z',
      wheels: [292, 528],
    },
  }[type];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="420" r="30" fill="#1b1b24"/><circle cx="${x}" cy="420" r="13" fill="#c9ccd1"/>`;
  const rack = type === 'suv' ? '<path d="M300 282 H480" stroke="#2b2b35" stroke-width="6"/>' : '';
  return `${road(look)}<ellipse cx="410" cy="448" rx="200" ry="12" fill="#000" opacity=".25"/>${rack}<path d="${shapes.body}" fill="${body}" stroke="#33333a" stroke-width="3"/><path d="${shapes.glass}" fill="#9ad7f2" stroke="#33333a" stroke-width="2"/><path d="M250 396 H580" stroke="#000" stroke-opacity=".12" stroke-width="4"/><rect x="${type === 'hatch' ? 548 : 578}" y="${type === 'suv' ? 358 : 376}" width="16" height="10" rx="3" fill="#fff2b3"/><rect x="${type === 'saloon' ? 228 : 226}" y="${type === 'suv' ? 360 : 388}" width="10" height="12" fill="#d63c2f"/>${shapes.wheels.map(wheel).join('')}`;
}

/** A coach, or a minibus, on the road. */
function coach(look: Look): string {
  const { p } = look;
  const stripe = pick(look, [p.blue, p.warm, '#2e7d5b']);
  const mini = look.r() < 0.4;
  const [x0, x1, top] = mini ? [240, 580, 290] : [150, 650, 260];
  let windows = '';
  for (let x = x0 + 30; x < x1 - 90; x += mini ? 62 : 58)
    windows += `<rect x="${x}" y="${top + 22}" width="${mini ? 52 : 48}" height="48" rx="6" fill="#2c4a66"/>`;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="424" r="28" fill="#1b1b24"/><circle cx="${x}" cy="424" r="12" fill="#c9ccd1"/>`;
  return `${road(look)}<ellipse cx="400" cy="450" rx="${(x1 - x0) / 2 + 20}" ry="12" fill="#000" opacity=".25"/><path d="M${x0} 426 V${top + 16} Q${x0} ${top} ${x0 + 16} ${top} H${x1 - 50} Q${x1 - 20} ${top} ${x1 - 12} ${top + 40} L${x1} ${top + 100} V426Z" fill="#f7f7f2" stroke="#33333a" stroke-width="3"/><path d="M${x1 - 52} ${top + 14} H${x1 - 28} Q${x1 - 16} ${top + 16} ${x1 - 12} ${top + 40} L${x1 - 4} ${top + 84} H${x1 - 52}Z" fill="#9ad7f2" stroke="#33333a" stroke-width="2"/>${windows}<rect x="${x0}" y="${top + 86}" width="${x1 - x0}" height="14" fill="${stripe}"/><rect x="${x0}" y="${top + 104}" width="${x1 - x0}" height="6" fill="${p.warm}"/><rect x="${x1 - 92}" y="${top + 22}" width="34" height="${426 - top - 30}" rx="4" fill="#2c4a66" opacity=".8"/><rect x="${x1 - 10}" y="${top + 110}" width="10" height="12" fill="#fff2b3"/>${wheel(x0 + 70)}${wheel(x1 - 120)}${mini ? '' : wheel(x0 + 132)}`;
}

/** A stage at night: lights, players and an audience; before Roman arches, dunes or a truss as fits. */
function stage(look: Look): string {
  const beams = ['#ffd37a', '#7fd3ff', '#ff7fb0', '#b9f27f'];
  let backdrop = '';
  if (has(look, 'amphitheatre', 'arches', 'ruins', 'ribat')) {
    for (const [y, h] of [
      [150, 80],
      [230, 80],
    ] as const)
      for (let x = -300; x < 1100; x += 70)
        backdrop += `<rect x="${x}" y="${y}" width="70" height="${h}" fill="#8a7a62"/><path d="${arch(x + 14, y + 14, 42, y + h)}" fill="#2a2238"/>`;
    backdrop += band(146, 8, '#a8977a') + band(226, 6, '#a8977a');
  } else if (has(look, 'dunes', 'oasis', 'ksar'))
    backdrop = `<path d="M-300 300 Q0 200 300 260 T800 240 T1100 260 V320 H-300Z" fill="#4a3550"/>${palm(-150, 300, 0.9, '#24203a')}${palm(900, 300, 1, '#24203a')}`;
  else
    backdrop = `<path d="M110 60 H690 M110 70 H690 M120 60 V300 M680 60 V300" stroke="#6c6c7a" stroke-width="6"/><rect x="60" y="200" width="50" height="100" fill="#1b1b24"/><rect x="690" y="200" width="50" height="100" fill="#1b1b24"/><circle cx="85" cy="230" r="14" fill="#333"/><circle cx="85" cy="272" r="18" fill="#333"/><circle cx="715" cy="230" r="14" fill="#333"/><circle cx="715" cy="272" r="18" fill="#333"/>`;
  let lights = '';
  for (let i = 0; i < 5; i++) {
    const x = 180 + i * 110;
    const c = beams[(i + Math.floor(look.r() * 4)) % 4]!;
    lights += `<path d="M${x} 66 L${x - 70 + look.r() * 40} 300 H${x + 50 + look.r() * 40}Z" fill="${c}" opacity=".22"/><circle cx="${x}" cy="66" r="9" fill="${c}"/>`;
  }
  const cinema = /cine|film/.test(look.slug);
  const players = cinema
    ? `<rect x="170" y="90" width="460" height="200" fill="#f2ead8"/><rect x="170" y="210" width="460" height="80" fill="#e0a458"/><circle cx="520" cy="150" r="30" fill="#f6c177"/>${camel(330, 270, 0.7, '#5a3a22', true)}`
    : `${person(250, 300, 110, '#15121f')}${person(350, 300, 120, '#15121f')}<ellipse cx="368" cy="250" rx="22" ry="14" fill="#15121f"/>${person(460, 300, 116, '#15121f')}<rect x="520" y="250" width="50" height="50" fill="#15121f"/><ellipse cx="545" cy="250" rx="25" ry="6" fill="#3a3550"/>${person(620, 300, 104, '#15121f')}`;
  let crowd = '';
  for (let row = 0; row < 2; row++)
    for (let x = -300 + row * 17; x < 1110; x += 34) {
      const y = 440 + row * 40 + look.r() * 8;
      crowd += `<circle cx="${n(x)}" cy="${n(y)}" r="15"/><ellipse cx="${n(x)}" cy="${n(y + 34)}" rx="24" ry="22"/>`;
      if (row === 0 && look.r() > 0.85)
        crowd += `<path d="M${n(x + 12)} ${n(y + 10)} L${n(x + 22)} ${n(y - 36)}" stroke="#0b0914" stroke-width="8" stroke-linecap="round"/>`;
    }
  return `${nightSky(look)}${backdrop}${cinema ? '' : lights}<rect x="90" y="300" width="620" height="16" fill="#2a2230"/><rect x="90" y="316" width="620" height="30" fill="#1b1622"/>${players}<g fill="#0b0914">${crowd}</g>`;
}

export const OUTDOOR_SCENES = {
  beach,
  pool,
  facade,
  dunes,
  oasis,
  boat,
  reef,
  mountains,
  olives,
  ruins,
  amphitheatre,
  arches,
  mosque,
  ribat,
  ksar,
  medina,
  car,
  coach,
  stage,
} satisfies Record<string, (look: Look) => string>;
