import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { MAX_TABLE_PEOPLE, TABLE_DAYS_AHEAD } from '../../../../domain/booking/tables.ts';
import { RESTAURANT_FIND_TEXT } from '../../../../domain/booking-page-text.ts';
import type { Cuisine } from '../../../../domain/contract/restaurants.ts';
import type { DestinationTables } from '../../../../domain/contract/tables.ts';
import { isRealDate, tunisiaDateTime } from '../../../../domain/dates.ts';
import { destinationNamed } from '../../../../domain/find-routes.ts';
import { addDays } from '../../../../domain/rental.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { LabelledField } from '../../../components/form/labelled-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { CardSkeleton } from '../../../components/skeleton.tsx';
import { formatDate, formatPrice, formatTime } from '../../../lib/format.ts';
import { destinationsQuery } from '../../../lib/geography-queries.ts';
import { localized } from '../../../lib/localized.ts';
import { useFirstLoadOver } from '../../../lib/use-first-load-over.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { destinationTablesQuery } from '../api/restaurants.queries.ts';
import { CUISINE_LABELS } from '../cuisine-labels.ts';

const ROUTE = '/{-$lang}/restaurants/find/$destination/$date/$number';

/**
 * `restaurants/find/{destination}/{date}/{number}` (spec §2): the destination's restaurants that
 * still seat the party that day, each with its free arrival times, counted live by the server;
 * a time leads to the table's reservation page with everything already chosen.
 */
export function RestaurantFindPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const params = useParams({ from: ROUTE });
  const navigate = useNavigate();
  // Live answers (never cached) are asked once the page has loaded, with their schemas.
  const ready = useFirstLoadOver();
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  const people = Number(params.number);
  const day = isRealDate(params.date) ? formatDate(params.date, locale) : '';
  const valid =
    isRealDate(params.date) &&
    params.date >= today &&
    params.date <= addDays(today, TABLE_DAYS_AHEAD) &&
    Number.isInteger(people) &&
    people >= 1 &&
    people <= MAX_TABLE_PEOPLE;
  // Rendered in the browser alone: what it asks of the API waits for the first load (its schemas too).
  const destinations = useQuery({ ...destinationsQuery(), enabled: ready });
  const destination = destinations.data && destinationNamed(destinations.data, params.destination);
  const name = destination ? localized(destination, 'name', locale) : '';
  const title = name ? `${RESTAURANT_FIND_TEXT.title[locale]} – ${name}` : RESTAURANT_FIND_TEXT.title[locale];
  usePageTitle(title);
  const tables = useQuery({
    ...destinationTablesQuery(destination?.id, params.date, people),
    enabled: ready && Boolean(destination) && valid,
  });
  const [date, setDate] = useState(params.date);
  const [party, setParty] = useState(params.number);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: ROUTE, params: { ...params, date, number: party } });
  };

  return (
    <>
      <CoverBanner
        title={title}
        crumbs={[
          { label: t`Accueil`, to: '/{-$lang}' },
          { label: t`Restaurants`, to: '/{-$lang}/restaurants' },
          { label: RESTAURANT_FIND_TEXT.title[locale] },
        ]}
      />
      <section className="page-section">
        <form className="filter-form table-find" onSubmit={search}>
          <LabelledField label={t`Date`}>
            <input
              type="date"
              name="date"
              min={today}
              max={addDays(today, TABLE_DAYS_AHEAD)}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </LabelledField>
          <LabelledField label={t`Nombre de personnes`}>
            <input
              type="number"
              name="people"
              inputMode="numeric"
              min={1}
              max={MAX_TABLE_PEOPLE}
              value={party}
              onChange={(e) => setParty(e.target.value)}
            />
          </LabelledField>
          <button type="submit" className="button button-primary">
            <Trans>Trouver une table</Trans>
          </button>
        </form>
        {destinations.data && !destination ? (
          <p className="error-state" role="alert">
            <Trans>Cette destination est introuvable. Choisissez-en une autre.</Trans>
          </p>
        ) : !valid ? (
          <p className="error-state" role="alert">
            <Trans>
              Choisissez une date entre aujourd’hui et les {TABLE_DAYS_AHEAD} prochains jours, et de 1 à{' '}
              {MAX_TABLE_PEOPLE} personnes.
            </Trans>
          </p>
        ) : tables.isError ? (
          <QueryError error={tables.error} onRetry={() => void tables.refetch()} />
        ) : !tables.data ? (
          <div className="card-grid" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : tables.data.restaurants.length === 0 ? (
          <div className="empty-state">
            <p>
              <Plural
                value={people}
                one={`Aucune table libre le ${day} pour # personne dans cette destination. Essayez un autre jour.`}
                other={`Aucune table libre le ${day} pour # personnes dans cette destination. Essayez un autre jour.`}
              />
            </p>
          </div>
        ) : (
          <>
            <p aria-live="polite">
              <Plural
                value={tables.data.restaurants.length}
                one="# restaurant a une table pour vous"
                other="# restaurants ont une table pour vous"
              />
            </p>
            <ul className="cart-list table-results">
              {tables.data.restaurants.map((r) => (
                <TableResult key={r.id} restaurant={r} date={params.date} people={people} />
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** A restaurant with a table for the party that day, and its free arrival times. */
function TableResult({
  restaurant: r,
  date,
  people,
}: {
  restaurant: DestinationTables['restaurants'][number];
  date: string;
  people: number;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ from: ROUTE });
  return (
    <li className="cart-item">
      {r.cover && <img loading="lazy" decoding="async" src={r.cover} alt="" width={96} height={64} />}
      <div>
        <Link to="/{-$lang}/restaurants/$id" params={{ lang: lang, id: r.id }} className="cart-title">
          {r.name[locale] || r.name.fr}
        </Link>
        <span className="card-meta">
          {i18n._(CUISINE_LABELS[r.cuisine as Cuisine])} ·{' '}
          <Trans>environ {formatPrice(r.average_price_millimes / 1000, locale)} par personne</Trans>
        </span>
        <div className="time-chips" role="group" aria-label={t`Heures libres`}>
          {r.times.map((time) => (
            <Link
              key={time}
              to="/{-$lang}/restaurants/reservation"
              params={{ lang: lang }}
              search={{ id: r.id, date, time, people }}
              className="time-chip"
            >
              <span className="chip-face" dir="ltr">
                {formatTime(time, locale)}
              </span>
            </Link>
          ))}
        </div>
      </div>
    </li>
  );
}
