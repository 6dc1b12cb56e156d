import 'maplibre-gl/dist/maplibre-gl.css';
import { type GeoJSONSource, LngLatBounds, Map as MapLibre, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import { MAP_COLORS, MAP_DEFAULT, type MapPoint } from './map-point.ts';

// The bundled worker URL 404s once built; the app serves (and precaches) its own copy.
setWorkerUrl(workerUrl);

const COLORS = MAP_COLORS;

function pointsData(points: MapPoint[]) {
  return {
    type: 'FeatureCollection' as const,
    features: points.map((p) => ({
      type: 'Feature' as const,
      properties: {
        id: String(p.id),
        title: p.title,
        href: p.href ?? '',
        detail: p.detail ?? '',
        kind: p.kind ?? 'place',
      },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  };
}

/** Escapes text for the popup, which maplibre sets as HTML. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A map drawn without a tile server (ARCHITECTURE.md §9): the land of Tunisia and its neighbours
 * (Natural Earth), the governorates (geoBoundaries), and the given points; a popup links to each.
 * With `onPick`, a tap on the map picks a place (a trip's meeting point): the view then stays where
 * the person put it.
 */
export default function MapView({
  points,
  label,
  onPick,
}: {
  points: MapPoint[];
  label: string;
  onPick?: (point: { lat: number; lng: number }) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const framed = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const instance = new MapLibre({
      container: container.current,
      center: [MAP_DEFAULT.lng, MAP_DEFAULT.lat],
      zoom: MAP_DEFAULT.zoom,
      attributionControl: { compact: true, customAttribution: 'Natural Earth · geoBoundaries (CC BY 4.0)' },
      style: {
        version: 8,
        sources: {
          land: { type: 'geojson', data: '/geo/region-50m.geojson' },
          governorates: { type: 'geojson', data: '/geo/tn-governorates.geojson' },
          points: { type: 'geojson', data: pointsData([]) },
        },
        layers: [
          { id: 'sea', type: 'background', paint: { 'background-color': COLORS.sea } },
          { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': COLORS.land } },
          {
            id: 'borders',
            type: 'line',
            source: 'governorates',
            paint: { 'line-color': COLORS.border, 'line-width': 1 },
          },
          {
            id: 'points',
            type: 'circle',
            source: 'points',
            paint: {
              'circle-radius': 7,
              'circle-color': ['match', ['get', 'kind'], 'me', COLORS.me, 'partner', COLORS.partner, COLORS.point],
              'circle-stroke-color': '#fff',
              'circle-stroke-width': 2,
            },
          },
        ],
      },
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('click', (event) => pick.current?.({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    instance.on('click', 'points', (event) => {
      if (pick.current) return;
      const feature = event.features?.[0];
      if (feature?.geometry.type !== 'Point') return;
      const { title, href, detail } = feature.properties as { title: string; href: string; detail: string };
      const text = escapeHtml(title);
      const heading = href ? `<a href="${escapeHtml(href)}">${text}</a>` : `<strong>${text}</strong>`;
      new Popup({ closeButton: true })
        .setLngLat(feature.geometry.coordinates as [number, number])
        .setHTML(detail ? `${heading}<br><span>${escapeHtml(detail)}</span>` : heading)
        .addTo(instance);
    });
    instance.on('mouseenter', 'points', () => {
      instance.getCanvas().style.cursor = 'pointer';
    });
    instance.on('mouseleave', 'points', () => {
      instance.getCanvas().style.cursor = '';
    });
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  // Points change with the list (paging, filters): update the source and frame them. The list is
  // rebuilt on every render of its page (typing in a search box…), so it is compared by content.
  const signature = points.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|');
  const latest = useRef(points);
  latest.current = points;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the points
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const shown = latest.current;
    const apply = () => {
      (instance.getSource('points') as GeoJSONSource | undefined)?.setData(pointsData(shown));
      if (pick.current && framed.current) return;
      framed.current = shown.length > 0;
      if (shown.length === 1) instance.jumpTo({ center: [shown[0]!.lng, shown[0]!.lat], zoom: 11 });
      else if (shown.length > 1) {
        const bounds = new LngLatBounds();
        for (const p of shown) bounds.extend([p.lng, p.lat]);
        instance.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 });
      }
    };
    if (instance.isStyleLoaded()) apply();
    else instance.once('load', apply);
  }, [signature]);

  return <div ref={container} className="map-view" role="region" aria-label={label} />;
}
