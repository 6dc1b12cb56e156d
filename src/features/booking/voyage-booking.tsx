import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { MAX_VOYAGE_PEOPLE } from '../../../domain/booking/limits.ts';
import type { Voyage } from '../../../domain/contract/catalogue.ts';
import type { VoyageDepartures } from '../../../domain/contract/departures.ts';
import { type PriceTier, tierFor } from '../../../domain/partner-trips.ts';
import { addDays } from '../../../domain/rental.ts';
import { BlockSkeleton } from '../../components/skeleton.tsx';
import { useSessionUser } from '../../lib/auth.ts';
import { formatDateRange, formatMillimes } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useFirstLoadOver } from '../../lib/use-first-load-over.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { voyageDeparturesQuery } from './api/booking.queries.ts';
import { BookingForm } from './booking-actions.tsx';
import type { BookableVoyage } from './checkout.ts';
import { CountField } from './count-field.tsx';
import { DepartureSelect } from './departure-select.tsx';
import { useBookOrKeep } from './use-checkout.ts';

/**
 * Booking a guide's trip (issue 27): its departures with the places left (never cached), a party
 * priced by the trip's tiers, then pay — or keep it in the cart. The guide accepts or rejects it.
 */
export function VoyageBooking({ voyage }: { voyage: Voyage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { href } = useLocation();
  const user = useSessionUser();
  const ready = useFirstLoadOver();
  const departures = useQuery({ ...voyageDeparturesQuery(voyage.id), enabled: ready });
  if (departures.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t`Chargement des départs`}>
        <BlockSkeleton height={220} />
      </div>
    );
  if (departures.isError)
    return (
      <div className="outcome outcome-problem" role="alert">
        <p>
          <Trans>Les départs n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void departures.refetch()}>
          <Trans>Réessayer</Trans>
        </button>
      </div>
    );
  const offer = departures.data.departures;
  return (
    <section className="voyage-booking" aria-labelledby="voyage-departures">
      <h2 id="voyage-departures">
        <Trans>Départs</Trans>
      </h2>
      {offer.dates.length === 0 ? (
        <p className="booking-note">
          <Trans>
            Aucun départ n’est ouvert à la réservation pour ce voyage. Écrivez au guide pour un départ sur mesure.
          </Trans>
        </p>
      ) : (
        <>
          <ul className="departure-list">
            {offer.dates.map((d) => (
              <li key={d.date}>
                <span>{formatDateRange(d.date, addDays(d.date, Math.max(1, offer.days) - 1), locale)}</span>
                <span className={d.available === 0 ? 'badge reservation-status-problem' : 'badge'}>
                  {d.available === 0 ? (
                    <Trans>Complet</Trans>
                  ) : (
                    <Plural value={d.available} one="# place restante" other="# places restantes" />
                  )}
                </span>
              </li>
            ))}
          </ul>
          {!user ? (
            <p className="booking-note">
              <Link
                to="/{-$lang}/connexion"
                params={{ lang }}
                search={{ redirect: href }}
                className="button button-primary"
              >
                <Trans>Se connecter pour réserver</Trans>
              </Link>
            </p>
          ) : (
            <VoyageForm
              offer={offer}
              item={{
                kind: 'voyage',
                id: String(voyage.id),
                title: localized(voyage, 'name', locale),
                href,
                image: voyage.cover,
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

type Problem = 'full' | 'exceed' | 'people';

function VoyageForm({ offer, item }: { offer: VoyageDepartures; item: Omit<BookableVoyage, 'voyage'> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const first = offer.dates.find((d) => d.available > 0) ?? offer.dates[0]!;
  const [date, setDate] = useState(first.date);
  const [people, setPeople] = useState('2');
  const [problem, setProblem] = useState<Problem | null>(null);
  const departure = offer.dates.find((d) => d.date === date) ?? first;
  const tiers: PriceTier[] = offer.tiers.map((x) => ({ people: x.people, priceMillimes: x.price_millimes }));
  const party = Number(people);
  const validParty = Number.isInteger(party) && party >= 1 && party <= MAX_VOYAGE_PEOPLE;
  const tier = validParty ? tierFor(tiers, party) : undefined;
  const total = tier ? tier.priceMillimes * party : 0;
  const end = addDays(date, Math.max(1, offer.days) - 1);
  const smallest = Math.min(...tiers.map((x) => x.people));
  const messages: Record<Problem, string> = {
    full: t`Toutes les places de ce départ sont réservées. Choisissez un autre départ.`,
    exceed: t`Il ne reste que ${plural(departure.available, { one: '# place', other: '# places' })} sur ce départ : le nombre demandé dépasse les places disponibles.`,
    people:
      smallest > 1
        ? t`Ce voyage se réserve à partir de ${smallest} personnes, jusqu’à ${MAX_VOYAGE_PEOPLE}.`
        : t`Entrez un nombre de personnes entre 1 et ${MAX_VOYAGE_PEOPLE}.`,
  };

  const chosen = (): BookableVoyage | null => {
    const found: Problem | null =
      departure.available === 0 ? 'full' : !tier ? 'people' : party > departure.available ? 'exceed' : null;
    setProblem(found);
    if (found) {
      document.getElementById(found === 'full' ? 'voyage-date' : 'voyage-people')?.focus();
      return null;
    }
    return { ...item, voyage: { date, end, people: party, totalMillimes: total } };
  };
  const booking = useBookOrKeep(chosen);
  const peopleProblem = problem === 'people' || problem === 'exceed' ? messages[problem] : undefined;

  return (
    <BookingForm {...booking} submitLabel={<Trans>Réserver et payer</Trans>}>
      <DepartureSelect
        id="voyage-date"
        dates={offer.dates}
        value={date}
        onChange={(value) => {
          setDate(value);
          setProblem(null);
        }}
        problem={problem === 'full' ? messages.full : undefined}
      />
      <CountField
        id="voyage-people"
        name="people"
        label={t`Nombre de personnes`}
        max={MAX_VOYAGE_PEOPLE}
        value={people}
        onChange={(value) => {
          setPeople(value);
          setProblem(null);
        }}
        problem={peopleProblem}
      />
      <div className="seat-total" aria-live="polite">
        {tier ? (
          <p>
            <Trans>
              {party} × {formatMillimes(tier.priceMillimes, locale)} par personne
            </Trans>
          </p>
        ) : null}
        <p>
          <Trans>Total :</Trans> <strong>{tier ? formatMillimes(total, locale) : '—'}</strong>
        </p>
        <p className="card-meta">
          <Trans>Le guide accepte ou refuse votre réservation ; refusée, elle vous est remboursée en entier.</Trans>
        </p>
      </div>
    </BookingForm>
  );
}
