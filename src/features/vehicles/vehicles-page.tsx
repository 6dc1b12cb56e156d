import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Vehicle } from '../../../domain/contract/catalogue.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import {
  addDays,
  dailyPrice,
  initialRentalDates,
  type RentalDraft,
  type RentalProblem,
  rentalDays,
  rentalProblems,
  rentalTotal,
} from '../../../domain/rental.ts';
import { VEHICLES_TEXT } from '../../../domain/seo.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { NoResults } from '../../components/empty-state.tsx';
import { ListingExtras } from '../../components/extras/lazy-extras.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { LabelledField, problemProps } from '../../components/form/labelled-field.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { ApiRequestError, apiSend } from '../../lib/api.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { storedToken } from '../../lib/auth.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { localized } from '../../lib/localized.ts';
import { showToast } from '../../lib/toast.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type VehiclesSearch, vehiclesHref, vehiclesSearchFromUrl } from './vehicles-search.ts';

type Available = Vehicle & { rental: { from: string; to: string; days: number; price: number; total: number } };

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

function useProblemText() {
  const { t } = useLingui();
  return (problem: RentalProblem | undefined, field: keyof RentalDraft) => {
    if (!problem) return undefined;
    if (problem === 'too_early') return t`Choisissez une date à partir de demain.`;
    if (problem === 'before_start') return t`La date de fin doit suivre la date de début.`;
    return field === 'pickup'
      ? t`Indiquez le lieu de prise en charge.`
      : field === 'dropoff'
        ? t`Indiquez le lieu de restitution.`
        : t`Choisissez une date.`;
  };
}

/**
 * The reservation modal (spec §2, §5): a native dialog (focus kept inside, Escape closes), closed
 * by its button or a click on the backdrop; it checks dates and places and shows the total.
 */
