import { describe, expect, it } from 'vitest';
import { findLocation, findTarget } from '../../domain/find-routes.ts';

const parts = (path: string) => path.split('/').filter(Boolean);

describe('find addresses of spec §2', () => {
  it('narrow a listing to a destination', () => {
    expect(findTarget(parts('hotels/findHotel/djerba'))).toEqual({
      to: 'listing',
      listing: 'hotels',
      destination: 'djerba',
    });
    expect(findTarget(parts('hotels/find/djerba/2026-12-01/2026-12-05/2/1/0'))).toEqual({
      to: 'listing',
      listing: 'hotels',
      destination: 'djerba',
    });
    expect(findTarget(parts('restaurants/find/7'))).toEqual({
      to: 'listing',
      listing: 'restaurants',
      destination: '7',
    });
    // The whole address is a page of its own: the tables free that day.
    expect(findTarget(parts('restaurants/find/7/2026-12-01/4'))).toBeNull();
    expect(findTarget(parts('restaurants/findRes/tozeur'))?.to).toBe('listing');
    expect(findTarget(parts('events/find/tunis'))).toMatchObject({ listing: 'events' });
    expect(findTarget(parts('events/findEvent/tunis'))).toMatchObject({ listing: 'events' });
    expect(findTarget(parts('weekend/findWeekend/douz'))).toMatchObject({ listing: 'weekend' });
    expect(findTarget(parts('activity/findActivity/douz'))).toMatchObject({ listing: 'activity' });
    expect(findTarget(parts('maison/findMaison/djerba'))).toMatchObject({ listing: 'maison' });
  });

  it('lead to a governorate or a city page', () => {
    expect(findTarget(parts('hotels/findHotel/state/medenine'))).toEqual({
      to: 'place',
      place: 'states',
      slug: 'medenine',
    });
    expect(findTarget(parts('events/findEvent/state/tunis'))).toEqual({ to: 'place', place: 'states', slug: 'tunis' });
    expect(findTarget(parts('activity/findActivity/state/tozeur'))).toMatchObject({ place: 'states' });
    expect(findTarget(parts('maison/findMaison/state/nabeul'))).toMatchObject({ place: 'states' });
    expect(findTarget(parts('restaurants/findState/sousse'))).toEqual({ to: 'place', place: 'states', slug: 'sousse' });
    expect(findTarget(parts('hotels/findCity/tunis'))).toEqual({ to: 'place', place: 'city', slug: 'tunis' });
    expect(findTarget(parts('restaurants/findCity/sfax'))).toEqual({ to: 'place', place: 'city', slug: 'sfax' });
  });

  it('ignore everything else', () => {
    for (const path of ['hotels', 'hotels/3', 'hotels/findHotel', 'hotels/findHotel/state', 'monument/find/x', 'x/y/z'])
      expect(findTarget(parts(path)), path).toBeNull();
  });
});

describe('where a find address leads (the server and the client alike)', () => {
  const destinations = [
    { id: 3, slug: 'djerba' },
    { id: 7, slug: 'tozeur' },
  ];
  let asked = 0;
  const load = async () => {
    asked++;
    return destinations;
  };
  it('names the filtered listing, by slug or id, keeping the language prefix', async () => {
    expect(await findLocation(parts('hotels/findHotel/djerba'), '/ar', load)).toBe('/ar/hotels?destination_id=3');
    expect(await findLocation(parts('restaurants/findRes/7'), '', load)).toBe('/restaurants?destination_id=7');
    expect(await findLocation(parts('weekend/findWeekend/atlantis'), '/fr', load)).toBeNull();
  });
  it('names a place page without asking for the destinations', async () => {
    asked = 0;
    expect(await findLocation(parts('maison/findMaison/state/nabeul'), '/en', load)).toBe('/en/states/nabeul');
    expect(await findLocation(parts('hotels/findCity/sidi bou'), '', load)).toBe('/city/sidi%20bou');
    expect(await findLocation(parts('hotels/3'), '', load)).toBeNull();
    expect(asked).toBe(0);
  });
});
