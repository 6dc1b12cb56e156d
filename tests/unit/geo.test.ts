import { describe, expect, it } from 'vitest';
import { directionsLinks, distanceKm, parseCoordinates } from '../../domain/geo.ts';

describe('itinerary geometry', () => {
  it('measures straight-line distances', () => {
    const tunis = { lat: 36.8065, lng: 10.1815 };
    const djerba = { lat: 33.8076, lng: 10.8451 };
    expect(distanceKm(tunis, tunis)).toBe(0);
    expect(distanceKm(tunis, djerba)).toBeGreaterThan(335);
    expect(distanceKm(tunis, djerba)).toBeLessThan(345);
    expect(distanceKm(tunis, djerba)).toBeCloseTo(distanceKm(djerba, tunis), 9);
  });

  it('builds directions links for every maps app', () => {
    const links = directionsLinks(36.8663, 10.187);
    expect(links.geo).toBe('geo:36.8663,10.187?q=36.8663,10.187');
    expect(links.google).toContain('destination=36.8663,10.187');
    expect(links.apple).toContain('daddr=36.8663,10.187');
    expect(links.organic).toContain('dlat=36.8663&dlon=10.187');
  });

  it('reads coordinates from a path, refusing anything else', () => {
    expect(parseCoordinates('36.8663', '10.187')).toEqual({ lat: 36.8663, lng: 10.187 });
    expect(parseCoordinates('-33.9', '-70')).toEqual({ lat: -33.9, lng: -70 });
    for (const [lat, lng] of [
      ['91', '10'],
      ['36', '181'],
      ['abc', '10'],
      ['36.8', ''],
      // Exponents in range (10, 100): only the digits-and-point rule refuses them.
      ['1e1', '3'],
      ['36', '1e2'],
      ['0x1A', '10'],
    ])
      expect(parseCoordinates(lat as string, lng as string)).toBeNull();
  });
});
