import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { GUEST_LIMITS, type GuestProblem, guestProblems, type StayGuest } from '../../../domain/booking/guest.ts';
import { HOTEL_RESERVATION_TEXT } from '../../../domain/booking-page-text.ts';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { StayQuoteLines } from '../../components/stay/stay-quote.tsx';
import { profileQuery } from '../../lib/account-queries.ts';
import { storedToken, useSessionUser } from '../../lib/auth.ts';
import { addToCart } from '../../lib/cart.ts';
import { formatDateRange } from '../../lib/format.ts';
import { chosenStay, forgetChosenStay } from '../../lib/stay-selection.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BookingForm } from './booking-actions.tsx';
import { useCheckout } from './use-checkout.ts';

/**
 * `hotels/reservation` (spec §2, §3): the stay chosen on a hotel's or guest house's page — kept in
 * local storage, so a visitor who signs in comes back to it — with its price line by line, and
 * who the hotel welcomes, prefilled from the profile. Then book and pay now, or add it to the cart.
 */
export function ReservationPage() {
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  usePageTitle(HOTEL_RESERVATION_TEXT.title[locale]);
  const [selection] = useState(chosenStay);
  const user = useSessionUser();

  if (!selection)
    return (
      <section className="page-section account">
        <h1>{HOTEL_RESERVATION_TEXT.title[locale]}</h1>
        <div className="empty-state">
          <p>
            <Trans>Aucun séjour choisi. Choisissez des dates et des chambres sur la page d’un hôtel.</Trans>
          </p>
          <Link to="/{-$lang}/hotels" params={{ lang }} className="button button-primary">
            <Trans>Voir les hôtels</Trans>
          </Link>
        </div>
      </section>
    );
  const { item, quote, policy, roomNames } = selection;
  const dates = formatDateRange(item.stay.arrival, item.stay.departure, locale);
  return (
    <section className="page-section account reservation-page">
      <h1>{HOTEL_RESERVATION_TEXT.title[locale]}</h1>
      <div className="order-summary">
        <p>
          <a href={item.href}>
            <strong>{item.title}</strong>
          </a>
        </p>
        <p>{dates}</p>
        <StayQuoteLines quote={quote} roomName={(key) => roomNames[key] ?? key} policy={policy} />
      </div>
      {user ? (
        <GuestForm selection={selection} />
      ) : (
        <p className="outcome-actions">
          <Link
            to="/{-$lang}/connexion"
            params={{ lang }}
            search={{ redirect: `${lang ? `/${lang}` : ''}/hotels/reservation` }}
            className="button button-primary"
          >
            <Trans>Se connecter pour réserver</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}

function GuestForm({ selection }: { selection: NonNullable<ReturnType<typeof chosenStay>> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { lang } = useParams({ strict: false });
  const token = storedToken() ?? '';
  const profile = useQuery(profileQuery(token));
  const [guest, setGuest] = useState<StayGuest>({ name: '', phone: '', requests: '' });
  const prefilled = useRef(false);
  useEffect(() => {
    const user = profile.data?.user;
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setGuest((g) => ({
      name: g.name || `${user.firstName} ${user.lastName}`,
      phone: g.phone || user.phone,
      requests: g.requests,
    }));
  }, [profile.data]);
  const [problems, setProblems] = useState<Partial<Record<keyof StayGuest, GuestProblem>>>({});
  const { checkout, sending, failure } = useCheckout();
  const messages: Record<GuestProblem, string> = {
    required: t`Ce champ est obligatoire.`,
    too_long: t`Ce texte est trop long.`,
    invalid_phone: t`Entrez un numéro de téléphone valide (8 à 15 chiffres).`,
  };
  const problemOf = (field: keyof StayGuest) => (problems[field] ? messages[problems[field]] : undefined);
  const stay = { ...selection.item, stay: { ...selection.item.stay, guest } };

  const valid = () => {
    const found = guestProblems(guest);
    setProblems(found);
    const first = (['name', 'phone', 'requests'] as const).find((f) => found[f]);
    if (first) document.getElementById(`guest-${first}`)?.focus();
    return !first;
  };
  const bookNow = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid()) return;
    if (await checkout([stay])) forgetChosenStay();
  };
  const toCart = () => {
    if (!valid()) return;
    addToCart(stay);
    forgetChosenStay();
    void navigate({ to: '/{-$lang}/panier', params: { lang } });
  };

  return (
    <BookingForm
      book={bookNow}
      toCart={toCart}
      sending={sending}
      failure={failure}
      submitLabel={<Trans>Réserver et payer</Trans>}
    >
      <h2>
        <Trans>Le voyageur</Trans>
      </h2>
      <LabelledField label={t`Nom du voyageur principal`} problem={problemOf('name')} problemId="guest-name-error">
        <input
          id="guest-name"
          name="name"
          autoComplete="name"
          maxLength={GUEST_LIMITS.name}
          value={guest.name}
          onChange={(e) => setGuest({ ...guest, name: e.target.value })}
          {...problemProps(problemOf('name'), 'guest-name-error')}
        />
      </LabelledField>
      <LabelledField label={t`Téléphone`} problem={problemOf('phone')} problemId="guest-phone-error">
        <input
          id="guest-phone"
          name="phone"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={GUEST_LIMITS.phone}
          value={guest.phone}
          onChange={(e) => setGuest({ ...guest, phone: e.target.value })}
          {...problemProps(problemOf('phone'), 'guest-phone-error')}
        />
      </LabelledField>
      <LabelledField
        label={t`Demandes particulières (facultatif)`}
        problem={problemOf('requests')}
        problemId="guest-requests-error"
      >
        <textarea
          id="guest-requests"
          name="requests"
          rows={3}
          maxLength={GUEST_LIMITS.requests}
          value={guest.requests}
          onChange={(e) => setGuest({ ...guest, requests: e.target.value })}
          {...problemProps(problemOf('requests'), 'guest-requests-error')}
        />
      </LabelledField>
    </BookingForm>
  );
}
