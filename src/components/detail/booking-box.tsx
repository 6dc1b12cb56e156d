import { lazy } from 'react';
import { Optional } from '../optional.tsx';
import type { BookingProps } from './booking-entry.tsx';

// The booking entry (session, cart) loads with the page's side panel, after the first paint.
const BookingEntry = lazy(() => import('./booking-entry.tsx').then((m) => ({ default: m.BookingEntry })));

/** An item page's booking entry (see booking-entry.tsx). */
export function BookingBox(props: BookingProps) {
  return (
    <Optional>
      <BookingEntry {...props} />
    </Optional>
  );
}
