/**
 * Writes `public/geo/tn-land-borders.geojson`, part of the land the maps draw
 * (src/components/map/map-view.tsx): the strips along the Algerian and Libyan borders that
 * Natural Earth 1:50m counts as Tunisian land and the governorates (geoBoundaries) do not cover.
 *
 * The maps draw the neighbours at 1:50m (`region-50m.geojson`) and Tunisia from its governorates,
 * whose coast is the finest of the outlines at hand: 3 of the demo catalogue's 412 places stand
 * off it (25 m, 61 m, and 860 m for Hammamet's festival), against 39 off Natural Earth's 1:10m coast
 * (`server/db/geo/tunisia-land.geojson`, which runs kilometres out to sea west of Tabarka and
 * misses Djerba's spits) and 115 off the 1:50m one. The borders of the two sources do not meet;
 * without these strips the sea's colour would show through the gaps along the land borders. The
 * other gaps of the kind lie along the coast, where the coarser outline runs out to sea: those
 * stay sea.
 *
 * Run `npm run geo:land` after changing one of these files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping';

interface Feature {
  properties: { name?: string };
  geometry: { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: MultiPolygon };
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] };
const polygons = (f: Feature): MultiPolygon =>
  f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
const round = (n: number) => Math.round(n * 1e5) / 1e5;
const rounded = (m: MultiPolygon): MultiPolygon => m.map((p) => p.map((r) => r.map(([x, y]) => [round(x), round(y)])));

const region = read('public/geo/region-50m.geojson');
const tn50 = region.features.filter((f) => f.properties.name === 'Tunisia').flatMap(polygons);
const neighbours = region.features.filter((f) => f.properties.name !== 'Tunisia').flatMap(polygons);
const governorates = read('public/geo/tn-governorates.geojson').features.flatMap(polygons);

// Natural Earth's countries share their border points (one topology): the land borders are the
// points of Tunisia's outline that a neighbour's has too. The strips are the gaps within a few
// kilometres of them; a gap running on along the coast is cut there, the rest of it is sea.
const NEAR = 0.08; // degrees, about 8 km
const borderPoints = new Set(neighbours.flat(2).map(([x, y]) => `${x},${y}`));
const onBorder = ([x, y]: [number, number]) => borderPoints.has(`${x},${y}`);
/** Points every 0.01° along the border's edges, the corridor's squares around each. */
const alongBorders = tn50.flat().flatMap((ring) =>
  ring.slice(1).flatMap(([x, y], i) => {
    const [px, py] = ring[i]!;
    if (!onBorder([x, y]) || !onBorder([px, py])) return [];
    const steps = Math.max(1, Math.ceil(Math.hypot(x - px, y - py) / 0.01));
    return Array.from({ length: steps }, (_, k): [number, number] => [
      px + ((x - px) * k) / steps,
      py + ((y - py) * k) / steps,
    ]);
  }),
);
const square = ([x, y]: [number, number]): Polygon => [
  [
    [x - NEAR, y - NEAR],
    [x + NEAR, y - NEAR],
    [x + NEAR, y + NEAR],
    [x - NEAR, y + NEAR],
    [x - NEAR, y - NEAR],
  ],
];
const corridor = polygonClipping.union([], ...alongBorders.map(square));
const strips = polygonClipping.intersection(polygonClipping.difference(tn50, governorates), corridor);
writeFileSync(
  'public/geo/tn-land-borders.geojson',
  `${JSON.stringify({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: rounded(strips) } }],
  })}\n`,
);
console.log(`tn-land-borders.geojson: ${strips.length} strips`);
