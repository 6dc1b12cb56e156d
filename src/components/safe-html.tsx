import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';

/**
 * What server-provided HTML may keep (descriptions, articles): the elements below, and `href` on
 * links. Any other element goes with what it holds, and every script, handler and unsafe address
 * goes too, whichever sanitizer runs. (Here rather than in a module of their own, which would be
 * one more request for every page that shows a description.)
 */
export const RICH_TEXT_ELEMENTS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3'];
export const RICH_TEXT_ATTRIBUTES = ['href'];

// DOMPurify loads only where the browser has no sanitizer of its own, and only where server HTML is shown.
const SanitizedHtml = lazy(() => import('./sanitized-html.tsx'));

type SetHtml = (html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }) => void;

/**
 * The browser's own HTML sanitizer (`Element.setHTML`, Chrome and Firefox), which always removes
 * scripts and unsafe addresses. Where it exists, a page with a description spares the 10 KB of
 * DOMPurify and the 10–25 ms its loading and first run take on the main thread.
 */
const nativeSanitizer = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

/** Server rendering's sanitizer (components/server-sanitizer.ts), given by src/entry-server.tsx. */
let serverSanitizer: ((html: string) => string) | undefined;

export function sanitizeOnServerWith(sanitize: (html: string) => string) {
  serverSanitizer = sanitize;
}

/**
 * Server-provided HTML, sanitized before it reaches the DOM (rules above). The server renders it
 * sanitized; the browser hydrates that markup as it is, then sanitizes and writes the same text
 * again. (A Suspense boundary on both sides: the browser's may wait for DOMPurify.)
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  let content: ReactNode;
  if (serverSanitizer)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's sanitizer just here
    content = <div className={className} dangerouslySetInnerHTML={{ __html: serverSanitizer(html) }} />;
  else if (nativeSanitizer) content = <NativeSanitizedHtml html={html} className={className} />;
  else content = <SanitizedHtml html={html} className={className} />;
  return <Suspense fallback={<div className={className} aria-busy="true" />}>{content}</Suspense>;
}

/** Nothing for React to write: the server's markup stays while hydrating, `setHTML` writes it afterwards. */
const KEEP = { __html: '' };

function NativeSanitizedHtml({ html, className }: { html: string; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = element.current as (HTMLDivElement & { setHTML: SetHtml }) | null;
    target?.setHTML(html, { sanitizer: { elements: RICH_TEXT_ELEMENTS, attributes: RICH_TEXT_ATTRIBUTES } });
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the sanitizer writes the content
  return <div ref={element} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
