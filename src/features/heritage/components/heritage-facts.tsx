import { Trans } from '@lingui/react/macro';
import type { Festival } from '../../../../domain/contract/catalogue.ts';

export function UnescoBadge() {
  return (
    <span className="badge badge-unesco">
      <Trans>Patrimoine mondial de l’UNESCO</Trans>
    </span>
  );
}

/** The edition a traveller cares about: the one on now, else the next, else the latest. */
export function currentEdition(festival: Festival) {
  const { editions } = festival;
  return (
    editions.find((e) => e.status === 'in_progress') ??
    [...editions].reverse().find((e) => e.status === 'upcoming') ??
    editions[0]
  );
}
