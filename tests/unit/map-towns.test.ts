import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { DEMO_FOLDER, TOWNS_FILE, townsGeoJson, townsText } from '../../scripts/make-map-towns.ts';

describe('the maps’ town names (public/geo/tn-towns.geojson)', () => {
  it('are the demo catalogue’s: run `npm run geo:towns` after changing its places', () => {
    expect(readFileSync(TOWNS_FILE, 'utf8')).toBe(townsText(DEMO_FOLDER));
  });

  it('name each town once, in the seven languages, the capital first', () => {
    const { features } = townsGeoJson(DEMO_FOLDER);
    const names = features.map((f) => f.properties.name_fr);
    expect(new Set(names).size).toBe(names.length);
    expect(features[0]?.properties).toMatchObject({ rank: 0, name_fr: 'Tunis', name_ar: 'تونس' });
    for (const f of features) for (const l of LOCALES) expect(f.properties[`name_${l}`]).toBeTruthy();
    // Djerba is an island: its name has no town dot; Houmt Souk, its main town, is drawn zoomed in.
    expect(features.find((f) => f.properties.name_fr === 'Djerba')?.properties).toMatchObject({ rank: 2, area: true });
    expect(features.find((f) => f.properties.name_fr === 'Houmt Souk')?.properties.rank).toBe(4);
  });
});
