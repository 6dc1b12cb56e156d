import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { HOTEL_SORTS, type HotelFacility, type HotelSort } from '../../../../domain/hotel-options.ts';
import { type HotelsSearch, refinesHotels } from '../../../../domain/hotels-search.ts';
import { FACILITY_LABELS } from '../../../components/detail/facility-labels.ts';

/** The facilities travellers filter by most, of the catalogue's list. */
const FILTER_FACILITIES: HotelFacility[] = [
  'pool',
  'seafront',
  'private_beach',
  'spa',
  'hammam',
  'wifi',
  'parking',
  'restaurant',
  'kids_club',
  'airport_shuttle',
];

interface Draft {
  sort: HotelSort | '';
  min: string;
  max: string;
  stars: number[];
  facilities: HotelFacility[];
}

const draftOf = (s: HotelsSearch): Draft => ({
  sort: s.sort ?? '',
  min: s.min_price === undefined ? '' : String(s.min_price),
  max: s.max_price === undefined ? '' : String(s.max_price),
  stars: s.stars ?? [],
  facilities: s.facilities ?? [],
});

const toggled = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * Sort and filters of the hotels list: price from (dinars a night), star ratings, facilities.
 * Applied together, from page 1, as the list's address; cleared in one step.
 */
export function HotelRefine({ search, onSearch }: { search: HotelsSearch; onSearch: (next: HotelsSearch) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(search));
  const [problem, setProblem] = useState(false);
  const active = refinesHotels(search);
  const sortLabels: Record<HotelSort, string> = {
    price: t`Prix : du moins cher au plus cher`,
    price_desc: t`Prix : du plus cher au moins cher`,
    stars_desc: t`Étoiles : les plus étoilés d’abord`,
    stars: t`Étoiles : les moins étoilés d’abord`,
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const min = draft.min === '' ? undefined : Number(draft.min);
    const max = draft.max === '' ? undefined : Number(draft.max);
    if (min !== undefined && max !== undefined && min > max) {
      setProblem(true);
      return;
    }
    setProblem(false);
    const { page: _first, sort: _s, min_price: _min, max_price: _max, stars: _st, facilities: _f, ...kept } = search;
    onSearch({
      ...kept,
      ...(draft.sort ? { sort: draft.sort } : {}),
      ...(min !== undefined ? { min_price: min } : {}),
      ...(max !== undefined ? { max_price: max } : {}),
      ...(draft.stars.length ? { stars: [...draft.stars].sort() } : {}),
      ...(draft.facilities.length ? { facilities: draft.facilities } : {}),
    });
  };
  const clear = () => {
    const { page: _first, sort: _s, min_price: _min, max_price: _max, stars: _st, facilities: _f, ...kept } = search;
    setDraft(draftOf(kept));
    setProblem(false);
    onSearch(kept);
  };

  return (
    <details className="hotel-refine" open={active || undefined}>
      <summary className="button">
        <Trans>Trier et filtrer</Trans>
      </summary>
      <form className="hotel-refine-form" onSubmit={apply} noValidate aria-label={t`Trier et filtrer les hôtels`}>
        <label className="field">
          <span className="field-label">
            <Trans>Trier par</Trans>
          </span>
          <select
            name="sort"
            value={draft.sort}
            onChange={(e) => setDraft((d) => ({ ...d, sort: e.target.value as HotelSort | '' }))}
          >
            <option value="">{t`Prix, page par page (par défaut)`}</option>
            {HOTEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="field hotel-refine-price">
          <legend className="field-label">
            <Trans>Prix à partir de, par nuit (DT)</Trans>
          </legend>
          <label>
            <span>
              <Trans>Minimum</Trans>
            </span>
            <input
              type="number"
              name="min_price"
              inputMode="numeric"
              min={0}
              value={draft.min}
              aria-invalid={problem || undefined}
              aria-describedby={problem ? 'hotel-refine-price-error' : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))}
            />
          </label>
          <label>
            <span>
              <Trans>Maximum</Trans>
            </span>
            <input
              type="number"
              name="max_price"
              inputMode="numeric"
              min={0}
              value={draft.max}
              onChange={(e) => setDraft((d) => ({ ...d, max: e.target.value }))}
            />
          </label>
          {problem && (
            <span id="hotel-refine-price-error" className="field-error" role="alert">
              <Trans>Le prix minimum dépasse le prix maximum.</Trans>
            </span>
          )}
        </fieldset>
        <fieldset className="field hotel-refine-choices">
          <legend className="field-label">
            <Trans>Étoiles</Trans>
          </legend>
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} className="check-chip">
              <input
                type="checkbox"
                name="stars"
                value={n}
                checked={draft.stars.includes(n)}
                onChange={() => setDraft((d) => ({ ...d, stars: toggled(d.stars, n) }))}
              />
              <Plural value={n} one="# étoile" other="# étoiles" />
            </label>
          ))}
        </fieldset>
        <fieldset className="field hotel-refine-choices">
          <legend className="field-label">
            <Trans>Équipements</Trans>
          </legend>
          {FILTER_FACILITIES.map((facility) => (
            <label key={facility} className="check-chip">
              <input
                type="checkbox"
                name="facilities"
                value={facility}
                checked={draft.facilities.includes(facility)}
                onChange={() => setDraft((d) => ({ ...d, facilities: toggled(d.facilities, facility) }))}
              />
              {i18n._(FACILITY_LABELS[facility])}
            </label>
          ))}
        </fieldset>
        <p className="outcome-actions">
          <button type="submit" className="button button-primary">
            <Trans>Appliquer</Trans>
          </button>
          {active && (
            <button type="button" className="button" onClick={clear}>
              <Trans>Effacer le tri et les filtres</Trans>
            </button>
          )}
        </p>
      </form>
    </details>
  );
}
