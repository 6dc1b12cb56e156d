import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageKind } from '../../domain/seo.ts';
import { entryFiles, pageFiles, readAssetManifest } from '../../server/modules/pages/asset-manifest.ts';

/**
 * First-load JS of a page (gzip bytes): the entry and the app it boots, with their static imports,
 * plus the French catalog, layout and route chunks the server names for the entry to load. Lazy pieces (DOMPurify, the service
 * worker registration) are not counted.
 */
export function firstLoadJs(distDir: string, kinds: PageKind[] = ['home', 'hotels', 'hotel']) {
  const manifest = readAssetManifest(distDir);
  if (!manifest) throw new Error(`no Vite manifest in ${distDir}: run npm run build`);
  const result: Record<string, { gzipBytes: number; files: string[] }> = {};
  for (const kind of kinds) {
    const files = [...new Set([...entryFiles(manifest), ...pageFiles(manifest, kind, 'fr')])];
    const gzipBytes = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(distDir, f))).length, 0);
    result[kind] = { gzipBytes, files };
  }
  return result;
}
