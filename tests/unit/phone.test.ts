import { describe, expect, it } from 'vitest';
import { telHref } from '../../domain/phone.ts';

describe('a Tunisian number dialled from any phone', () => {
  it('carries +216 when it is a full 8-digit number', () => {
    expect(telHref('71 335 500')).toBe('tel:+21671335500');
    expect(telHref('80100333')).toBe('tel:+21680100333');
  });

  it('stays as it is when it is a short code or already international', () => {
    for (const code of ['190', '197', '198', '1200', '1899']) expect(telHref(code)).toBe(`tel:${code}`);
    expect(telHref('+216 71 335 500')).toBe('tel:+21671335500');
  });
});
