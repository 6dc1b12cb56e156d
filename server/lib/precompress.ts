import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json)$/;

/**
 * Brotli and gzip copies of the build's text files, made once at build time so the server sends
 * them as they are (`@fastify/static` preCompressed) instead of compressing on every request.
 */
export function precompressDir(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
