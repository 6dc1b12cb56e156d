/**
 * Writes `public/geo/tn-towns.geojson`, the town names the maps draw (src/components/map/map-view.tsx),
 * from the demo catalogue's places (`server/db/seed/demo/`): its destinations and cities, and the
 * seats of the 24 governorates, each once, named in the seven languages. The maps need no tile
 * server, and the file is precached with the app, so names show offline too.
 *
 * Run `npm run geo:towns` after changing the demo catalogue's places; a unit test
 * (tests/unit/map-towns.test.ts) fails while the file and the catalogue disagree.
 *
 * `rank` orders the names when they would overlap: 0 the capital, 1 the destinations (where the
 * catalogue's places are) that are governorate seats, 2 the other destinations, 3 the other seats,
 * 4 the other towns (drawn zoomed in only).
 * `area` marks a destination that is no town (an island): its name is drawn without a dot.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../domain/locales.ts';

type Names = Record<(typeof LOCALES)[number], string>;
interface Place {
  slug: string;
  name: Names;
  lat: number;
  lng: number;
}

const CAPITAL = 'tunis';

/** A town's properties: its rank, whether it is an area, and its name in each language. */
export type TownProperties = { rank: number; area?: true } & Record<`name_${(typeof LOCALES)[number]}`, string>;

export function townsGeoJson(folder: string) {
  const states: Place[] = [];
  const destinations: Place[] = [];
  const cities: Place[] = [];
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
    states.push(...((data.states as Place[] | undefined) ?? []));
    destinations.push(...((data.destinations as Place[] | undefined) ?? []));
    cities.push(...((data.cities as Place[] | undefined) ?? []));
  }
  const city = new Map(cities.map((c) => [c.slug, c]));
  const seat = new Map(states.map((s) => [s.slug, s]));
  const towns = new Map<string, { place: Place; rank: number; area: boolean }>();
  const add = (place: Place, rank: number, area = false) => {
    if (!towns.has(place.slug)) towns.set(place.slug, { place, rank, area });
  };
  // A destination named after its town is drawn where the town is.
  add(city.get(CAPITAL) ?? seat.get(CAPITAL)!, 0);
  // A destination named after its town is drawn where the town is.
  for (const d of destinations) {
    const town = city.get(d.slug) ?? seat.get(d.slug);
    add(town ?? d, seat.has(d.slug) ? 1 : 2, !town);
  }
  for (const s of states) add(city.get(s.slug) ?? s, 3);
  for (const c of cities) add(c, 4);
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  return {
    type: 'FeatureCollection',
    features: [...towns.values()]
      .sort((a, b) => a.rank - b.rank || a.place.slug.localeCompare(b.place.slug))
      .map(({ place, rank, area }) => ({
        type: 'Feature',
        properties: {
          rank,
          ...(area ? { area: true as const } : {}),
          ...(Object.fromEntries(LOCALES.map((l) => [`name_${l}`, place.name[l]])) as Record<
            `name_${(typeof LOCALES)[number]}`,
            string
          >),
        } as TownProperties,
        geometry: { type: 'Point', coordinates: [round(place.lng), round(place.lat)] },
      })),
  };
}

export const TOWNS_FILE = 'public/geo/tn-towns.geojson';
export const DEMO_FOLDER = 'server/db/seed/demo';
/** One feature a line: readable diffs when a town is added. */
export const townsText = (folder: string) => {
  const { features, ...rest } = townsGeoJson(folder);
  const head = JSON.stringify(rest).slice(0, -1);
  return `${head},"features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(TOWNS_FILE, townsText(DEMO_FOLDER));
  console.log(`${TOWNS_FILE}: ${townsGeoJson(DEMO_FOLDER).features.length} towns`);
}
