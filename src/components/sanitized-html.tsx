import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server-provided HTML is sanitized before it reaches the DOM. */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3'],
        ALLOWED_ATTR: ['href'],
      }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
