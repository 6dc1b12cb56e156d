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

  it('switches to a Tunisian gateway with its keys and API URL, and says what is missing', () => {
    const konnect = loadConfig({
      PAYMENT_PROVIDER: 'konnect',
      PUBLIC_URL: 'https://rihla.tn',
      KONNECT_API_URL: 'https://api.sandbox.konnect.network/api/v2/',
      KONNECT_API_KEY: 'wallet1:secret',
      KONNECT_WALLET_ID: 'wallet1',
    });
    expect(konnect.payment).toEqual({
      provider: 'konnect',
      timeoutMs: 10_000,
      apiUrl: 'https://api.sandbox.konnect.network/api/v2',
      apiKey: 'wallet1:secret',
      walletId: 'wallet1',
    });
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox', timeoutMs: 10_000 });

    let error: unknown;
    try {
      loadConfig({ PAYMENT_PROVIDER: 'clictopay', CLICTOPAY_API_URL: 'http://test.clictopay.com/payment/rest' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems;
    // Keys travel with every call: only HTTPS, but for a double on this machine.
    expect(problems.find((p) => p.startsWith('CLICTOPAY_API_URL:'))).toMatch(/https/);
    for (const name of ['CLICTOPAY_USERNAME', 'CLICTOPAY_PASSWORD', 'PUBLIC_URL'])
      expect(problems.find((p) => p.startsWith(`${name}:`))).toMatch(/required with PAYMENT_PROVIDER=clictopay/);
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'flouci',
        PUBLIC_URL: 'http://127.0.0.1:8080',
        FLOUCI_API_URL: 'http://127.0.0.1:9999/api/v2',
        FLOUCI_PUBLIC_KEY: 'pub',
        FLOUCI_PRIVATE_KEY: 'priv',
      }).payment.provider,
    ).toBe('flouci');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('never writes a key or password into its error messages', () => {
    let error: unknown;
    try {
      loadConfig({ PAYMENT_PROVIDER: 'konnect', KONNECT_API_KEY: 'no-colon-secret-value' });
    } catch (e) {
      error = e;
    }
    const text = (error as ConfigError).message;
    expect(text).toMatch(/KONNECT_API_KEY: must be <walletId>:<secret> \(got a value of 21 characters\)/);
    expect(text).not.toContain('no-colon-secret-value');
  });
});
