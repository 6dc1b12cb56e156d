import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { addDays, initialRentalDates } from '../../../domain/rental.ts';
import { VEHICLES_TEXT } from '../../../domain/seo.ts';
import { loadBookingMessages } from '../../app/i18n.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { NoResults } from '../../components/empty-state.tsx';
import { ListingExtras } from '../../components/extras/lazy-extras.tsx';
import { Fact } from '../../components/fact.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type Available, today, useProblemText } from './rental-form.ts';
import { type VehiclesSearch, vehiclesHref, vehiclesSearchFromUrl } from './vehicles-search.ts';

/**
 * The reservation modal loads with its first opening, with booking's messages: a visitor who only
 * looks at the cars does not download it.
 */
const ReserveDialog = lazy(async () => {
  const [{ ReserveDialog: Dialog }] = await Promise.all([import('./rental-dialog.tsx'), loadBookingMessages()]);
  return { default: Dialog };
});

function VehicleCard({ vehicle, onReserve }: { vehicle: Available; onReserve: () => void }) {
  const locale = useLocale();
  return (
    <article className="card vehicle-card">
      <img loading="lazy" decoding="async" className="card-image" src={vehicle.photo} alt="" width={800} height={500} />
      <div className="card-body">
        <h2 className="card-title">{localized(vehicle, 'title', locale)}</h2>
        <dl className="vehicle-facts">
          <Fact term={<Trans>Marque</Trans>}>{vehicle.marque}</Fact>
          <Fact term={<Trans>Modèle</Trans>}>{vehicle.model}</Fact>
          <Fact term={<Trans>Immatriculation</Trans>}>
            <bdi>{vehicle.registration_number}</bdi>
          </Fact>
          <Fact term={<Trans>Kilométrage</Trans>}>
            <Trans>{formatNumber(vehicle.kilometers, locale)} km</Trans>
          </Fact>
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

/** Each kind's list in the API (spec §2: `vehicles`, `bus`). */
const API_SECTION: Record<Available['kind'], string> = { car: 'vehicles', bus: 'bus' };

/** Cars or buses, as tabs over one list. */
function VehicleTabs({ kind, onKind }: { kind: Available['kind']; onKind: (kind: Available['kind']) => void }) {
  const { t } = useLingui();
  const labels: Record<Available['kind'], string> = { car: t`Voitures`, bus: t`Bus` };
  return (
    <div className="tabs" role="tablist" aria-label={t`Type de véhicule`}>
      {(['car', 'bus'] as const).map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={kind === k}
          aria-controls="vehicle-results"
          className={`tab${kind === k ? ' active' : ''}`}
          onClick={() => onKind(k)}
        >
          {labels[k]}
        </button>
      ))}
    </div>
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
    ...apiQuery(`/utilisateur/${API_SECTION[kind]}?${params}`, 'availableVehiclesResponseSchema'),
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
        <VehicleTabs
          kind={kind}
          onKind={(k) => go({ ...search, kind: k === 'car' ? undefined : k, page: undefined })}
        />
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
        <Suspense fallback={null}>
          <ReserveDialog
            vehicle={reserving}
            onClose={() => setReserving(null)}
            onReserved={() => void query.refetch()}
          />
        </Suspense>
      )}
      <ListingExtras />
    </>
  );
}
