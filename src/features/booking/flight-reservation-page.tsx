import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FLIGHT_RESERVATION_TEXT } from '../../../domain/booking-page-text.ts';
import type { FlightOffer } from '../../../domain/contract/flights.ts';
import {
  type Cabin,
  MAX_PASSENGERS,
  PASSENGER_FIELDS,
  PASSENGER_NAME_MAX,
  type PassengerProblem,
} from '../../../domain/flights.ts';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { formatDate, formatMillimes, formatTime } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BookingForm } from './booking-actions.tsx';
import type { BookableFlight } from './checkout.ts';
import { useCheckout } from './use-checkout.ts';

const ROUTE = '/{-$lang}/vols/reservation';

/** The flights chosen on the results page, as the address gives them (checked here, priced again by the server). */
export interface FlightReservationSearch {
  from?: string | undefined;
  to?: string | undefined;
  date?: string | undefined;
  out?: string | undefined;
  return?: string | undefined;
  in?: string | undefined;
  cabin?: Cabin | undefined;
  passengers?: number | undefined;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

type Name = { first_name: string; last_name: string; passport: string };
/** The passenger's fields in the order a passport prints them. */
const PASSENGER_ORDER = ['last_name', 'first_name', 'passport'] as const;

/**
 * `vols/reservation` (issue 26: a flight search's results → booking): the flights chosen on the
 * results page, priced again by the same search, each passenger's names as on the passport, the
 * trip's total; then payment. Rihla sells the demo airline's seats itself: the payment confirms
 * the tickets at once.
 */
export function FlightReservationPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const raw = useSearch({ from: ROUTE });
  const { href } = useLocation();
  const search = {
    from: text(raw.from),
    to: text(raw.to),
    date: text(raw.date),
    out: text(raw.out),
    return: text(raw.return),
    in: text(raw.in),
    cabin: raw.cabin === 'business' ? ('business' as const) : undefined,
    passengers: Math.min(MAX_PASSENGERS, Math.max(1, Math.trunc(Number(raw.passengers)) || 1)),
  };
  const hydrated = useHydrated();
  const user = useSessionUser();
  usePageTitle(FLIGHT_RESERVATION_TEXT.title[locale]);
  const count = search.passengers;
  const query = new URLSearchParams({ from: search.from, to: search.to, date: search.date });
  if (search.return && search.in) query.set('return', search.return);
  if (search.cabin) query.set('cabin', search.cabin);
  if (count > 1) query.set('passengers', String(count));
  const complete = Boolean(search.from && search.to && search.date && search.out);
  const result = useQuery({
    ...apiQuery(`/utilisateur/flights?${query}`, 'flightSearchResponseSchema'),
    enabled: complete,
  });
  const out = result.data?.outbound.find((f) => f.number === search.out);
  const back = search.in ? result.data?.inbound?.find((f) => f.number === search.in) : undefined;
  const legs = [out, ...(search.in ? [back] : [])];
  const found = legs.every((f): f is FlightOffer => f !== undefined);
  const searchHref = `${lang ? `/${lang}` : ''}/vols/find/${search.from}/${search.to}`;

