import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_ELEMENTS } from './safe-html.tsx';

/** Server-provided HTML, sanitized by DOMPurify before it reaches the DOM (browsers without `setHTML`). */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        // Text must be named once KEEP_CONTENT is off (DOMPurify adds it only to keep contents).
        ALLOWED_TAGS: [...RICH_TEXT_ELEMENTS, '#text'],
        ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
        KEEP_CONTENT: false,
      }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
