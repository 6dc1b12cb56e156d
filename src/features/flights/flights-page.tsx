import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { FlightOffer, FlightSearchResponse } from '../../../domain/contract/flights.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import {
  type Cabin,
  type FlightProblem,
  type FlightSearchDraft,
  flightSearchProblems,
  hoursAndMinutes,
  MAX_PASSENGERS,
  type NearbyFlightDate,
} from '../../../domain/flights.ts';
import { distanceKm } from '../../../domain/geo.ts';
import { INTL_TAG, type Locale } from '../../../domain/locales.ts';
import { addDays } from '../../../domain/rental.ts';
import { FLIGHTS_TEXT } from '../../../domain/seo.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { formatDate, formatNumber, formatPrice, formatTime } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type FlightSearch, parseFlightSearch } from './flight-search.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

/** A nearby day as a traveller picks it: its weekday, day and month (« sam. 14 nov. »). */
const shortDay = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_TAG[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T00:00:00Z`));

interface Form extends FlightSearchDraft {
  roundTrip: boolean;
  cabin: Cabin;
}

/**
 * Flight search between Tunisia's airports (spec §2 `vols/find/{depart}/{arrive}`): the form
 * (airports, dates, one-way or return, cabin, passengers) and, once a date is chosen, the
 * timetable's flights with their times and fares; once a flight is chosen for each leg, the
 * booking page takes the passengers' names and the payment.
 */
export function FlightsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang, departAirport, arriveAirport } = useParams({ strict: false }) as {
    lang?: string;
    departAirport?: string;
    arriveAirport?: string;
  };
  // Not strict, the router hands over the raw query: it is checked again here.
  const search = parseFlightSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  usePageTitle(FLIGHTS_TEXT.title[locale]);
  const airports = useAirports() ?? [];
  // The routes flown: departures with at least one, and where the chosen one leads (every airport
  // until they are known).
  const { data: routeData } = useQuery(apiQuery('/utilisateur/flights/routes', 'flightRoutesResponseSchema'));
  const routes = routeData?.routes;
  const departures = routes ? airports.filter((a) => routes.some((r) => r.from === a.iata)) : airports;
  const reachable = (from: string, to: string) =>
    !routes || routes.some((r) => r.to === to && (!from || r.from === from));
  const tomorrow = addDays(today(), 1);

  const fromUrl = (): Form => ({
    from: departAirport ?? '',
    to: arriveAirport ?? '',
    date: search.date ?? tomorrow,
    returnDate: search.return ?? '',
    roundTrip: search.return !== undefined,
    cabin: search.cabin ?? 'economy',
    passengers: search.passengers ?? 1,
  });
  const [form, setForm] = useState<Form>(fromUrl);
  const [problems, setProblems] = useState<ReturnType<typeof flightSearchProblems>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the URL when it changes
  useEffect(() => {
    setForm(fromUrl());
    setProblems({});
  }, [departAirport, arriveAirport, search.date, search.return, search.cabin, search.passengers]);

  const problemText = useFlightProblemText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { ...form, returnDate: form.roundTrip ? form.returnDate : '' };
    const found = flightSearchProblems(draft, today());
    if (form.roundTrip && !form.returnDate) found.returnDate = 'required';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void navigate({
      to: '/{-$lang}/vols/find/$departAirport/$arriveAirport',
      params: { lang, departAirport: form.from, arriveAirport: form.to },
      search: {
        date: form.date,
        return: form.roundTrip ? form.returnDate : undefined,
        cabin: form.cabin === 'business' ? 'business' : undefined,
        passengers: form.passengers > 1 ? form.passengers : undefined,
      },
    });
  };

  const problemOf = (key: keyof FlightSearchDraft) => ({
    problem: problemText(problems[key]),
    problemId: `flight-${key}-error`,
  });
  const setText = (key: 'from' | 'to' | 'date' | 'returnDate') => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  // A new departure keeps the arrival only if a flight goes there from it.
  const setFrom = (value: string) => setForm((f) => ({ ...f, from: value, to: reachable(value, f.to) ? f.to : '' }));
  const airportSelect = (key: 'from' | 'to', label: string) => {
    const { problem, problemId } = problemOf(key);
    return (
      <LabelledField label={label} htmlFor={`flight-${key}`} problem={problem} problemId={problemId}>
        <select
          id={`flight-${key}`}
          className="select"
          value={form[key]}
          onChange={(e) => (key === 'from' ? setFrom : setText('to'))(e.target.value)}
          {...problemProps(problem, problemId)}
        >
          <option value="">{t`Choisir un aéroport`}</option>
          {(key === 'from'
            ? departures
            : airports.filter((a) => a.iata !== form.from && reachable(form.from, a.iata))
          ).map((a) => (
            <option key={a.iata} value={a.iata}>
              {localized(a, 'name', locale)} ({a.iata})
            </option>
          ))}
        </select>
      </LabelledField>
    );
  };
  const dateField = (key: 'date' | 'returnDate', label: string, min: string) => (
    <DateField name={key} label={label} min={min} value={form[key]} onChange={setText(key)} {...problemOf(key)} />
  );
  const passengers = problemOf('passengers');

  const depart = airports.find((a) => a.iata === departAirport);
  const arrive = airports.find((a) => a.iata === arriveAirport);

  return (
    <>
      <CoverBanner title={t`Vols intérieurs`} crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Vols` }]} />
      <section className="page-section flights">
        <form className="flight-form" onSubmit={submit} noValidate>
          {airportSelect('from', t`Départ`)}
          {airportSelect('to', t`Arrivée`)}
          <TripType roundTrip={form.roundTrip} onChange={(roundTrip) => setForm((f) => ({ ...f, roundTrip }))} />
          {dateField('date', t`Date de l’aller`, tomorrow)}
          {form.roundTrip && dateField('returnDate', t`Date du retour`, form.date || tomorrow)}
          <LabelledField label={<Trans>Cabine</Trans>}>
            <select
              className="select"
              value={form.cabin}
              onChange={(e) => setForm((f) => ({ ...f, cabin: e.target.value as Cabin }))}
            >
              <option value="economy">{t`Économique`}</option>
              <option value="business">{t`Affaires`}</option>
            </select>
          </LabelledField>
          <LabelledField label={<Trans>Passagers</Trans>} {...passengers}>
            <input
              type="number"
              name="passengers"
              min={1}
              max={MAX_PASSENGERS}
              value={form.passengers}
              onChange={(e) => setForm((f) => ({ ...f, passengers: e.target.valueAsNumber }))}
              {...problemProps(passengers.problem, passengers.problemId)}
            />
          </LabelledField>
          <button type="submit" className="button button-primary">
            <Trans>Chercher un vol</Trans>
          </button>
        </form>

        {depart && arrive && <FlightRoute depart={depart} arrive={arrive} />}
        {departAirport && arriveAirport && search.date && (
          <FlightResults from={departAirport} to={arriveAirport} search={search} />
        )}
      </section>
    </>
  );
}

