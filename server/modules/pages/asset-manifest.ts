import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../domain/locales.ts';
import type { PageKind } from '../../../domain/seo.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type AssetManifest = Record<string, ManifestChunk>;

/** The file route whose split component chunk each page needs (TanStack autoCodeSplitting). */
const ROUTE_SOURCES: Record<Exclude<PageKind, 'craft' | 'wellness'>, string> = {
  home: 'src/routes/{-$lang}/index.tsx',
  hotels: 'src/routes/{-$lang}/hotels/index.tsx',
  hotel: 'src/routes/{-$lang}/hotels/$id.tsx',
  restaurants: 'src/routes/{-$lang}/restaurants/index.tsx',
  restaurant: 'src/routes/{-$lang}/restaurants/$id.tsx',
  maisons: 'src/routes/{-$lang}/maison/index.tsx',
  maison: 'src/routes/{-$lang}/maison/$id.tsx',
  events: 'src/routes/{-$lang}/events/index.tsx',
  event: 'src/routes/{-$lang}/events/$id.tsx',
  activities: 'src/routes/{-$lang}/activity/index.tsx',
  activity: 'src/routes/{-$lang}/activity/$id.tsx',
  museums: 'src/routes/{-$lang}/musses/index.tsx',
  museum: 'src/routes/{-$lang}/musses/$id.tsx',
  monuments: 'src/routes/{-$lang}/monument/index.tsx',
  monument: 'src/routes/{-$lang}/monument/$id.tsx',
  festivals: 'src/routes/{-$lang}/festival/index.tsx',
  festival: 'src/routes/{-$lang}/festival/$id.tsx',
  secour: 'src/routes/{-$lang}/secour.tsx',
  search: 'src/routes/{-$lang}/search.tsx',
  videos: 'src/routes/{-$lang}/videos/index.tsx',
  video: 'src/routes/{-$lang}/videos/$slug.tsx',
  blog: 'src/routes/{-$lang}/blog/index.tsx',
  vehicles: 'src/routes/{-$lang}/vehicules.tsx',
  article: 'src/routes/{-$lang}/blog/$slug.tsx',
  mission: 'src/routes/{-$lang}/mission.tsx',
  apropos: 'src/routes/{-$lang}/apropos.tsx',
  cgv: 'src/routes/{-$lang}/cgv.tsx',
  termes: 'src/routes/{-$lang}/termes.tsx',
  user: 'src/routes/{-$lang}/user.tsx',
  guide: 'src/routes/{-$lang}/guide.tsx',
  notFound: 'src/routes/{-$lang}/$.tsx',
};
const LAYOUT_SOURCE = 'src/routes/{-$lang}/route.tsx';

export function readAssetManifest(distDir: string): AssetManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest) : null;
}

function closure(manifest: AssetManifest, key: string | undefined, into: Set<string>) {
  if (!key || into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
}

const splitKey = (manifest: AssetManifest, source: string) =>
  Object.keys(manifest).find((k) => k.startsWith(`${source}?`) && k.includes('tsr-split=component'));
const catalogKey = (manifest: AssetManifest, locale: Locale) =>
  Object.keys(manifest).find((k) => k.endsWith(`locales/${locale}/messages.po`));

/** JS files the entry loads statically (index.html already preloads these). */
export function entryFiles(manifest: AssetManifest): string[] {
  const keys = new Set<string>();
  closure(
    manifest,
    Object.keys(manifest).find((k) => manifest[k]?.isEntry),
    keys,
  );
  return [...keys].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
}

/**
 * The lazy JS a page needs before it can render: its language catalog, the layout's and the
 * route's split chunks, and their imports — what the server announces with modulepreload.
 */
/** A category page's route file is named after its slug (`pottery.tsx`). */
const routeSource = (kind: PageKind, slug?: string) =>
  kind === 'craft' || kind === 'wellness' ? `src/routes/{-$lang}/${slug}.tsx` : ROUTE_SOURCES[kind];

export function pageFiles(manifest: AssetManifest, kind: PageKind, locale: Locale, slug?: string): string[] {
  const keys = new Set<string>();
  closure(manifest, catalogKey(manifest, locale), keys);
  closure(manifest, splitKey(manifest, LAYOUT_SOURCE), keys);
  closure(manifest, splitKey(manifest, routeSource(kind, slug)), keys);
  const entry = new Set(entryFiles(manifest));
  return [...keys].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js') && !entry.has(f));
}
