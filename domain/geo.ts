/** Straight-line ("as the crow flies") distance in kilometres between two points, by the haversine formula. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371.0088; // mean Earth radius, km
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Links that open directions to a point in the phone's maps apps (ARCHITECTURE.md §9). */
export function directionsLinks(lat: number, lng: number) {
  const at = `${lat},${lng}`;
  return {
    geo: `geo:${at}?q=${at}`,
    google: `https://www.google.com/maps/dir/?api=1&destination=${at}`,
    apple: `https://maps.apple.com/?daddr=${at}`,
    organic: `https://omaps.app/route?type=vehicle&dlat=${lat}&dlon=${lng}`,
  };
}

/** A coordinate pair from a path (`36.8663`, `10.187`), inside the globe's ranges, or null. */
export function parseCoordinates(lat: string, lng: string): { lat: number; lng: number } | null {
  if (!/^-?\d{1,3}(\.\d+)?$/.test(lat) || !/^-?\d{1,3}(\.\d+)?$/.test(lng)) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : null;
}
