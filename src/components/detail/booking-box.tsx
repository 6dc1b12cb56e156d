import { Trans } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { storedToken } from '../../lib/auth.ts';
import { useOnline } from '../../lib/use-online.ts';

interface Props {
  /** Why it cannot be booked at all (ended, full), or nothing when it can. */
  closedReason?: string | undefined;
  /** What a visitor is told: signing in is needed to book this. */
  signInText: string;
}

/**
 * The booking entry of an item page: disabled with its reason when the item is closed or the
 * device is offline; for a visitor, a sign-in prompt (the booking flows come with accounts).
 */
export function BookingBox({ closedReason, signInText }: Props) {
  const online = useOnline();
  const { lang } = useParams({ strict: false });
  if (closedReason || !online) {
    return (
      <p className="booking-note">
        <button type="button" className="button button-primary" disabled>
          <Trans>Réserver</Trans>
        </button>
        <span>{closedReason ?? <Trans>La réservation demande une connexion internet.</Trans>}</span>
      </p>
    );
  }
  if (storedToken() !== null) {
    return (
      <p className="booking-note">
        <Trans>La réservation en ligne ouvre bientôt.</Trans>
      </p>
    );
  }
  return (
    <p className="booking-note">
      <Link to="/{-$lang}" params={{ lang }} className="button button-primary">
        <Trans>Réserver</Trans>
      </Link>
      <span>{signInText}</span>
    </p>
  );
}
