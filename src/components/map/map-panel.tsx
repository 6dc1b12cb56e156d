import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Later } from '../../app/staged-render.tsx';
import type { MapLegend, MapPoint } from './map-point.ts';

// maplibre (~280 KB gzip) loads only when a map is opened, never with a page.
const MapView = lazy(() => import('./map-view.tsx'));

/**
 * A map of the page's places, opened on demand: inline on wide screens, full screen on phones
 * (spec §2), with a list of the same places for those who cannot use the map.
 */
export function MapPanel(props: Props) {
  // Closed until asked for: a later stage of the app's first render (app/staged-render.tsx).
  return (
    <Later>
      <MapToggle {...props} />
    </Later>
  );
}

interface Props {
  points: MapPoint[];
  label: string;
  /** Names the two colours of pins when partners are shown beside the places. */
  legend?: MapLegend;
  /** The points are a tour's stops, in order: numbered and joined by a line. */
  route?: boolean;
}

function MapToggle({ points, label, legend, route }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const small = typeof window !== 'undefined' && window.matchMedia('(max-width: 600px)').matches;
  useEffect(() => {
    if (open && small) dialog.current?.showModal();
  }, [open, small]);
  if (points.length === 0) return null;

  const map = (
    <Suspense
      fallback={
        <div className="map-view map-loading" role="status">
          {t`Chargement de la carte`}
        </div>
      }
    >
      <MapView points={points} label={label} legend={legend} route={route} />
    </Suspense>
  );
  return (
    <div className="map-panel">
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t`Masquer la carte` : t`Afficher la carte`}
      </button>
      {open &&
        (small ? (
          <dialog ref={dialog} className="map-dialog" aria-label={label} onClose={() => setOpen(false)}>
            <button type="button" className="button map-close" onClick={() => dialog.current?.close()}>
              <Trans>Fermer la carte</Trans>
            </button>
            {map}
          </dialog>
        ) : (
          map
        ))}
    </div>
  );
}
