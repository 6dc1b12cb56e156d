import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Later } from '../app/staged-render.tsx';
import { destinationsQuery } from '../lib/geography-queries.ts';
import { localized, sortedByName } from '../lib/localized.ts';
import { useLocale } from '../lib/use-locale.ts';

interface Props {
  value: number | undefined;
  onApply: (destinationId: number | undefined) => void;
}

/** Destination select applied by its search button; a popup on small screens (spec §2). */
export function DestinationFilter(props: Props) {
  // A later stage of the app's first render (app/staged-render.tsx): sorting the names builds the
  // language's collation rules, a few milliseconds the first time.
  return (
    <Later>
      <DestinationForm {...props} />
    </Later>
  );
}

function DestinationForm({ value, onApply }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: destinations = [] } = useQuery(destinationsQuery());
  const [choice, setChoice] = useState(value ? String(value) : '');
  const [popupOpen, setPopupOpen] = useState(false);
  useEffect(() => setChoice(value ? String(value) : ''), [value]);

  const sorted = sortedByName(destinations, locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(choice ? Number(choice) : undefined);
    setPopupOpen(false);
  };

  return (
    <div className="destination-filter">
      <button type="button" className="button filter-open" aria-expanded={popupOpen} onClick={() => setPopupOpen(true)}>
        <Trans>Filtres</Trans>
      </button>
      <div className={`filter-panel${popupOpen ? ' open' : ''}`} role="group" aria-label={t`Filtres`}>
        <form onSubmit={submit} method="get" className="filter-form">
          <label>
            <span className="field-label">
              <Trans>Destination</Trans>
            </span>
            <select name="destination_id" value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">{t`Toutes les destinations`}</option>
              {sorted.map((d) => (
                <option key={d.id} value={d.id}>
                  {localized(d, 'name', locale)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-primary">
            <Trans>Chercher</Trans>
          </button>
          {popupOpen && (
            <button type="button" className="button filter-close" onClick={() => setPopupOpen(false)}>
              <Trans>Fermer</Trans>
            </button>
          )}
        </form>
      </div>
    </div>
  );
}
