import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Video } from '../../../domain/contract/catalogue.ts';
import { DEFAULT_LOCALE, directionOf, fieldSuffix, isLocale, type Locale } from '../../../domain/locales.ts';
import type { ApiAnswers } from '../../lib/operations.ts';

/**
 * The embed page the share panel's « Intégrer » code frames (`/{lang}/videos/{slug}/embed`): the
 * player alone, with the video's name linking to its page. Unlike every other page it may be
 * framed by any site, so it carries no script, and its own policy replaces the app's
 * `frame-ancestors 'none'` and X-Frame-Options.
 */
const EMBED_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "media-src 'self' blob:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function embedHtml(video: Video, locale: Locale, pageUrl: string): string {
  const name = escapeHtml(
    String((video as unknown as Record<string, string>)[`name${fieldSuffix(locale)}`] || video.name),
  );
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name} · Rihla</title>
<link rel="canonical" href="${escapeHtml(pageUrl)}">
<style>
html,body{margin:0;block-size:100%;background:#000;font-family:system-ui,sans-serif}
video{display:block;inline-size:100%;block-size:100%;object-fit:contain}
a{position:absolute;inset-block-start:8px;inset-inline-start:8px;max-inline-size:calc(100% - 16px);padding:10px 12px;border-radius:8px;background:rgba(0,0,0,.6);color:#fff;font-weight:600;text-decoration:none;overflow-wrap:anywhere}
a:focus-visible{outline:3px solid #ffd166}
</style>
</head>
<body>
<video src="${escapeHtml(video.videoLink)}" poster="${escapeHtml(video.cover)}" controls playsinline preload="metadata" aria-label="${name}"></video>
<a href="${escapeHtml(pageUrl)}" target="_blank" rel="noopener">${name}</a>
</body>
</html>`;
}

export function videoEmbedRoutes(
  app: FastifyInstance,
  opts: { answer: ApiAnswers; originOf: (request: FastifyRequest) => string },
) {
  const handler = async (request: FastifyRequest<{ Params: { lang?: string; slug: string } }>, reply: FastifyReply) => {
    const { lang, slug } = request.params;
    const notFound = { message: 'Not found.', code: 'not_found' };
    if (lang !== undefined && !isLocale(lang)) return reply.status(404).send(notFound);
    const locale = lang ?? DEFAULT_LOCALE;
    const origin = opts.originOf(request);
    const entry = await opts.answer('/videos/{slug}', { params: { slug } }, origin);
    if (!entry) return reply.status(404).send(notFound);
    const { video } = JSON.parse(entry.body.toString()) as { video: Video };
    const pageUrl = `${origin}${lang ? `/${lang}` : ''}/videos/${encodeURIComponent(video.slug)}`;
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', EMBED_POLICY)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(embedHtml(video, locale, pageUrl));
  };
  app.get('/videos/:slug/embed', handler);
  app.get('/:lang/videos/:slug/embed', handler);
}