type Airport = NonNullable<ReturnType<typeof useAirports>>[number];
const useAirports = () => useQuery(apiQuery('/utilisateur/airport', 'airportsResponseSchema')).data?.airports;

/** The route asked: its two airports, their towns, and the distance between them. */
function FlightRoute({ depart, arrive }: { depart: Airport; arrive: Airport }) {
  const locale = useLocale();
  return (
    <div className="flight-route" aria-live="polite">
      <h2>
        <bdi>{depart.iata}</bdi>{' '}
        <span className="mirror" aria-hidden="true">
          →
        </span>{' '}
        <bdi>{arrive.iata}</bdi>
      </h2>
      <p>
        {localized(depart, 'name', locale)} · {localized(depart, 'place', locale)}
        <br />
        {localized(arrive, 'name', locale)} · {localized(arrive, 'place', locale)}
      </p>
      <p>
        <Trans>
          Distance à vol d’oiseau :{' '}
          {formatNumber(
            Math.round(
              distanceKm(
                { lat: Number(depart.lat), lng: Number(depart.lng) },
                { lat: Number(arrive.lat), lng: Number(arrive.lng) },
              ),
            ),
            locale,
          )}{' '}
          km
        </Trans>
      </p>
    </div>
  );
}

/** One way or a return trip. */
function TripType({ roundTrip, onChange }: { roundTrip: boolean; onChange: (roundTrip: boolean) => void }) {
  return (
    <fieldset className="field trip-type">
      <legend className="field-label">
        <Trans>Voyage</Trans>
      </legend>
      <label>
        <input type="radio" name="trip" checked={!roundTrip} onChange={() => onChange(false)} />
        <Trans>Aller simple</Trans>
      </label>
      <label>
        <input type="radio" name="trip" checked={roundTrip} onChange={() => onChange(true)} />
        <Trans>Aller-retour</Trans>
      </label>
    </fieldset>
  );
}

