import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { airportsResponseSchema } from '../../../domain/contract/catalogue.ts';
import { distanceKm } from '../../../domain/geo.ts';
import { FLIGHTS_TEXT } from '../../../domain/seo.ts';
import { CoverBanner } from '../../components/cover-banner.tsx';
import { apiQuery } from '../../lib/api-query.ts';
import { formatNumber } from '../../lib/format.ts';
import { localized } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * Flight search between Tunisia's airports (spec §2 `vols/find/{depart}/{arrive}`): the form and,
 * for a route, both airports and the distance between them. The catalogue has no flights yet, so
 * the page says plainly that fares and booking come with the booking work.
 */
export function FlightsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lang, departAirport, arriveAirport } = useParams({ strict: false }) as {
    lang?: string;
    departAirport?: string;
    arriveAirport?: string;
  };
  const navigate = useNavigate();
  usePageTitle(FLIGHTS_TEXT.title[locale]);
  const { data } = useQuery(apiQuery('/utilisateur/airport', airportsResponseSchema));
  const airports = data?.airports ?? [];
  const [from, setFrom] = useState(departAirport ?? '');
  const [to, setTo] = useState(arriveAirport ?? '');
  useEffect(() => {
    setFrom(departAirport ?? '');
    setTo(arriveAirport ?? '');
  }, [departAirport, arriveAirport]);
  const depart = airports.find((a) => a.iata === departAirport);
  const arrive = airports.find((a) => a.iata === arriveAirport);
  const same = from !== '' && from === to;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || same) return;
    void navigate({
      to: '/{-$lang}/vols/find/$departAirport/$arriveAirport',
      params: { lang, departAirport: from, arriveAirport: to },
    });
  };
  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <label className="field" htmlFor={id}>
      <span className="field-label">{label}</span>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">{t`Choisir un aéroport`}</option>
        {airports.map((a) => (
          <option key={a.iata} value={a.iata}>
            {localized(a, 'name', locale)} ({a.iata})
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <CoverBanner title={t`Vols intérieurs`} crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Vols` }]} />
      <section className="page-section flights">
        <form className="vehicle-filters flight-form" onSubmit={submit}>
          {select('flight-from', t`Départ`, from, setFrom)}
          {select('flight-to', t`Arrivée`, to, setTo)}
          <button type="submit" className="button button-primary" disabled={!from || !to || same}>
            <Trans>Chercher un vol</Trans>
          </button>
        </form>
        {same && (
          <p className="field-error" role="alert">
            <Trans>Choisissez deux aéroports différents.</Trans>
          </p>
        )}
        {depart && arrive && (
          <div className="flight-route" aria-live="polite">
            <h2>
              <bdi>{depart.iata}</bdi> → <bdi>{arrive.iata}</bdi>
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
            <p className="form-notice">
              <Trans>Les horaires, les tarifs et la réservation des vols arrivent avec la réservation en ligne.</Trans>
            </p>
          </div>
        )}
      </section>
    </>
  );
}
