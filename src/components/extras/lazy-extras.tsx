import { lazy } from 'react';
import { Optional } from '../optional.tsx';
import { WhenNear } from '../when-near.tsx';

// What sits below a page's content (carousels, banners) loads after the page itself, and only
// when the traveller scrolls near it: its code, its three API calls and its pictures stay off
// a weak connection and out of the page's first seconds.
const Listing = lazy(() => import('./page-extras.tsx').then((m) => ({ default: m.ListingExtras })));
const Detail = lazy(() => import('./page-extras.tsx').then((m) => ({ default: m.DetailExtras })));

export function ListingExtras() {
  return (
    <WhenNear>
      <Optional>
        <Listing />
      </Optional>
    </WhenNear>
  );
}

export function DetailExtras() {
  return (
    <WhenNear>
      <Optional>
        <Detail />
      </Optional>
    </WhenNear>
  );
}