/** What a search form's problem says, in the page's language. */
function useFlightProblemText() {
  const { t } = useLingui();
  return (problem: FlightProblem | undefined): string | undefined => {
    switch (problem) {
      case 'required':
        return t`Ce champ est obligatoire.`;
      case 'same_airports':
        return t`Choisissez deux aéroports différents.`;
      case 'too_early':
        return t`Choisissez une date à partir de demain.`;
      case 'before_departure':
        return t`Le retour ne peut pas précéder l’aller.`;
      case 'passengers':
        return t`De 1 à ${MAX_PASSENGERS} passagers.`;
      default:
        return undefined;
    }
  };
}

function FlightResults({ from, to, search }: { from: string; to: string; search: FlightSearch }) {
  const { t } = useLingui();
  const query = new URLSearchParams({ from, to, date: search.date ?? '' });
  if (search.return) query.set('return', search.return);
  if (search.cabin) query.set('cabin', search.cabin);
  if (search.passengers) query.set('passengers', String(search.passengers));
  const result = useQuery(apiQuery(`/utilisateur/flights?${query}`, 'flightSearchResponseSchema'));

  if (result.isPending)
    return (
      <div className="flight-results" aria-busy="true">
        <BlockSkeleton height={96} />
        <BlockSkeleton height={96} />
      </div>
    );
  if (result.isError) {
    const code = result.error instanceof ApiRequestError ? result.error.code : '';
    const known: Record<string, string> = {
      same_airports: t`Choisissez deux aéroports différents.`,
      invalid_dates: t`Ces dates ne conviennent pas : l’aller à partir de demain, le retour après l’aller.`,
      airport_not_found: t`Cet aéroport n’existe pas dans Rihla.`,
    };
    if (known[code])
      return (
        <p className="field-error" role="alert">
          {known[code]}
        </p>
      );
    return <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  }
  // A new search starts with nothing chosen (or its only flights).
  return <ChooseFlights key={query.toString()} from={from} to={to} search={search} result={result.data} />;
}

/**
 * The trip's flights, one a leg, then « Continuer » to the booking page (passengers' names and
 * payment) once every leg has its flight.
 */
