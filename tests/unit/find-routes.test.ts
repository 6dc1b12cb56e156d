import { describe, expect, it } from 'vitest';
import { findTarget } from '../../server/modules/pages/find-routes.ts';

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
    expect(findTarget(parts('restaurants/find/7/2026-12-01/4'))).toEqual({
      to: 'listing',
      listing: 'restaurants',
      destination: '7',
    });
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
