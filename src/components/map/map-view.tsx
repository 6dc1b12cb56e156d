import 'maplibre-gl/dist/maplibre-gl.css';
import './map-view.css';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import {
  type ExpressionSpecification,
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibre,
  Marker,
  NavigationControl,
  Popup,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../lib/use-locale.ts';
import type { MapLegend, MapPoint } from './map-point.ts';

// The bundled worker URL 404s once built; the app serves (and precaches) its own copy.
setWorkerUrl(workerUrl);

/** Spec §9's default centre and zoom. */
const MAP_DEFAULT = { lat: 36.8663, lng: 10.187, zoom: 8 } as const;

const COLORS = {
  sea: '#cfe6f2',
  land: '#f6efe1',
  border: '#b9a98a',
  route: '#0d5c8c',
  town: '#3d4a53',
  point: '#0d5c8c',
  partner: '#b7791f',
} as const;

/**
 * The closest a map goes: Natural Earth's 1:10m coastline is drawn about a kilometre out at most,
 * a few pixels at zoom 11; closer, seaside hotels would seem to stand in the sea.
 */
const MAX_ZOOM = 11;
/** The closest a first view frames its places (a single place: its town and surroundings). */
const FIRST_VIEW_MAX_ZOOM = 10;
/** Room around the framed places: a pin's half size and its shadow. */
const FRAME_PADDING = 36;
/** A pin's width (its target): places closer than that on screen share one pin. */
const PIN_SIZE = 44;

/** The map's own words (the zoom buttons, the popups' close button): a catalog of their own (lingui.config.ts). */
const loadedCatalogs = new Map<string, Promise<void>>();
function loadMapMessages(locale: string): Promise<void> {
  let loading = loadedCatalogs.get(locale);
  if (!loading) {
    loading = import(`../../../locales/${locale}/map.po`).then(({ messages }) => i18n.load(locale, messages));
    loadedCatalogs.set(locale, loading);
  }
  return loading;
}

/** A town's name in the page's language (the seven are in public/geo/tn-towns.geojson). */
const townName = (locale: string): ExpressionSpecification => [
  'coalesce',
  ['get', `name_${locale}`],
  ['get', 'name_fr'],
];

/** The page's own fonts (styles.css, by language): maplibre draws labels with them, no glyph server needed. */
function pageFonts(element: HTMLElement): string[] {
  return getComputedStyle(element)
    .fontFamily.split(',')
    .map((name) => name.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** The map's own style: sea, land, governorates, a tour's route and town names in the page's language and fonts. */
function mapStyle(locale: string, fonts: string[]): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: '/geo/region-50m.geojson' },
      landBorders: { type: 'geojson', data: '/geo/tn-land-borders.geojson' },
      governorates: { type: 'geojson', data: '/geo/tn-governorates.geojson' },
      towns: { type: 'geojson', data: '/geo/tn-towns.geojson' },
      route: { type: 'geojson', data: routeData([]) },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': COLORS.sea } },
      // Tunisia itself is drawn from its governorates (geoBoundaries): the 1:50m outline puts
      // Djerba's and Kerkennah's shores kilometres off, Natural Earth's 1:10m one too, west of
      // Tabarka. The strips between them and the neighbours' 1:50m borders are land too
      // (scripts/make-map-land.ts).
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        filter: ['!=', ['get', 'name'], 'Tunisia'],
        paint: { 'fill-color': COLORS.land },
      },
      { id: 'land-borders', type: 'fill', source: 'landBorders', paint: { 'fill-color': COLORS.land } },
      { id: 'governorates', type: 'fill', source: 'governorates', paint: { 'fill-color': COLORS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'governorates',
        paint: { 'line-color': COLORS.border, 'line-width': 1 },
      },
      {
        id: 'route',
        type: 'line',
        source: 'route',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': COLORS.route, 'line-width': 3, 'line-opacity': 0.75, 'line-dasharray': [2, 1.5] },
      },
      {
        id: 'town-dots',
        type: 'circle',
        source: 'towns',
        filter: ['all', ['!', ['has', 'area']], ['<', ['get', 'rank'], 4]],
        paint: { 'circle-radius': 2.5, 'circle-color': COLORS.town },
      },
      {
        id: 'town-dots-minor',
        type: 'circle',
        source: 'towns',
        minzoom: 8,
        filter: ['==', ['get', 'rank'], 4],
        paint: { 'circle-radius': 2, 'circle-color': COLORS.town },
      },
      townLabels('town-labels', ['<', ['get', 'rank'], 4], locale, fonts),
      {
        ...townLabels('town-labels-minor', ['==', ['get', 'rank'], 4], locale, fonts),
        minzoom: 8,
      },
    ],
  };
}

