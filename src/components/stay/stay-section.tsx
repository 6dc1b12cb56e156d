import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Optional } from '../optional.tsx';
import type { StayAvailabilityProps } from './stay-availability.tsx';

// The availability form and its answer load after the page's first paint, with the rest of the
// page's extras: the stay last asked lives on this device, which the server cannot know.
const StayAvailability = lazy(() => import('./stay-availability.tsx').then((m) => ({ default: m.StayAvailability })));

/** The availability section of a hotel's or guest house's page, or why it cannot be booked online. */
export function StaySection({ bookable, ...props }: StayAvailabilityProps & { bookable: boolean }) {
  const hydrated = useHydrated();
  const heading = (
    <h2 id="availability">
      <Trans>Disponibilités et prix</Trans>
    </h2>
  );
  if (!bookable)
    return (
      <section aria-labelledby="availability" className="stay-availability">
        {heading}
        <p>
          <Trans>Cet établissement ne prend pas de réservation en ligne. Contactez-le directement.</Trans>
        </p>
      </section>
    );
  const placeholder = (
    <section aria-labelledby="availability" className="stay-availability stay-availability-loading">
      {heading}
    </section>
  );
  return hydrated ? (
    <Optional fallback={placeholder}>
      <StayAvailability {...props} />
    </Optional>
  ) : (
    placeholder
  );
}

/**
 * The booking box's entry on a stay's page: to the availability section, or, offline, why booking
 * waits (the availability is asked of the server, and rooms are taken there).
 */
export function StayBookingLink() {
  const online = useOnline();
  return (
    <p className="booking-note">
      {online ? (
        <a href="#availability" className="button button-primary">
          <Trans>Voir les disponibilités</Trans>
        </a>
      ) : (
        <>
          <button type="button" className="button button-primary" disabled>
            <Trans>Réserver</Trans>
          </button>
          <span>
            <Trans>La réservation demande une connexion internet.</Trans>
          </span>
        </>
      )}
    </p>
  );
}