function ReserveDialog({
  vehicle,
  onClose,
  onReserved,
}: {
  vehicle: Available;
  onClose: () => void;
  /** The vehicle is now rented on those days: the list is asked again. */
  onReserved: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const problemText = useProblemText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<RentalDraft>({
    from: vehicle.rental.from,
    to: vehicle.rental.to,
    pickup: '',
    dropoff: '',
  });
  const [problems, setProblems] = useState<ReturnType<typeof rentalProblems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One key per reservation asked: a retry after a lost answer is the same request.
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const tomorrow = addDays(today(), 1);
  const days = rentalDays(draft.from, draft.to);
  const price = dailyPrice(vehicle.prices, days);
  const name = `${vehicle.marque} ${vehicle.model}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rentalProblems(draft, today());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const token = storedToken();
    if (token === null) return setNotice(t`Veuillez vous connecter pour réserver ce véhicule.`);
    setNotice(null);
    setSending(true);
    const total = rentalTotal(price, days);
    const isBus = vehicle.kind === 'bus';
    // Exactly the spec's body (§7); a retry after a lost answer reuses the key and books once.
    const body = {
      from: draft.from,
      to: draft.to,
      ramassage: draft.pickup.trim(),
      distribution: draft.dropoff.trim(),
      price,
      total,
      ...(isBus ? { bus_id: vehicle.id } : { vehicle_id: vehicle.id }),
    };
    try {
      const answer = await apiSend(
        'POST',
        isBus ? '/utilisateur/bus/reservations' : '/utilisateur/vehicles/reservations',
        {
          token,
          body,
          schema: 'rentalReservationResponseSchema',
          headers: { 'accept-language': locale, 'idempotency-key': key.current },
        },
      );
      key.current = newIdempotencyKey();
      void showToast(answer?.message ?? t`Réservation enregistrée !`, 'success');
      onReserved();
      dialog.current?.close();
    } catch (error) {
      const lost = error instanceof ApiRequestError && error.code === 'network_error';
      if (!lost) key.current = newIdempotencyKey();
      const message = lost
        ? t`La connexion a été perdue. Réessayez : vous ne réserverez pas deux fois.`
        : error instanceof ApiRequestError
          ? error.message
          : t`Un problème technique est survenu. Réessayez.`;
      void showToast(t`Erreur : ${message}`, 'error');
    } finally {
      setSending(false);
    }
  };
  const dateField = (key: 'from' | 'to', label: string) => (
    <DateField
      name={key}
      label={label}
      min={tomorrow}
      value={draft[key]}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
      problem={problemText(problems[key], key)}
    />
  );
  const placeField = (key: 'pickup' | 'dropoff', label: string) => {
    const problem = problemText(problems[key], key);
    return (
      <LabelledField label={label} problem={problem} problemId={`${key}-error`}>
        <input
          type="text"
          name={key}
          value={draft[key]}
          maxLength={120}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          {...problemProps(problem, `${key}-error`)}
        />
      </LabelledField>
    );
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes; Escape does the same from the keyboard
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="reserve-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <form method="dialog" className="modal-body" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="reserve-title">
          <Trans>Réserver {name}</Trans>
        </h2>
        {dateField('from', t`Du`)}
        {dateField('to', t`Au`)}
        {placeField('pickup', t`Lieu de prise en charge`)}
        {placeField('dropoff', t`Lieu de restitution`)}
        <p className="rental-total" aria-live="polite">
          {days > 0 ? (
            <Trans>
              {formatPrice(price, locale)} × {formatNumber(days, locale)} jour(s) ={' '}
              <strong>{formatPrice(rentalTotal(price, days), locale)}</strong>
            </Trans>
          ) : draft.from && draft.to ? (
            problemText('before_start', 'to')
          ) : (
            <Trans>Choisissez vos dates pour voir le total.</Trans>
          )}
        </p>
        {notice && (
          <p className="form-notice" role="alert">
            {notice}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            <Trans>Fermer</Trans>
          </button>
          <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
            {sending ? <Trans>Réservation en cours…</Trans> : <Trans>Réserver</Trans>}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function VehicleCard({ vehicle, onReserve }: { vehicle: Available; onReserve: () => void }) {
  const locale = useLocale();
  return (
    <article className="card vehicle-card">
      <img loading="lazy" decoding="async" className="card-image" src={vehicle.photo} alt="" width={800} height={500} />
      <div className="card-body">
        <h2 className="card-title">{localized(vehicle, 'title', locale)}</h2>
        <dl className="vehicle-facts">
          <div>
            <dt>
              <Trans>Marque</Trans>
            </dt>
            <dd>{vehicle.marque}</dd>
          </div>
          <div>
            <dt>
              <Trans>Modèle</Trans>
            </dt>
            <dd>{vehicle.model}</dd>
          </div>
          <div>
            <dt>
              <Trans>Immatriculation</Trans>
            </dt>
            <dd>
              <bdi>{vehicle.registration_number}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Kilométrage</Trans>
            </dt>
            <dd>
              <Trans>{formatNumber(vehicle.kilometers, locale)} km</Trans>
            </dd>
          </div>
        </dl>
        <p className="card-price">
          <Trans>
            <strong>{formatPrice(vehicle.prices[0]?.price ?? 0, locale)}</strong> / jour
          </Trans>
        </p>
        <button type="button" className="button button-primary" onClick={onReserve}>
          <Trans>Réserver</Trans>
        </button>
      </div>
    </article>
  );
}

/** Cars and buses free on the chosen dates (spec §2): tabs, date filters, cards, reservation modal. */
export function VehiclesPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  const search = useSearch({ from: '/{-$lang}/vehicules' }) as VehiclesSearch;
  const navigate = useNavigate({ from: '/{-$lang}/vehicules' });
  usePageTitle(VEHICLES_TEXT.title[locale]);
  const initial = initialRentalDates(today());
  const kind = search.kind ?? 'car';
  const from = search.from ?? initial.from;
  const to = search.to ?? initial.to;
  const [dates, setDates] = useState({ from, to });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [reserving, setReserving] = useState<Available | null>(null);
  useEffect(() => setDates({ from, to }), [from, to]);
  const go = (next: VehiclesSearch) => void navigate({ search: next as never });

  const params = new URLSearchParams({ from, to, page: String(search.page ?? 1) });
  const query = useQuery({
    ...apiQuery(`/utilisateur/${kind === 'car' ? 'vehicles' : 'bus'}?${params}`, 'availableVehiclesResponseSchema'),
    placeholderData: keepPreviousData,
  });
  const page = query.data?.data;
  const tomorrow = addDays(today(), 1);
  const problemText = useProblemText();
  // Why the dates cannot be searched, said beside the disabled button.
  const datesProblem =
    !dates.from || !dates.to
      ? problemText('required', 'from')
      : dates.from < tomorrow
        ? problemText('too_early', 'from')
        : dates.to < dates.from
          ? problemText('before_start', 'to')
          : undefined;

  return (
    <>
      <CoverBanner
        title={t`Location de voitures et de bus`}
        image="/media/seed/vehicles/banner-vehicles-cover.webp"
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Véhicules` }]}
      />
      <section className="listing">
        <div className="tabs" role="tablist" aria-label={t`Type de véhicule`}>
          {(['car', 'bus'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              aria-controls="vehicle-results"
              className={`tab${kind === k ? ' active' : ''}`}
              onClick={() => go({ ...search, kind: k === 'car' ? undefined : k, page: undefined })}
            >
              {k === 'car' ? t`Voitures` : t`Bus`}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button filter-toggle"
          aria-expanded={filtersOpen}
          aria-controls="vehicle-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <Trans>Dates</Trans>
        </button>
        <form
          id="vehicle-filters"
          className={`vehicle-filters${filtersOpen ? ' open' : ''}`}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (datesProblem) return;
            setFiltersOpen(false);
            go({ ...search, from: dates.from, to: dates.to, page: undefined });
          }}
        >
          <DateField
            name="from"
            label={<Trans>Du</Trans>}
            min={tomorrow}
            value={dates.from}
            onChange={(from) => setDates((d) => ({ ...d, from }))}
          />
          <DateField
            name="to"
            label={<Trans>Au</Trans>}
            min={dates.from > tomorrow ? dates.from : tomorrow}
            value={dates.to}
            onChange={(to) => setDates((d) => ({ ...d, to }))}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={datesProblem !== undefined}
            aria-describedby={datesProblem ? 'vehicle-dates-problem' : undefined}
          >
            <Trans>Voir les véhicules libres</Trans>
          </button>
          {datesProblem && (
            <p id="vehicle-dates-problem" className="field-error" role="alert">
              {datesProblem}
            </p>
          )}
        </form>

        <div id="vehicle-results" role="tabpanel">
          {query.isPending ? (
            <div className="card-grid" role="status" aria-busy="true">
              <span className="visually-hidden">{t`Chargement des véhicules`}</span>
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : query.isError && !page ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : !page || page.data.length === 0 ? (
            <NoResults />
          ) : (
            <div className={`card-grid${query.isPlaceholderData ? ' is-refreshing' : ''}`}>
              {page.data.map((v) => (
                <VehicleCard key={v.id} vehicle={v} onReserve={() => setReserving(v)} />
              ))}
            </div>
          )}
          {page && (
            <Pagination
              links={page.links}
              currentPage={page.current_page}
              lastPage={page.last_page}
              onFollow={(url) => go({ ...vehiclesSearchFromUrl(url), kind: search.kind })}
              hrefFor={(url) => vehiclesHref(pathname, { ...vehiclesSearchFromUrl(url), kind: search.kind })}
            />
          )}
        </div>
      </section>
      {reserving && (
        <ReserveDialog vehicle={reserving} onClose={() => setReserving(null)} onReserved={() => void query.refetch()} />
      )}
      <ListingExtras />
    </>
  );
}
