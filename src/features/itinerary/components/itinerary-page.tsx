import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { directionsLinks, distanceKm, parseCoordinates } from '../../../../domain/geo.ts';
import { itineraryTitle } from '../../../../domain/itinerary.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type Position = { state: 'idle' | 'asking' | 'denied' | 'unavailable' } | { state: 'known'; lat: number; lng: number };

/**
 * Getting to a place (spec §2 `iteneraire/{lat1}/{lng1}`): the straight-line distance from the
 * traveller, once they allow their position, and the way there in the maps app of their choice.
 */
export function ItineraryPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { lat1, lng1, lang } = useParams({ from: '/{-$lang}/iteneraire/$lat1/$lng1' });
  const { name } = useSearch({ from: '/{-$lang}/iteneraire/$lat1/$lng1' });
  const target = parseCoordinates(lat1, lng1);
  const [position, setPosition] = useState<Position>({ state: 'idle' });
  usePageTitle(itineraryTitle(name, locale));
  if (!target) return <NotFoundPage />;
  const links = directionsLinks(target.lat, target.lng);

  const locate = () => {
    if (!('geolocation' in navigator)) return setPosition({ state: 'unavailable' });
    setPosition({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (p) => setPosition({ state: 'known', lat: p.coords.latitude, lng: p.coords.longitude }),
      (error) => setPosition({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <>
      <CoverBanner
        title={name ?? t`Itinéraire`}
        crumbs={[{ label: t`Accueil`, to: '/{-$lang}' }, { label: t`Itinéraire` }]}
      >
        {/* Coordinates only when no name came with the link. */}
        {!name && (
          <p className="cover-meta" dir="ltr">
            {target.lat}, {target.lng}
          </p>
        )}
      </CoverBanner>
      <section className="page-section itinerary">
        <div className="itinerary-distance" aria-live="polite">
          {position.state === 'known' ? (
            <p className="distance">
              <Trans>
                À vol d’oiseau :{' '}
                <strong>{formatNumber(Math.round(distanceKm(position, target) * 10) / 10, locale)} km</strong>
              </Trans>
            </p>
          ) : position.state === 'denied' ? (
            <p>
              <Trans>
                Sans accès à votre position, la distance ne peut pas être calculée ; les liens ci-dessous restent
                utiles.
              </Trans>
            </p>
          ) : position.state === 'unavailable' ? (
            <p>
              <Trans>Votre position n’est pas disponible pour le moment.</Trans>
            </p>
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={locate}
              disabled={position.state === 'asking'}
            >
              {position.state === 'asking' ? t`Recherche de votre position…` : t`Utiliser ma position`}
            </button>
          )}
          <p className="field-hint">
            <Trans>
              Votre position reste sur cet appareil.{' '}
              <Link to="/{-$lang}/localisation" params={{ lang }}>
                En savoir plus
              </Link>
            </Trans>
          </p>
        </div>
        <MapPanel
          points={[
            { id: 'target', lat: target.lat, lng: target.lng, title: name ?? t`Destination` },
            ...(position.state === 'known'
              ? [{ id: 'me', lat: position.lat, lng: position.lng, title: t`Vous êtes ici`, kind: 'me' as const }]
              : []),
          ]}
          label={t`Carte de l’itinéraire`}
        />
        <h2>
          <Trans>Ouvrir l’itinéraire dans</Trans>
        </h2>
        <div className="directions">
          <a className="button" href={links.google} target="_blank" rel="noopener noreferrer">
            Google Maps
          </a>
          <a className="button" href={links.apple} target="_blank" rel="noopener noreferrer">
            <Trans>Plans (Apple)</Trans>
          </a>
          <a className="button" href={links.organic} target="_blank" rel="noopener noreferrer">
            Organic Maps
          </a>
          <a className="button" href={links.geo}>
            <Trans>Application de cartes du téléphone</Trans>
          </a>
        </div>
      </section>
    </>
  );
}
