import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  circuitEnd,
  circuitTotal,
  MAX_CIRCUIT_PEOPLE,
  PEOPLE_PER_ROOM,
  partyProblem,
  singleRooms,
} from '../../../domain/booking/circuits.ts';
import { CIRCUIT_RESERVATION_TEXT } from '../../../domain/booking-page-text.ts';
import type { Departures } from '../../../domain/contract/departures.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { formatDateRange, formatMillimes } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useFirstLoadOver } from '../../lib/use-first-load-over.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { circuitDeparturesQuery } from './api/booking.queries.ts';
import { BookingForm, OfferSummary } from './booking-actions.tsx';
import type { BookableCircuit } from './checkout.ts';
import { CountField } from './count-field.tsx';
import { DepartureSelect } from './departure-select.tsx';
import { useBookOrKeep } from './use-checkout.ts';

const ROUTE = '/{-$lang}/circuits/reservation';

/**
 * `circuits/reservation?circuit=` (spec §2, §3 « number of people, rooms »): a departure of the
 * circuit with the places left on it, the party and its rooms, and the party's price; then pay
 * (the payment comes back to `circuits/confirmation`) or add it to the cart. The circuit's agency
 * confirms by e-mail.
 */
export function CircuitReservationPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { circuit: slug } = useSearch({ from: ROUTE });
  const hydrated = useHydrated();
  const user = useSessionUser();
  // Asked once the page's first load is over (at once after a navigation in the app).
  const ready = useFirstLoadOver();
  const circuit = useQuery({
    ...apiQuery(`/utilisateur/circuits/${slug}`, 'circuitDetailResponseSchema'),
    enabled: ready && slug !== undefined,
  });
  const departures = useQuery({ ...circuitDeparturesQuery(slug), enabled: ready && slug !== undefined });
  const c = circuit.data?.circuit;
  const name = c ? localized(c, 'name', locale) : '';
  usePageTitle(c ? t`Réserver le circuit : ${name}` : CIRCUIT_RESERVATION_TEXT.title[locale]);
  const itemHref = `${lang ? `/${lang}` : ''}/circuits/${slug}`;

  return (
    <section className="page-section account reservation-page">
      <h1>{CIRCUIT_RESERVATION_TEXT.title[locale]}</h1>
      {slug === undefined ? (
        <div className="empty-state">
          <p>
            <Trans>Aucun circuit choisi. Choisissez un départ depuis la page d’un circuit.</Trans>
          </p>
          <Link to="/{-$lang}/circuits" params={{ lang }} className="button button-primary">
            <Trans>Voir les circuits</Trans>
          </Link>
        </div>
      ) : !hydrated || circuit.isPending || departures.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Chargement des départs`}>
          <BlockSkeleton height={220} />
        </div>
      ) : !c || departures.isError ? (
        <div className="outcome outcome-problem" role="alert">
          <p>
            <Trans>Les départs n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.</Trans>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              void circuit.refetch();
              void departures.refetch();
            }}
          >
            <Trans>Réessayer</Trans>
          </button>
        </div>
      ) : (
        <>
          <OfferSummary cover={c.cover} href={itemHref} title={name}>
            <Plural value={departures.data.departures.days} one="# jour" other="# jours" />
          </OfferSummary>
          {departures.data.departures.dates.length === 0 ? (
            <p className="booking-note">
              <Trans>
                Aucun départ n’est ouvert à la réservation pour ce circuit. Écrivez-nous pour un départ sur mesure.
              </Trans>
            </p>
          ) : !user ? (
            <p className="outcome-actions">
              <Link
                to="/{-$lang}/connexion"
                params={{ lang }}
                search={{ redirect: `${lang ? `/${lang}` : ''}/circuits/reservation?circuit=${slug}` }}
                className="button button-primary"
              >
                <Trans>Se connecter pour réserver</Trans>
              </Link>
            </p>
          ) : (
            <CircuitForm
              offer={departures.data.departures}
              item={{ kind: 'circuit', id: String(c.id), title: name, href: itemHref, image: c.cover }}
            />
          )}
        </>
      )}
    </section>
  );
}

type Problem = 'full' | 'exceed' | 'people' | 'rooms';

function CircuitForm({ offer, item }: { offer: Departures; item: Omit<BookableCircuit, 'circuit'> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const first = offer.dates.find((d) => d.available > 0) ?? offer.dates[0]!;
  const [date, setDate] = useState(first.date);
  const [people, setPeople] = useState('2');
  const [rooms, setRooms] = useState('1');
  const [problem, setProblem] = useState<Problem | null>(null);
  const departure = offer.dates.find((d) => d.date === date) ?? first;
  const party = Number(people);
  const roomCount = Number(rooms);
  const fits = partyProblem(party, roomCount) === null;
  const total = fits ? circuitTotal(offer.price_millimes, party, roomCount) : 0;
  const singles = fits ? singleRooms(party, roomCount) : 0;
  const messages: Record<Problem, string> = {
    full: t`Toutes les places de ce départ sont réservées. Choisissez un autre départ.`,
    exceed: t`Il ne reste que ${plural(departure.available, { one: '# place', other: '# places' })} sur ce départ : le nombre demandé dépasse les places disponibles.`,
    people: t`Entrez un nombre de personnes entre 1 et ${MAX_CIRCUIT_PEOPLE}.`,
    rooms: t`Choisissez entre une chambre par personne et ${PEOPLE_PER_ROOM} personnes par chambre.`,
  };

  const chosen = (): BookableCircuit | null => {
    const found: Problem | null =
      departure.available === 0
        ? 'full'
        : (partyProblem(party, roomCount) ?? (party > departure.available ? 'exceed' : null));
    setProblem(found);
    if (found) {
      document
        .getElementById(found === 'full' ? 'circuit-date' : `circuit-${found === 'exceed' ? 'people' : found}`)
        ?.focus();
      return null;
    }
    return {
      ...item,
      circuit: { date, end: circuitEnd(date, offer.days), people: party, rooms: roomCount, totalMillimes: total },
    };
  };
  const booking = useBookOrKeep(chosen);
  const peopleProblem = problem === 'people' || problem === 'exceed' ? messages[problem] : undefined;

  return (
    <BookingForm {...booking} submitLabel={<Trans>Réserver et payer</Trans>}>
      <DepartureSelect
        id="circuit-date"
        dates={offer.dates}
        value={date}
        onChange={(value) => {
          setDate(value);
          setProblem(null);
        }}
        problem={problem === 'full' ? messages.full : undefined}
      />
      <p className="card-meta">{formatDateRange(date, circuitEnd(date, offer.days), locale)}</p>
      <CountField
        id="circuit-people"
        name="people"
        label={t`Nombre de personnes`}
        max={MAX_CIRCUIT_PEOPLE}
        value={people}
        onChange={(value) => {
          setPeople(value);
          setProblem(null);
        }}
        problem={peopleProblem}
      />
      <CountField
        id="circuit-rooms"
        name="rooms"
        label={t`Nombre de chambres`}
        max={MAX_CIRCUIT_PEOPLE}
        value={rooms}
        onChange={(value) => {
          setRooms(value);
          setProblem(null);
        }}
        problem={problem === 'rooms' ? messages.rooms : undefined}
      />
      <div className="seat-total" aria-live="polite">
        {fits ? (
          <>
            <p>
              <Trans>
                {party} × {formatMillimes(offer.price_millimes, locale)} par personne
              </Trans>
              {singles > 0 && (
                <>
                  {' + '}
                  <Trans>
                    {singles} × {formatMillimes(offer.single_supplement_millimes, locale)} de supplément chambre
                    individuelle
                  </Trans>
                </>
              )}
            </p>
            <p>
              <Trans>Total :</Trans> <strong>{formatMillimes(total, locale)}</strong>
            </p>
          </>
        ) : (
          <p>
            <Trans>Total :</Trans> <strong>—</strong>
          </p>
        )}
      </div>
    </BookingForm>
  );
}
