import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { LOCALES } from '../../../domain/locales.ts';
import { onTunisianLand } from '../geo/tunisia-land.ts';
import { type Catalogue, FAMILIES, type FamilyName } from './format.ts';

/** One thing wrong in a catalogue folder, located by file, record and field. */
export interface Problem {
  file: string;
  record: string;
  field: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file} › ${p.record} › ${p.field}: ${p.message}`;
}

export type FolderResult = { ok: true; catalogue: Catalogue } | { ok: false; problems: Problem[] };

/** Where each record came from, for cross-reference problems. */
interface Origin {
  file: string;
  record: string;
}

/** A script each non-Latin translation must use at least once: a French copy is not a translation. */
const SCRIPTS: Partial<Record<(typeof LOCALES)[number], RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
};

/**
 * Reads and validates every `*.json` file of a folder in the catalogue format (format.ts):
 * shapes, seven-language texts, unique keys and every reference between records.
 */
export async function readCatalogueFolder(dir: string): Promise<FolderResult> {
  const problems: Problem[] = [];
  const catalogue = Object.fromEntries(Object.keys(FAMILIES).map((f) => [f, []])) as unknown as Catalogue;
  const origins = new Map<unknown, Origin>();
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    return { ok: false, problems: [{ file: dir, record: '-', field: '-', message: (error as Error).message }] };
  }
  if (files.length === 0)
    problems.push({ file: dir, record: '-', field: '-', message: 'no .json file in this folder' });

  for (const file of files) {
    let content: unknown;
    try {
      content = JSON.parse(await readFile(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push({ file, record: '-', field: '-', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    if (typeof content !== 'object' || content === null || Array.isArray(content)) {
      problems.push({ file, record: '-', field: '-', message: 'expected an object of families' });
      continue;
    }
    for (const [family, records] of Object.entries(content)) {
      if (family === '$comment') continue;
      if (!(family in FAMILIES)) {
        problems.push({
          file,
          record: family,
          field: '-',
          message: `unknown family; expected one of ${Object.keys(FAMILIES).join(', ')}`,
        });
        continue;
      }
      if (!Array.isArray(records)) {
        problems.push({ file, record: family, field: '-', message: 'expected an array of records' });
        continue;
      }
      const schema = FAMILIES[family as FamilyName] as z.ZodType;
      records.forEach((raw: unknown, index) => {
        const record = `${family}[${index}]${keyOf(raw) ? ` (${keyOf(raw)})` : ''}`;
        for (const [path, lat, lng] of coordinates(raw))
          if (!onTunisianLand(lat, lng))
            problems.push({ file, record, field: path || 'lat', message: `${lat}, ${lng} is not on Tunisian land` });
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            problems.push({ file, record, field: issue.path.join('.') || '-', message: issue.message });
          return;
        }
        for (const [path, locale, value] of localizedTexts(parsed.data))
          if (SCRIPTS[locale] && !SCRIPTS[locale].test(value))
            problems.push({
              file,
              record,
              field: `${path}.${locale}`,
              message: `not written in ${locale} (a copy of another language?)`,
            });
        (catalogue[family as FamilyName] as unknown[]).push(parsed.data);
        origins.set(parsed.data, { file, record });
      });
    }
  }
  problems.push(...checkReferences(catalogue, origins));
  return problems.length ? { ok: false, problems } : { ok: true, catalogue };
}

function keyOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const key = r.slug ?? r.iata ?? r.registrationNumber;
  return typeof key === 'string' ? key : undefined;
}

/** Every `{lat, lng}` pair inside a record, as [path, lat, lng]. */
function* coordinates(value: unknown, path = ''): Generator<[string, number, number]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* coordinates(v, `${path}.${i}`);
  } else if (typeof value === 'object' && value !== null) {
    const r = value as Record<string, unknown>;
    if (typeof r.lat === 'number' && typeof r.lng === 'number') yield [path.slice(1), r.lat, r.lng];
    for (const [k, v] of Object.entries(r)) if (typeof v === 'object') yield* coordinates(v, `${path}.${k}`);
  }
}

/** Every seven-language object inside a record, as [path, locale, text]. */
function* localizedTexts(value: unknown, path = ''): Generator<[string, (typeof LOCALES)[number], string]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* localizedTexts(v, `${path}.${i}`);
  } else if (typeof value === 'object' && value !== null) {
    const entries = value as Record<string, unknown>;
    if (LOCALES.every((l) => typeof entries[l] === 'string')) {
      for (const l of LOCALES) yield [path.slice(1), l, entries[l] as string];
      return;
    }
    for (const [k, v] of Object.entries(entries)) yield* localizedTexts(v, `${path}.${k}`);
  }
}

function checkReferences(c: Catalogue, origins: Map<unknown, Origin>): Problem[] {
  const problems: Problem[] = [];
  const report = (item: unknown, field: string, message: string) => {
    const origin = origins.get(item) ?? { file: '?', record: '?' };
    problems.push({ ...origin, field, message });
  };
  const unique = <T>(family: string, items: T[], key: (t: T) => string) => {
    const seen = new Set<string>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) report(item, 'slug', `duplicate key "${k}" in ${family}`);
      seen.add(k);
    }
    return seen;
  };
  const states = unique('states', c.states, (s) => s.slug);
  const destinations = new Map(c.destinations.map((d) => [d.slug, d]));
  unique('destinations', c.destinations, (d) => d.slug);
  const cities = new Map(c.cities.map((city) => [city.slug, city]));
  unique('cities', c.cities, (city) => city.slug);
  const need = (item: unknown, field: string, set: { has(k: string): boolean }, value: string, family: string) => {
    if (!set.has(value)) report(item, field, `unknown ${family} "${value}"`);
  };

  for (const d of c.destinations) need(d, 'state', states, d.state, 'state');
  for (const city of c.cities) {
    need(city, 'state', states, city.state, 'state');
    need(city, 'destination', destinations, city.destination, 'destination');
  }
  const placed = [
    ...c.hotels,
    ...c.maisons,
    ...c.restaurants,
    ...c.events,
    ...c.activities,
    ...c.museums,
    ...c.monuments,
    ...c.festivals,
  ];
  for (const item of placed) {
    need(item, 'destination', destinations, item.destination, 'destination');
    need(item, 'city', cities, item.city, 'city');
    const city = cities.get(item.city);
    if (city && destinations.has(item.destination) && city.destination !== item.destination)
      report(
        item,
        'city',
        `city "${item.city}" belongs to destination "${city.destination}", not "${item.destination}"`,
      );
  }
  const hotels = unique('hotels', c.hotels, (h) => h.slug);
  const restaurants = unique('restaurants', c.restaurants, (r) => r.slug);
  unique('maisons', c.maisons, (m) => m.slug);
  unique('events', c.events, (e) => e.slug);
  unique('activities', c.activities, (a) => a.slug);
  unique('museums', c.museums, (m) => m.slug);
  unique('monuments', c.monuments, (m) => m.slug);
  unique('festivals', c.festivals, (f) => f.slug);
  const guides = unique('guides', c.guides, (g) => g.slug);
  unique('voyages', c.voyages, (v) => v.slug);
  unique('circuits', c.circuits, (v) => v.slug);
  const agencies = unique('agencies', c.agencies, (a) => a.slug);
  unique('vehicles', c.vehicles, (v) => v.registrationNumber);
  const airports = unique('airports', c.airports, (a) => a.iata);
  unique('flights', c.flights, (f) => f.number);
  const categories = unique('categories', c.categories, (k) => k.slug);
  unique('videos', c.videos, (v) => v.slug);
  unique('articles', c.articles, (a) => a.slug);
  unique('partners', c.partners, (p) => p.slug);
  unique('bureaus', c.bureaus, (b) => b.slug);
  unique('postOffices', c.postOffices, (b) => b.slug);
  unique('emergencyNumbers', c.emergencyNumbers, (e) => e.slug);

  const maisons = new Set(c.maisons.map((m) => m.slug));
  const listings = { hotel: hotels, restaurant: restaurants, maison: maisons };
  for (const o of c.offers) {
    need(o, 'listing', listings[o.kind], o.listing, o.kind);
    if (o.end < o.start) report(o, 'end', 'ends before it starts');
  }
  for (const stay of [...c.hotels, ...c.maisons]) {
    const keys = new Set<string>();
    stay.rooms.forEach((room, i) => {
      if (keys.has(room.key)) report(stay, `rooms.${i}.key`, `duplicate room key "${room.key}"`);
      keys.add(room.key);
      const boards = room.rates.map((r) => r.board);
      if (new Set(boards).size < boards.length) report(stay, `rooms.${i}.rates`, 'two rates for one board basis');
      boards.forEach((board, j) => {
        if (stay.boards && !stay.boards.includes(board))
          report(stay, `rooms.${i}.rates.${j}.board`, `"${board}" is not among the listing's boards`);
      });
    });
    const bands = [...stay.policy.childBands].sort((a, b) => a.minAge - b.minAge);
    bands.forEach((band, i) => {
      if (band.maxAge < band.minAge) report(stay, 'policy.childBands', `band ${band.minAge}–${band.maxAge} is empty`);
      const next = bands[i + 1];
      if (next && next.minAge <= band.maxAge) report(stay, 'policy.childBands', 'age bands overlap');
    });
  }
  for (const e of c.events) if (e.end < e.start) report(e, 'end', 'ends before it starts');
  for (const f of c.festivals)
    f.editions.forEach((ed, i) => {
      if (ed.end < ed.start) report(f, `editions.${i}.end`, 'ends before it starts');
      if (!ed.start.startsWith(String(ed.year))) report(f, `editions.${i}.start`, `does not fall in ${ed.year}`);
    });
  for (const g of c.guides) need(g, 'city', cities, g.city, 'city');
  for (const v of c.voyages) {
    need(v, 'guide', guides, v.guide, 'guide');
    need(v, 'departureCity', cities, v.departureCity, 'city');
  }
  for (const k of c.circuits) {
    need(k, 'fromCity', cities, k.fromCity, 'city');
    need(k, 'toCity', cities, k.toCity, 'city');
    k.stops.forEach((s, i) => void need(k, `stops.${i}.city`, cities, s.city, 'city'));
  }
  for (const a of c.agencies) {
    need(a, 'city', cities, a.city, 'city');
    a.partnerHotels.forEach((h, i) => void need(a, `partnerHotels.${i}`, hotels, h, 'hotel'));
  }
  for (const v of c.vehicles) {
    need(v, 'city', cities, v.city, 'city');
    need(v, 'agency', agencies, v.agency, 'agency');
  }
  for (const a of c.airports) need(a, 'state', states, a.state, 'state');
  for (const f of c.flights) {
    need(f, 'from', airports, f.from, 'airport');
    need(f, 'to', airports, f.to, 'airport');
    if (f.from === f.to) report(f, 'to', 'lands where it took off');
  }
  for (const k of c.categories)
    k.authorities.forEach((a, i) => void need(k, `authorities.${i}.city`, cities, a.city, 'city'));
  for (const p of c.partners)
    p.locations.forEach((l, i) => void need(p, `locations.${i}.city`, cities, l.city, 'city'));
  for (const o of [...c.bureaus, ...c.postOffices]) need(o, 'city', cities, o.city, 'city');
  const subjects = new Set([...hotels, ...restaurants, ...destinations.keys(), ...categories]);
  for (const v of c.videos)
    if (v.subject !== null) need(v, 'subject', subjects, v.subject, 'hotel, restaurant, destination or category');
  return problems;
}
