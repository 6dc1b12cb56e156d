import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PAGE_TEXT } from '../../../domain/seo.ts';
import type { Database } from '../../db/schema.ts';
import { localizedValue } from '../../lib/localized.ts';
import { renderHead } from './head.ts';
import { resolvePage } from './page-routes.ts';

/** Used when no build exists (server tests, API-only runs): same markers as index.html. */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="fr" dir="ltr">
  <head>
    <meta charset="UTF-8">
    <title>Rihla</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface PagesOptions {
  db: Kysely<Database>;
  distDir: string;
  originOf: (request: FastifyRequest) => string;
}

/**
 * Serves the built PWA: hashed assets immutable for a year, the shell, worker and manifest
 * revalidated, and every other GET answered with index.html whose head is filled server-side.
 */
export async function pagesPlugin(app: FastifyInstance, opts: PagesOptions) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.distDir, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/^(sw\.js|manifest\.webmanifest|workbox-[^/]+\.js)$/.test(rel))
          res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=86400');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://x');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.pathname.startsWith('/utilisateur') &&
      !url.pathname.startsWith('/media/') &&
      !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
    if (!isPage) return reply.status(404).send({ message: 'Not found.', code: 'not_found' });

    const page = resolvePage(url.pathname);
    if (page.type === 'redirect') return reply.redirect(page.location, 302);

    let status = page.kind === 'notFound' ? 404 : 200;
    let text = page.kind === 'hotel' || page.kind === 'notFound' ? PAGE_TEXT.notFound : PAGE_TEXT[page.kind];
    let title = text.title[page.locale];
    let description = text.description[page.locale];
    if (page.kind === 'hotel' && page.hotelId !== undefined) {
      const hotel = await opts.db
        .selectFrom('hotels')
        .select(['name', 'description'])
        .where('id', '=', page.hotelId)
        .executeTakeFirst();
      if (hotel) {
        title = localizedValue(hotel.name)[page.locale];
        description = plainText(localizedValue(hotel.description)[page.locale]).slice(0, 200);
      } else {
        status = 404;
        text = PAGE_TEXT.notFound;
      }
    }
    const html = renderHead(template, {
      locale: page.locale,
      title,
      description,
      origin: opts.originOf(request),
      path: page.rest.length ? `/${page.rest.map(encodeURIComponent).join('/')}` : '/',
    });
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
