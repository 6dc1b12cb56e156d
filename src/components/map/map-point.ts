/** A place shown on a map, with the page it leads to. */
export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  title: string;
  /** The app page of the place (a link in its popup), if it has one. */
  href?: string;
  /** The traveller's own position is drawn apart. */
  kind?: 'place' | 'me';
}

/** Spec §9's default centre and zoom. */
export const MAP_DEFAULT = { lat: 36.8663, lng: 10.187, zoom: 8 } as const;
