import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_TABLE_PEOPLE, TABLE_DAYS_AHEAD } from '../../../domain/booking/tables.ts';
import { TABLE_RESERVATION_TEXT } from '../../../domain/booking-page-text.ts';
import { isRealDate, tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { formatTime } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useFirstLoadOver } from '../../lib/use-first-load-over.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { tableSlotsQuery } from './api/booking.queries.ts';
import { BookingForm, OfferSummary } from './booking-actions.tsx';
import type { BookableTable } from './checkout.ts';
import { CountField } from './count-field.tsx';
import { useBookOrKeep } from './use-checkout.ts';

const ROUTE = '/{-$lang}/restaurants/reservation';

/**
 * `restaurants/reservation?id=` (spec §2, §3 « reservation time and date », number of people): a
 * table at a restaurant — the day, the party, then one of the arrival times its opening hours and
 * seats per slot still allow, counted by the server now. Nothing is paid online: the table is
 * asked of the restaurant, which confirms it by e-mail.
 */
export function TableReservationPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const search = useSearch({ from: ROUTE });
  const hydrated = useHydrated();
  const user = useSessionUser();
  // Asked once the page's first load is over (at once after a navigation in the app).
  const ready = useFirstLoadOver();
  const restaurant = useQuery({
    ...apiQuery(`/utilisateur/restaurants/${search.id}`, 'restaurantDetailResponseSchema'),
    enabled: ready && search.id !== undefined,
  });
  const r = restaurant.data?.restaurant;
  const name = r ? localized(r, 'name', locale) : '';
  usePageTitle(r ? t`Réserver une table : ${name}` : TABLE_RESERVATION_TEXT.title[locale]);
  const itemHref = `${lang ? `/${lang}` : ''}/restaurants/${search.id}`;

  return (
    <section className="page-section account reservation-page">
      <h1>{TABLE_RESERVATION_TEXT.title[locale]}</h1>
      {search.id === undefined ? (
        <div className="empty-state">
          <p>
            <Trans>Aucun restaurant choisi. Choisissez une table depuis la page d’un restaurant.</Trans>
          </p>
          <Link to="/{-$lang}/restaurants" params={{ lang }} className="button button-primary">
            <Trans>Voir les restaurants</Trans>
          </Link>
        </div>
      ) : !hydrated || !ready || restaurant.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Chargement du restaurant`}>
          <BlockSkeleton height={220} />
        </div>
      ) : !r ? (
        <div className="outcome outcome-problem" role="alert">
          <p>
            <Trans>Le restaurant n’a pas pu être chargé. Vérifiez votre connexion et réessayez.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void restaurant.refetch()}>
            <Trans>Réessayer</Trans>
          </button>
        </div>
      ) : (
        <>
          <OfferSummary cover={r.cover} href={itemHref} title={name}>
            {localized(r, 'address', locale)}
          </OfferSummary>
          {!r.bookable ? (
            <p className="booking-note">
              <Trans>Ce restaurant ne prend pas de réservation en ligne. Appelez-le pour réserver.</Trans>
            </p>
          ) : !user ? (
            <p className="outcome-actions">
              <Link
                to="/{-$lang}/connexion"
                params={{ lang }}
                search={{ redirect: `${lang ? `/${lang}` : ''}/restaurants/reservation?id=${search.id}` }}
                className="button button-primary"
              >
                <Trans>Se connecter pour réserver</Trans>
              </Link>
            </p>
          ) : (
            <TableForm
              item={{ kind: 'restaurant', id: String(r.id), title: name, href: itemHref, image: r.cover }}
              initial={search}
            />
          )}
        </>
      )}
    </section>
  );
}

type Problem = 'date' | 'people' | 'time';

function TableForm({
  item,
  initial,
}: {
  item: Omit<BookableTable, 'table'>;
  initial: { date?: string | undefined; time?: string | undefined; people?: number | undefined };
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  const last = addDays(today, TABLE_DAYS_AHEAD);
  const [date, setDate] = useState(initial.date ?? today);
  const [people, setPeople] = useState(String(initial.people ?? 2));
  const [time, setTime] = useState(initial.time ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const party = Number(people);
  const dateOk = isRealDate(date) && date >= today && date <= last;
  const partyOk = Number.isInteger(party) && party >= 1 && party <= MAX_TABLE_PEOPLE;
  const slots = useQuery({ ...tableSlotsQuery(item.id, date, party), enabled: dateOk && partyOk });
  const times = slots.data?.tables.slots ?? [];
  const chosen = times.find((s) => s.time === time && s.available >= party);
  const messages: Record<Problem, string> = {
    date: t`Choisissez une date entre aujourd’hui et les ${TABLE_DAYS_AHEAD} prochains jours.`,
    people: t`Entrez un nombre de personnes entre 1 et ${MAX_TABLE_PEOPLE}.`,
    time: t`Choisissez une heure d’arrivée.`,
  };

  const table = (): BookableTable | null => {
    const found: Problem | null = !dateOk ? 'date' : !partyOk ? 'people' : !chosen ? 'time' : null;
    setProblem(found);
    if (found) {
      document.getElementById(found === 'time' ? 'table-times' : `table-${found}`)?.focus();
      return null;
    }
    return { ...item, table: { date, time, people: party } };
  };
  const booking = useBookOrKeep(table);

  return (
    <BookingForm {...booking} submitLabel={<Trans>Demander la table</Trans>}>
      <LabelledField
        label={t`Date`}
        problem={problem === 'date' ? messages.date : undefined}
        problemId="table-date-error"
      >
        <input
          id="table-date"
          name="date"
          type="date"
          min={today}
          max={last}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setProblem(null);
          }}
          {...problemProps(problem === 'date' ? messages.date : undefined, 'table-date-error')}
        />
      </LabelledField>
      <CountField
        id="table-people"
        name="people"
        label={t`Nombre de personnes`}
        max={MAX_TABLE_PEOPLE}
        value={people}
        onChange={(value) => {
          setPeople(value);
          setProblem(null);
        }}
        problem={problem === 'people' ? messages.people : undefined}
      />
      <fieldset
        id="table-times"
        tabIndex={-1}
        className="table-times"
        aria-describedby={problem === 'time' ? 'table-time-error' : undefined}
      >
        <legend className="field-label">
          <Trans>Heure d’arrivée</Trans>
        </legend>
        {!dateOk || !partyOk ? null : slots.isPending ? (
          <p className="card-meta" role="status">
            <Trans>Recherche des tables libres…</Trans>
          </p>
        ) : slots.isError ? (
          <p className="field-error" role="alert">
            <Trans>Les heures libres n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.</Trans>
          </p>
        ) : times.length === 0 ? (
          <p className="card-meta">
            <Trans>Le restaurant ne reçoit pas ce jour-là. Choisissez une autre date.</Trans>
          </p>
        ) : times.every((s) => s.available < party) ? (
          <p className="card-meta">
            <Trans>Plus aucune table pour ce nombre de personnes ce jour-là. Choisissez une autre date.</Trans>
          </p>
        ) : (
          <div className="time-chips">
            {times.map((s) => (
              <label key={s.time} className="time-chip">
                <input
                  type="radio"
                  name="time"
                  value={s.time}
                  checked={time === s.time}
                  disabled={s.available < party}
                  onChange={() => {
                    setTime(s.time);
                    setProblem(null);
                  }}
                />
                <span className="chip-face" dir="ltr">
                  {formatTime(s.time, locale)}
                </span>
              </label>
            ))}
          </div>
        )}
        {problem === 'time' && (
          <span id="table-time-error" className="field-error">
            {messages.time}
          </span>
        )}
      </fieldset>
      <p className="booking-note">
        <Trans>Rien à payer en ligne : le restaurant confirme votre table par e-mail.</Trans>
      </p>
    </BookingForm>
  );
}
