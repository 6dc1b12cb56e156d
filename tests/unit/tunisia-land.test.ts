import { describe, expect, it } from 'vitest';
import { onTunisianLand } from '../../server/db/geo/tunisia-land.ts';

describe('Tunisian land check of catalogue coordinates', () => {
  it('accepts towns inland, on the coast and on Djerba', () => {
    expect(onTunisianLand(35.6781, 10.0963)).toBe(true); // Kairouan
    expect(onTunisianLand(36.8707, 10.3417)).toBe(true); // Sidi Bou Saïd, on the shore
    expect(onTunisianLand(33.8076, 10.8451)).toBe(true); // Houmt Souk, Djerba
    expect(onTunisianLand(33.4573, 9.0203)).toBe(true); // Douz
  });

  it('refuses the open sea and neighbouring countries', () => {
    expect(onTunisianLand(36.6, 11.3)).toBe(false); // off Cap Bon
    expect(onTunisianLand(34.5, 11.5)).toBe(false); // Gulf of Gabès, offshore
    expect(onTunisianLand(36.0, 7.9)).toBe(false); // Algeria
    expect(onTunisianLand(32.5, 11.6)).toBe(false); // Libya
  });
});
