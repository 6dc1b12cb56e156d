import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_ELEMENTS } from './safe-html.tsx';

/** Nothing for React to write: the server's markup stays while hydrating, the effect writes the sanitized HTML. */
const KEEP = { __html: '' };

/** Server-provided HTML, sanitized by DOMPurify before it reaches the DOM (browsers without `setHTML`). */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!element.current) return;
    element.current.innerHTML = DOMPurify.sanitize(html, {
      // Text must be named once KEEP_CONTENT is off (DOMPurify adds it only to keep contents).
      ALLOWED_TAGS: [...RICH_TEXT_ELEMENTS, '#text'],
      ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
      KEEP_CONTENT: false,
    });
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the effect writes DOMPurify's output
  return <div ref={element} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