function ChooseFlights({
  from,
  to,
  search,
  result: { outbound, inbound, outbound_nearby, inbound_nearby },
}: {
  from: string;
  to: string;
  search: FlightSearch;
  result: FlightSearchResponse;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const [out, setOut] = useState<FlightOffer | null>(outbound.length === 1 ? outbound[0]! : null);
  const [back, setBack] = useState<FlightOffer | null>(inbound?.length === 1 ? inbound[0]! : null);
  const complete = out !== null && (inbound === null || back !== null);
  const total = (out?.total_millimes ?? 0) + (back?.total_millimes ?? 0);
  return (
    <div className="flight-results">
      <FlightLeg
        title={t`Vol aller`}
        name="outbound"
        date={search.date ?? ''}
        flights={outbound}
        chosen={out}
        onChoose={setOut}
        nearby={outbound_nearby}
        searchOn={(date) => ({ ...search, date })}
        from={from}
        to={to}
      />
      {inbound && (
        <FlightLeg
          title={t`Vol retour`}
          name="inbound"
          date={search.return ?? ''}
          flights={inbound}
          chosen={back}
          onChoose={setBack}
          nearby={inbound_nearby ?? []}
          searchOn={(date) => ({ ...search, return: date })}
          from={from}
          to={to}
        />
      )}
      {complete && (
        <div className="flight-continue" role="status">
          <p className="flight-total">
            <Trans>Total du voyage :</Trans> <strong>{formatPrice(total / 1000, locale)}</strong>
          </p>
          <Link
            to="/{-$lang}/vols/reservation"
            params={{ lang }}
            search={{
              from,
              to,
              date: out.date,
              out: out.number,
              ...(back ? { return: back.date, in: back.number } : {}),
              ...(search.cabin ? { cabin: search.cabin } : {}),
              ...(search.passengers ? { passengers: search.passengers } : {}),
            }}
            className="button button-primary"
          >
            <Trans>Continuer : les passagers</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}

function FlightLeg({
  title,
  name,
  date,
  flights,
  chosen,
  onChoose,
  nearby,
  searchOn,
  from,
  to,
}: {
  title: string;
  name: string;
  date: string;
  flights: FlightOffer[];
  chosen: FlightOffer | null;
  onChoose: (flight: FlightOffer) => void;
  /** When the day has no flight, the nearby days that have one. */
  nearby: NearbyFlightDate[];
  /** The search once this leg's day is another. */
  searchOn: (date: string) => FlightSearch;
  /** The trip's airports, for the nearby days' links. */
  from: string;
  to: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  return (
    <section className="flight-leg" aria-label={title}>
      <h2>
        {title} · {formatDate(date, locale)}
      </h2>
      {flights.length === 0 ? (
        <>
          <p className="empty-state">
            <Trans>Aucun vol ce jour-là sur cette ligne. Essayez une autre date.</Trans>
          </p>
          {nearby.length > 0 && (
            <nav className="flight-nearby" aria-label={t`Jours proches avec des vols`}>
              <p>
                <Trans>Jours proches avec des vols :</Trans>
              </p>
              <ul>
                {nearby.map((d) => (
                  <li key={d.date}>
                    <Link
                      to="/{-$lang}/vols/find/$departAirport/$arriveAirport"
                      params={{ lang, departAirport: from, arriveAirport: to }}
                      search={searchOn(d.date)}
                    >
                      <span className="nearby-date">{shortDay(d.date, locale)}</span>
                      <span className="nearby-fare">{t`dès ${formatPrice(d.fare_millimes / 1000, locale)}`}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      ) : (
        <ul className="flight-list">
          {flights.map((f) => (
            <FlightCard
              key={f.number}
              flight={f}
              name={name}
              chosen={chosen?.number === f.number}
              onChoose={() => onChoose(f)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FlightCard({
  flight: f,
  name,
  chosen,
  onChoose,
}: {
  flight: FlightOffer;
  name: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { hours, minutes } = hoursAndMinutes(f.duration_minutes);
  const passengers = f.total_millimes / f.fare_millimes;
  return (
    <li className="flight-card">
      <div className="flight-facts">
        <p className="flight-number">
          <bdi>{f.number}</bdi> · {f.cabin === 'business' ? t`Affaires` : t`Économique`}
        </p>
        <p className="flight-airline">
          <Trans>Compagnie :</Trans> <bdi>{f.airline}</bdi>
        </p>
        <dl className="flight-times">
          <div>
            <dt>
              <Trans>Départ</Trans> <bdi>{f.from}</bdi>
            </dt>
            <dd>
              <bdi dir="ltr">{formatTime(f.departs, locale)}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Arrivée</Trans> <bdi>{f.to}</bdi>
            </dt>
            <dd>
              <bdi dir="ltr">{formatTime(f.arrives, locale)}</bdi>
              {f.arrives_next_day && (
                <>
                  {' '}
                  <Trans>(le lendemain)</Trans>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Durée</Trans>
            </dt>
            <dd>{hours > 0 ? t`${hours} h ${String(minutes).padStart(2, '0')}` : t`${minutes} min`}</dd>
          </div>
        </dl>
        <p className="flight-price">
          <strong>{formatPrice(f.fare_millimes / 1000, locale)}</strong> <Trans>par passager</Trans>
          {passengers > 1 && (
            <>
              {' · '}
              <Trans>
                Total pour {passengers} passagers : {formatPrice(f.total_millimes / 1000, locale)}
              </Trans>
            </>
          )}
        </p>
      </div>
      <label className={`time-chip flight-choice${chosen ? ' is-chosen' : ''}`}>
        <input type="radio" name={name} checked={chosen} onChange={onChoose} />
        <span className="chip-face">
          {chosen ? <Trans>Vol choisi</Trans> : <Trans>Choisir ce vol</Trans>}
          <span className="visually-hidden">
            {' '}
            <bdi>{f.number}</bdi> {formatTime(f.departs, locale)}
          </span>
        </span>
      </label>
    </li>
  );
}
