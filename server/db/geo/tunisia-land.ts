import { readFileSync } from 'node:fs';

type Ring = [number, number][];
interface LandFile {
  features: { geometry: { type: 'MultiPolygon'; coordinates: Ring[][] } }[];
}

/** Tunisia's land (Natural Earth 1:10m, public domain; see README.md), as polygons of [lng, lat] rings. */
const polygons: Ring[][] = (
  JSON.parse(readFileSync(new URL('./tunisia-land.geojson', import.meta.url), 'utf8')) as LandFile
).features.flatMap((f) => f.geometry.coordinates);

function insideRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance in degrees from a point to a segment (fine for a tolerance of a few hundred metres). */
function toSegment(px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = dx || dy ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy))) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Whether a point is on Tunisian land, or within `toleranceDeg` of its coast (the 1:10m outline
 * cuts beaches and harbours short by a few hundred metres).
 */
export function onTunisianLand(lat: number, lng: number, toleranceDeg = 0.012): boolean {
  for (const [outer, ...holes] of polygons) {
    if (outer && insideRing(lng, lat, outer) && !holes.some((h) => insideRing(lng, lat, h))) return true;
  }
  for (const polygon of polygons)
    for (const ring of polygon)
      for (let i = 1; i < ring.length; i++)
        if (toSegment(lng, lat, ring[i - 1]!, ring[i]!) <= toleranceDeg) return true;
  return false;
}
