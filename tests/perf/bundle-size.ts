import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route component chunks as TanStack's code splitting names them, keyed by page. */
export const ROUTES: Record<string, string[]> = {
  home: ['src/routes/{-$lang}/index.tsx'],
  hotels: ['src/routes/{-$lang}/hotels/index.tsx'],
  hotel: ['src/routes/{-$lang}/hotels/$id.tsx'],
};

/**
 * First-load JS of a route (gzip bytes): the entry and everything it imports statically, the
 * layout's and the route's split component chunks with their static imports, and the French
 * catalog. Lazy pieces (DOMPurify, the service worker registration) are not counted.
 */
export function firstLoadJs(distDir: string): Record<string, { gzipBytes: number; files: string[] }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keyOfSplit = (src: string) =>
    Object.keys(manifest).find((k) => k.startsWith(src) && k.includes('tsr-split=component'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  };
  const frCatalog = Object.keys(manifest).find((k) => k.includes('locales/fr/messages.po'));
  const result: Record<string, { gzipBytes: number; files: string[] }> = {};
  for (const [route, sources] of Object.entries(ROUTES)) {
    const keys = new Set<string>();
    closure(entryKey, keys);
    if (frCatalog) closure(frCatalog, keys);
    for (const src of ['src/routes/{-$lang}/route.tsx', ...sources]) {
      const split = keyOfSplit(src);
      if (split) closure(split, keys);
    }
    const files = [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));
    const gzipBytes = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(distDir, f))).length, 0);
    result[route] = { gzipBytes, files };
  }
  return result;
}
