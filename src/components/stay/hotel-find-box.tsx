import { lazy, type ReactNode, useState } from 'react';
import { useNearAfterFirstLoad } from '../../lib/use-near-after-first-load.ts';
import { Optional } from '../optional.tsx';
import type { HotelFindInitial } from './hotel-find-form.tsx';

// The form, its rules and the destinations it lists (an API call, with the contract's schemas)
// load once the page's first load is over and the box is near the screen: they stay out of the
// first load of the home and the hotels listing.
const HotelFindForm = lazy(() => import('./hotel-find-form.tsx').then((m) => ({ default: m.HotelFindForm })));

/**
 * The search for hotels free for a stay across a destination, under `heading`: on the home, the
 * hotels listing, and the results themselves to change the search. Until its form has loaded, a
 * placeholder of its size.
 */
export function HotelFindBox({
  id,
  heading,
  hideHeading = false,
  initial,
}: {
  id: string;
  heading: ReactNode;
  /** Said to screen readers only, where something visible names the box already. */
  hideHeading?: boolean;
  initial?: HotelFindInitial | undefined;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const near = useNearAfterFirstLoad(anchor);
  const placeholder = <div className="hotel-find-placeholder" aria-hidden="true" />;
  return (
    <section ref={setAnchor} id={id} className="hotel-find" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={hideHeading ? 'visually-hidden' : undefined}>
        {heading}
      </h2>
      {near ? (
        <Optional fallback={placeholder}>
          <HotelFindForm initial={initial} />
        </Optional>
      ) : (
        placeholder
      )}
    </section>
  );
}