/**
 * A map drawn without a tile server (ARCHITECTURE.md §9): the land of Tunisia's neighbours
 * (Natural Earth 1:50m), Tunisia's detailed coast (1:10m), the governorates (geoBoundaries), town
 * names in the page's language, and the given places as pins — buttons, so a keyboard reaches
 * them too — each opening a popup with its picture, price and page. With `route`, the places are
 * a tour's stops in order: numbered and joined by a line. With `onPick`, a tap on the map picks a
 * place (a trip's meeting point): the view then stays where the person put it.
 */
export default function MapView({
  points,
  label,
  legend,
  route,
  onPick,
}: {
  points: MapPoint[];
  label: string;
  legend?: MapLegend;
  route?: boolean;
  onPick?: (point: { lat: number; lng: number }) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const navigate = useRef((href: string) => router.navigate({ href }));
  navigate.current = (href: string) => router.navigate({ href });

  // The map's words first (a small chunk, precached): its buttons are labelled as it is built.
  const [wordsFor, setWordsFor] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadMapMessages(locale).then(
      () => live && setWordsFor(locale),
      () => live && setWordsFor(locale),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  const ready = wordsFor !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once its words are in; the language is followed below
  useEffect(() => {
    if (!ready || !container.current) return;
    const instance = new MapLibre({
      container: container.current,
      center: [MAP_DEFAULT.lng, MAP_DEFAULT.lat],
      zoom: MAP_DEFAULT.zoom,
      maxZoom: MAX_ZOOM,
      attributionControl: {
        compact: true,
        customAttribution: 'Natural Earth · geoBoundaries (CC BY 4.0)',
      },
      locale: {
        // The canvas, inside the region named after the page's places.
        'Map.Title': t`Carte`,
        'NavigationControl.ZoomIn': t`Zoom avant`,
        'NavigationControl.ZoomOut': t`Zoom arrière`,
        'Popup.Close': t`Fermer`,
        'AttributionControl.ToggleAttribution': t`Sources de la carte`,
      },
      style: mapStyle(locale, pageFonts(container.current)),
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('click', (event) => pick.current?.({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    // The names drawn, in the page's language (canvas text is invisible to the page otherwise).
    instance.on('idle', () => {
      const names = instance
        .queryRenderedFeatures({ layers: ['town-labels', 'town-labels-minor'] })
        .map((f) => String(f.properties[`name_${i18n.locale}`] ?? f.properties.name_fr));
      container.current?.setAttribute('data-towns', [...new Set(names)].join('|'));
    });
    instance.once('load', () => setMap(instance));
    return () => {
      instance.remove();
      setMap(null);
    };
  }, [ready]);

  // The page's language changed while the map was open: its town names follow.
  useEffect(() => {
    if (!map || !container.current) return;
    const fonts = pageFonts(container.current);
    for (const layer of ['town-labels', 'town-labels-minor']) {
      map.setLayoutProperty(layer, 'text-field', townName(locale));
      map.setLayoutProperty(layer, 'text-font', fonts);
    }
  }, [map, locale]);

  usePins(map, points, route, pick, navigate);

  return (
    <>
      <div ref={container} className="map-view" role="region" aria-label={label} />
      {legend && points.some((p) => p.kind === 'partner') && (
        <ul className="map-legend">
          <li>
            <span className="map-dot" style={{ background: COLORS.point }} aria-hidden="true" />
            {legend.place}
          </li>
          <li>
            <span className="map-dot" style={{ background: COLORS.partner }} aria-hidden="true" />
            {legend.partner}
          </li>
        </ul>
      )}
    </>
  );
}

function townLabels(id: string, filter: ExpressionSpecification, locale: string, fonts: string[]) {
  return {
    id,
    type: 'symbol' as const,
    source: 'towns',
    filter,
    layout: {
      'text-field': townName(locale),
      'text-font': fonts,
      'text-size': ['match', ['get', 'rank'], 0, 15, 1, 13, 2, 13, 12] as ExpressionSpecification,
      // Beside the town's dot (an island's name on the island), where it overlaps no other name.
      'text-variable-anchor': ['left', 'right', 'top', 'bottom'] as ('left' | 'right' | 'top' | 'bottom')[],
      'text-radial-offset': ['case', ['has', 'area'], 0, 0.55] as ExpressionSpecification,
      'text-justify': 'auto' as const,
      'text-padding': 4,
      'text-max-width': 9,
      // The capital, then the destinations, then the governorate seats, when names would collide
      // (scripts/make-map-towns.ts).
      'symbol-sort-key': ['get', 'rank'] as ExpressionSpecification,
    },
    paint: {
      'text-color': '#1d2a33',
      'text-halo-color': 'rgba(255, 255, 255, 0.92)',
      'text-halo-width': 1.8,
      'text-halo-blur': 0.4,
    },
  };
}

type Pin = { points: MapPoint[]; label?: string };

/** A tour's stops, numbered in order: one pin per town, numbered with every stop made there. */
function numberedStops(points: MapPoint[]): Pin[] {
  const pins = new Map<string, { points: MapPoint[]; numbers: number[] }>();
  points.forEach((point, i) => {
    const key = `${point.lat},${point.lng}`;
    const pin = pins.get(key);
    if (pin) pin.numbers.push(i + 1);
    else pins.set(key, { points: [point], numbers: [i + 1] });
  });
  return [...pins.values()].map(({ points: [point], numbers }) => ({
    points: [point as MapPoint],
    label: numbers.join('·'),
  }));
}

/** Places whose pins would overlap at the map's zoom, each group one pin with their count. */
function nearbyGroups(map: MapLibre, points: MapPoint[]): Pin[] {
  const groups: { x: number; y: number; points: MapPoint[] }[] = [];
  for (const point of points) {
    const { x, y } = map.project([point.lng, point.lat]);
    const near = groups.find((g) => Math.hypot(g.x - x, g.y - y) < PIN_SIZE);
    if (near) near.points.push(point);
    else groups.push({ x, y, points: [point] });
  }
  return groups.map((g) => ({ points: g.points, label: g.points.length > 1 ? String(g.points.length) : undefined }));
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function routeData(points: MapPoint[]) {
  return {
    type: 'FeatureCollection' as const,
    features:
      points.length > 1
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'LineString' as const, coordinates: points.map((p) => [p.lng, p.lat]) },
            },
          ]
        : [],
  };
}

/**
 * The places as pins, redrawn and framed as the list changes (paging, filters): a button each, or
 * one for places closer than a pin's width until zoomed in, opening a popup with the place's page.
 */
function usePins(
  map: MapLibre | null,
  points: MapPoint[],
  route: boolean | undefined,
  pick: RefObject<((point: { lat: number; lng: number }) => void) | undefined>,
  navigate: RefObject<(href: string) => unknown>,
) {
  const framed = useRef(false);
  // The list is rebuilt on every render of its page (typing in a search box…): compared by content.
  const signature = `${route ? 'route|' : ''}${points
    .map((p) => `${p.kind}:${p.id}:${p.lat},${p.lng}:${p.title}:${p.image}:${p.price}:${p.rating}:${p.href}`)
    .join('|')}`;
  const latest = useRef(points);
  latest.current = points;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the points
  useEffect(() => {
    if (!map) return;
    const shown = latest.current;
    let popup: Popup | null = null;
    let markers: Marker[] = [];
    const placesOf = new Map<Marker, MapPoint[]>();
    const open = (at: [number, number], content: HTMLElement, from: HTMLElement) => {
      popup?.remove();
      popup = new Popup({ offset: 16, maxWidth: '264px', focusAfterOpen: true, className: 'map-popup' })
        .setLngLat(at)
        .setDOMContent(content)
        .addTo(map);
      popup.on('close', () => {
        if (!document.activeElement || document.activeElement === document.body) from.focus();
      });
    };
    const go = (href: string) => navigate.current(href);
    // Pins closer than a pin's width are one button until zoomed in (a tour's stops never are).
    const draw = () => {
      // A keyboard on a pin stays on it (on the pin now holding its first place) as pins regroup.
      const focused = markers.find((m) => m.getElement() === document.activeElement);
      const keep = focused && placesOf.get(focused)?.[0];
      for (const marker of markers) marker.remove();
      placesOf.clear();
      markers = (route ? numberedStops(shown) : nearbyGroups(map, shown)).map((pin) => {
        const button = document.createElement('button');
        button.type = 'button';
        const [first] = pin.points as [MapPoint, ...MapPoint[]];
        const many = pin.points.length > 1;
        button.className = `map-pin map-pin-${pin.points.every((p) => p.kind === first.kind) ? (first.kind ?? 'place') : 'place'}${pin.label ? ' map-pin-stop' : ''}`;
        if (pin.label) {
          const number = document.createElement('span');
          number.className = 'map-pin-number';
          number.textContent = pin.label;
          button.append(number);
        }
        button.setAttribute(
          'aria-label',
          route ? `${pin.label}. ${first.title}` : pin.points.map((p) => p.title).join(', '),
        );
        const at: [number, number] = many
          ? [mean(pin.points.map((p) => p.lng)), mean(pin.points.map((p) => p.lat))]
          : [first.lng, first.lat];
        button.addEventListener('click', (event) => {
          if (pick.current) return; // choosing a place: the map's own click picks it
          event.stopPropagation();
          if (route || !many) return open(at, popupContent(first, go), button);
          // A group: closer until its places part, or, as close as the map goes, their list.
          if (map.getZoom() < MAX_ZOOM - 0.01) {
            const bounds = new LngLatBounds();
            for (const p of pin.points) bounds.extend([p.lng, p.lat]);
            map.fitBounds(bounds, { padding: FRAME_PADDING * 2, maxZoom: MAX_ZOOM });
          } else open(at, popupList(pin.points, go), button);
        });
        const marker = new Marker({ element: button }).setLngLat(at).addTo(map);
        placesOf.set(marker, pin.points);
        return marker;
      });
      if (keep)
        markers
          .find((m) => placesOf.get(m)?.includes(keep))
          ?.getElement()
          .focus();
    };
    (map.getSource('route') as GeoJSONSource | undefined)?.setData(routeData(route ? shown : []));

    if (!(pick.current && framed.current)) {
      framed.current = shown.length > 0;
      if (shown.length === 1) map.jumpTo({ center: [shown[0]!.lng, shown[0]!.lat], zoom: FIRST_VIEW_MAX_ZOOM });
      else if (shown.length > 1) {
        const bounds = new LngLatBounds();
        for (const p of shown) bounds.extend([p.lng, p.lat]);
        map.fitBounds(bounds, { padding: FRAME_PADDING, maxZoom: FIRST_VIEW_MAX_ZOOM, duration: 0 });
      }
    }
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
      popup?.remove();
      for (const marker of markers) marker.remove();
    };
  }, [map, signature]);
}

/**
 * A place's popup, built as DOM nodes (text is never read as HTML): its picture, its name linking
 * to its page (in the app, without reloading), and what it costs and how it is rated when known.
 */
function popupContent(point: MapPoint, navigate: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  if (point.image) {
    const image = document.createElement('img');
    image.className = 'map-popup-image';
    image.src = point.image;
    image.alt = '';
    image.width = 232;
    image.height = 130;
    image.loading = 'lazy';
    image.decoding = 'async';
    box.append(image);
  }
  const heading = document.createElement(point.href ? 'a' : 'strong');
  heading.className = 'map-popup-title';
  heading.textContent = point.title;
  if (point.href && heading instanceof HTMLAnchorElement) {
    heading.href = point.href;
    heading.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(point.href as string);
    });
  }
  box.append(heading);
  for (const [text, className] of [
    [point.detail, 'map-popup-detail'],
    [point.price, 'map-popup-price'],
    [point.rating, 'map-popup-rating'],
  ] as const) {
    if (!text) continue;
    const line = document.createElement('p');
    line.className = className;
    line.textContent = text;
    box.append(line);
  }
  return box;
}

/** The places of a group that the closest zoom still draws as one pin: each name linking to its page, with its price. */
function popupList(points: MapPoint[], navigate: (href: string) => void): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'map-popup-list';
  for (const point of points) {
    const item = document.createElement('li');
    const content = popupContent({ ...point, image: undefined, detail: undefined }, navigate);
    item.append(...content.childNodes);
    list.append(item);
  }
  return list;
}
