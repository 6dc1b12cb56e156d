/** A place shown on a map, with the page it leads to. */
export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  title: string;
  /** The app page of the place (a link in its popup), if it has one. */
  href?: string;
  /** A line under the title in its popup. */
  detail?: string;
  /** The traveller's own position, and places shown with others (partner hotels), are drawn apart. */
  kind?: 'place' | 'me' | 'partner';
}

/** Spec §9's default centre and zoom. */
export const MAP_DEFAULT = { lat: 36.8663, lng: 10.187, zoom: 8 } as const;

export const MAP_COLORS = {
  sea: '#cfe6f2',
  land: '#f6efe1',
  border: '#b9a98a',
  point: '#0d5c8c',
  me: '#a3261b',
  partner: '#b7791f',
} as const;

/** What the two kinds of places on a map are, when it shows partners beside the main places. */
export interface MapLegend {
  place: string;
  partner: string;
}

/** A catalogue item on a map: its position (the API sends coordinates as text), its name, its page. */
export function placePoint(
  item: { id: number; lat: string | number; lng: string | number },
  title: string,
  href: string,
): MapPoint {
  return { id: item.id, lat: Number(item.lat), lng: Number(item.lng), title, href };
}
