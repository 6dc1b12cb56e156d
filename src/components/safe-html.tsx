import { lazy, Suspense } from 'react';

// DOMPurify loads only where server HTML is shown, not with the first page.
const SanitizedHtml = lazy(() => import('./sanitized-html.tsx'));

/** Server-provided HTML, sanitized before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<div className={className} aria-busy="true" />}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}
