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
  /** Its picture (a small one, in the popup). */
  image?: string;
  /** Its price as the page words it (« à partir de 120,000 DT / nuit »). */
  price?: string;
  /** Its rating as the page words it, once it has reviews. */
  rating?: string;
  /** The traveller's own position, and places shown with others (partner hotels), are drawn apart. */
  kind?: 'place' | 'me' | 'partner';
}

/** What the two kinds of places on a map are, when it shows partners beside the main places. */
export interface MapLegend {
  place: string;
  partner: string;
}

/** A catalogue item on a map: its position (the API sends coordinates as text), its name, its page, its picture and price. */
export function placePoint(
  item: { id: number; lat: string | number; lng: string | number },
  title: string,
  href: string,
  more?: Pick<MapPoint, 'image' | 'price' | 'rating' | 'detail'>,
): MapPoint {
  return { ...more, id: item.id, lat: Number(item.lat), lng: Number(item.lng), title, href };
}
