import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('configuration from the environment', () => {
  it('starts with no configuration at all: port 8080, SQLite under data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    // E-mail links need an origin no request can choose: a local default, flagged for a warning.
    expect([config.publicUrl, config.publicUrlDefaulted]).toEqual(['http://localhost:8080', true]);
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    // Forwarded headers are believed from no one.
    expect(config.trustProxy).toEqual([]);
  });

  it('trusts forwarded headers only from the listed proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0.1,', 'proxy.example', '1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('reports every bad value at once, one clear line each', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/rihla', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:') && p.includes('postgres'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PUBLIC_URL:'))).toBe(true);
  });

  it('accepts a PostgreSQL URL and trims the public URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/rihla',
      PUBLIC_URL: 'https://rihla.tn/',
      PORT: '9000',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@127.0.0.1:5432/rihla',
      publicUrl: 'https://rihla.tn',
      port: 9000,
    });
  });
});
