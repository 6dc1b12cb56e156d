import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

/** What a phone's camera or gallery gives, as libvips names it once it has read the bytes. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);

/** A portrait at the guide cards' size (212×256) and twice it for sharp screens. */
export const PORTRAIT_SIZES = [
  { width: 424, height: 512 },
  { width: 212, height: 256 },
] as const;

/**
 * Partners' photos: the type is read from the bytes (never from a name or a header), then each is
 * re-encoded to WebP at the sizes the pages show (never enlarged: a small photo stays sharp and
 * smaller), turned upright and without any metadata (EXIF, GPS, XMP): libvips writes none unless asked. Files are named by a random id under
 * `DATA_DIR/uploads`, served at `/media/uploads/`.
 */
export class PartnerPhotos {
  constructor(private readonly dir: string) {}

  /** Stores a photo at `sizes` (the first is the main file); answers the main file's address. */
  async store(bytes: Buffer | undefined, sizes: readonly { width: number; height: number }[]): Promise<string> {
    if (!bytes || bytes.length === 0) throw notAnImage();
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { failOn: 'error' }).metadata()).format;
    } catch {
      throw notAnImage();
    }
    if (!format || !READABLE.has(format)) throw notAnImage();
    const id = randomBytes(16).toString('hex');
    await mkdir(this.dir, { recursive: true });
    for (const [i, size] of sizes.entries()) {
      const webp = await sharp(bytes, { failOn: 'error' })
        .rotate()
        .resize({ ...size, fit: 'cover', position: 'attention', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await writeFile(path.join(this.dir, fileName(id, i === 0 ? undefined : size)), webp, { mode: 0o644 });
    }
    return `/media/uploads/${fileName(id)}`;
  }
}

const fileName = (id: string, size?: { width: number; height: number }) =>
  size ? `${id}-${size.width}x${size.height}.webp` : `${id}.webp`;

const notAnImage = () =>
  new HttpError(415, 'not_an_image', 'This file is not a photo (JPEG, PNG, WebP, HEIC or AVIF).');

/** Serves the stored photos: their names are random and their content never changes. */
export async function uploadedPhotos(app: FastifyInstance, options: { dir: string }) {
  await mkdir(options.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: '/media/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