  return (
    <section className="page-section account reservation-page">
      <h1>{FLIGHT_RESERVATION_TEXT.title[locale]}</h1>
      {!complete ? (
        <div className="empty-state">
          <p>
            <Trans>Aucun vol choisi. Cherchez un vol, puis choisissez-le dans les résultats.</Trans>
          </p>
          <Link to="/{-$lang}/vols" params={{ lang }} className="button button-primary">
            <Trans>Chercher un vol</Trans>
          </Link>
        </div>
      ) : !hydrated || result.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Chargement des vols`}>
          <BlockSkeleton height={220} />
        </div>
      ) : result.isError || !found ? (
        <div className="outcome outcome-problem" role="alert">
          <p>
            <Trans>Ces vols ne sont plus proposés à ces dates. Reprenez votre recherche.</Trans>
          </p>
          <a href={searchHref} className="button">
            <Trans>Retour aux vols</Trans>
          </a>
        </div>
      ) : (
        <>
          <div className="order-summary">
            <ul className="order-lines">
              {legs.map((f) => (
                <li key={f.number}>
                  <strong>
                    <bdi dir="ltr">
                      {f.number} · {f.from} → {f.to}
                    </bdi>
                  </strong>
                  <span>
                    {formatDate(f.date, locale)} · <bdi dir="ltr">{formatTime(f.departs, locale)}</bdi> →{' '}
                    <bdi dir="ltr">{formatTime(f.arrives, locale)}</bdi>
                    {' · '}
                    {f.cabin === 'business' ? <Trans>Affaires</Trans> : <Trans>Économique</Trans>}
                  </span>
                  <span className="order-line-total">{formatMillimes(f.total_millimes, locale)}</span>
                </li>
              ))}
            </ul>
            <p className="order-total">
              <Trans>Total du voyage :</Trans>{' '}
              <strong>
                {formatMillimes(
                  legs.reduce((sum, f) => sum + f.total_millimes, 0),
                  locale,
                )}
              </strong>
            </p>
          </div>
          {user ? (
            <PassengersForm legs={legs} count={count} />
          ) : (
            <p className="outcome-actions">
              <Link
                to="/{-$lang}/connexion"
                params={{ lang }}
                search={{
                  redirect: href,
                }}
                className="button button-primary"
              >
                <Trans>Se connecter pour réserver</Trans>
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function PassengersForm({ legs, count }: { legs: FlightOffer[]; count: number }) {
  const { t } = useLingui();
  const [names, setNames] = useState<Name[]>(() =>
    Array.from({ length: count }, () => ({ first_name: '', last_name: '', passport: '' })),
  );
  const [problems, setProblems] = useState<Record<string, PassengerProblem>>({});
  const { checkout, sending, failure } = useCheckout();
  const messages: Record<PassengerProblem, string> = {
    required: t`Ce champ est obligatoire.`,
    passport_letters: t`Écrivez le nom comme sur le passeport, en lettres latines.`,
    too_long: t`Ce texte est trop long.`,
    passport_number: t`Un numéro de passeport a de 6 à 12 lettres et chiffres.`,
  };
  const labels: Record<keyof Name, string> = {
    last_name: t`Nom (comme sur le passeport)`,
    first_name: t`Prénom(s)`,
    passport: t`Numéro de passeport`,
  };
  const set = (i: number, field: keyof Name, value: string) =>
    setNames((all) => all.map((n, j) => (j === i ? { ...n, [field]: value } : n)));

  const book = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, PassengerProblem> = {};
    names.forEach((n, i) => {
      for (const field of PASSENGER_ORDER) {
        const problem = PASSENGER_FIELDS[field](n[field]);
        if (problem) found[`${i}-${field}`] = problem;
      }
    });
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`passenger-${first}`)?.focus();
      return;
    }
    const tickets: BookableFlight[] = legs.map((f) => ({
      kind: 'flight',
      id: `${f.number}-${f.date}`,
      title: `${f.number} · ${f.from} → ${f.to}`,
      href: '',
      flight: { number: f.number, date: f.date, cabin: f.cabin, passengers: names, totalMillimes: f.total_millimes },
    }));
    await checkout(tickets);
  };

  return (
    <BookingForm book={book} sending={sending} failure={failure} submitLabel={<Trans>Réserver et payer</Trans>}>
      <p className="booking-note">
        <Trans>
          Écrivez les noms exactement comme sur les passeports : ils sont imprimés sur les billets. La compagnie demande
          aussi le numéro de chaque passeport ; il n’est plus affiché ensuite.
        </Trans>
      </p>
      {names.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one fieldset a passenger, in a fixed order
        <fieldset key={i} className="passenger">
          <legend>
            <Trans>Passager {i + 1}</Trans>
          </legend>
          {PASSENGER_ORDER.map((field) => {
            const id = `${i}-${field}`;
            const problem = problems[id] ? messages[problems[id]] : undefined;
            return (
              <LabelledField key={field} label={labels[field]} problem={problem} problemId={`passenger-${id}-error`}>
                <input
                  id={`passenger-${id}`}
                  name={`${field}-${i}`}
                  dir="ltr"
                  autoComplete={
                    i === 0 && field !== 'passport' ? (field === 'last_name' ? 'family-name' : 'given-name') : 'off'
                  }
                  autoCapitalize="characters"
                  maxLength={field === 'passport' ? 16 : PASSENGER_NAME_MAX}
                  value={n[field]}
                  onChange={(e) => set(i, field, e.target.value)}
                  {...problemProps(problem, `passenger-${id}-error`)}
                />
              </LabelledField>
            );
          })}
        </fieldset>
      ))}
    </BookingForm>
  );
}
