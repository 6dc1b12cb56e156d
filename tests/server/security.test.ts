import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startApp } from './harness.ts';

let counter = 0;
const traveller = (over: Record<string, unknown> = {}) => ({
  title: 'mr',
  firstName: 'Karim',
  lastName: 'Trabelsi',
  email: `karim.${++counter}.${Date.now()}@example.com`,
  password: 'olivier-2026',
  confirmPassword: 'olivier-2026',
  birthDate: '1985-03-02',
  city: 'Sfax',
  phone: '+216 74 123 456',
  zipCode: '3000',
  country: 'Tunisie',
  address: '3 avenue Habib Bourguiba',
  idNumber: 'P7654321',
  acceptTerms: true,
  locale: 'fr',
  ...over,
});

type App = Awaited<ReturnType<typeof startApp>>['app'];
const post = (app: App, url: string, body: unknown, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `/utilisateur${url}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

/** The .eml files the app has written to its outbox (no SMTP_URL), as text. */
const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
};

/** Quoted-printable soft line breaks undone, so that a link reads whole. */
const unfolded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('links in e-mails come from the configured origin only', () => {
  it('with PUBLIC_URL unset, a forged X-Forwarded-Host never reaches the reset link', async () => {
    const ctx = await startApp('sqlite', { PUBLIC_URL: '', TRUST_PROXY: '' });
    try {
      const dataDir = ctx.dataDir;
      const body = traveller();
      expect((await post(ctx.app, '/auth/register', body)).statusCode).toBe(201);
      const res = await post(
        ctx.app,
        '/auth/forgot-password',
        { email: body.email },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' },
      );
      expect(res.statusCode).toBe(202);
      await expect.poll(() => unfolded(outbox(dataDir).join('')), { timeout: 10_000 }).toContain('reset-password/');
      const mail = unfolded(outbox(dataDir).join(''));
      expect(mail).toContain('http://localhost:8080/reset-password/');
      expect(mail).not.toContain('evil.example');
    } finally {
      await ctx.close();
    }
  });

  it('with PUBLIC_URL set, even a trusted proxy’s forwarded host is not used', async () => {
    const ctx = await startApp('sqlite', { PUBLIC_URL: 'https://rihla.example', TRUST_PROXY: '127.0.0.1' });
    try {
      const body = traveller();
      await post(ctx.app, '/auth/register', body);
      await post(ctx.app, '/auth/forgot-password', { email: body.email }, { 'x-forwarded-host': 'evil.example' });
      await expect.poll(() => unfolded(outbox(ctx.dataDir).join('')), { timeout: 10_000 }).toContain('reset-password/');
      const mail = unfolded(outbox(ctx.dataDir).join(''));
      expect(mail).toContain('https://rihla.example/reset-password/');
      expect(mail).not.toContain('evil.example');
    } finally {
      await ctx.close();
    }
  });
});

describe('X-Forwarded-For is believed only from the proxies in TRUST_PROXY', () => {
  const signIns = async (app: App) => {
    const codes: number[] = [];
    for (let i = 0; i < 50; i++)
      codes.push(
        (
          await post(
            app,
            '/auth/login',
            { email: `guess${i}@example.com`, password: 'guess-1234' },
            { 'x-forwarded-for': `203.0.113.${i + 1}` },
          )
        ).statusCode,
      );
    return codes;
  };

  it('by default, 50 sign-ins each claiming another address are limited as one address', async () => {
    const ctx = await startApp('sqlite');
    try {
      const codes = await signIns(ctx.app);
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
      expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    } finally {
      await ctx.close();
    }
  });

  it('behind a configured proxy, each forwarded address counts on its own', async () => {
    const ctx = await startApp('sqlite', { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    try {
      expect((await signIns(ctx.app)).every((c) => c === 401)).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

/** An SMTP server that holds every message until released: a slow or hung mail server. */
async function startStuckSmtp() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      void released.then(() => callback());
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, release, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('a reset request answers before any e-mail is sent', () => {
  it('answers a known address at once while the mail server hangs, then the e-mail leaves', async () => {
    const smtp = await startStuckSmtp();
    const ctx = await startApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const body = traveller();
      expect((await post(ctx.app, '/auth/register', body)).statusCode).toBe(201);
      const timeout = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 3000));
      const known = await Promise.race([post(ctx.app, '/auth/forgot-password', { email: body.email }), timeout]);
      expect(known === 'timed out' ? known : known.statusCode).toBe(202);
      expect(smtp.received).toHaveLength(0);
      smtp.release();
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received[0]).toContain(body.email);
    } finally {
      smtp.release();
      await ctx.close();
      await smtp.close();
    }
  });
});

describe.each(databases)('input that used to cause a 5xx answers 400 {message, code} on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  let proxied: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    // Links from the request's own origin (no PUBLIC_URL); the second trusts the local proxy.
    ctx = await startApp(kind, { PUBLIC_URL: '' });
    proxied = await startApp(kind, { PUBLIC_URL: '', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx?.close();
    await proxied?.close();
  });
  const expect400 = (res: { statusCode: number; json: () => unknown }, what: string) => {
    expect(res.statusCode, what).toBe(400);
    expect(Object.keys(res.json() as object).sort(), what).toEqual(['code', 'message']);
  };

  it('refuses impossible birth dates on sign-up and on profile edit as invalid dates', async () => {
    const { password: _p, confirmPassword: _c, acceptTerms: _a, ...profile } = traveller();
    const { token } = (
      await post(ctx.app, '/auth/register', { ...profile, ...traveller({ email: profile.email }) })
    ).json() as {
      token: string;
    };
    for (const birthDate of ['2024-13-45', '0000-00-00', '1990-02-30']) {
      const signUp = await post(ctx.app, '/auth/register', traveller({ birthDate }));
      expect([signUp.statusCode, signUp.json().fields?.birthDate], birthDate).toEqual([400, 'invalid_date']);
      const edit = await ctx.app.inject({
        method: 'PUT',
        url: '/utilisateur/dashbord/user/profil',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...profile, birthDate }),
      });
      expect([edit.statusCode, edit.json().fields?.birthDate], birthDate).toEqual([400, 'invalid_date']);
    }
  });

  it('refuses a malformed Host on paged lists and on pages', async () => {
    for (const url of ['/utilisateur/hotels?page=1', '/utilisateur/restaurants', '/utilisateur/maison', '/fr/hotels'])
      for (const host of ['a b', 'rihla.test/x', 'rihla.test:80:80']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { host } });
        expect400(res, `${url} Host: ${host}`);
      }
    // A well-formed host still makes the links.
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/utilisateur/maison',
      headers: { host: 'rihla.test:8080' },
    });
    expect(ok.json().maisons.first_page_url).toMatch(/^http:\/\/rihla\.test:8080\/utilisateur\/maison/);
  });

  it('ignores X-Forwarded-Host and -Proto from anyone but a configured proxy, and refuses malformed ones from it', async () => {
    const headers = { host: 'rihla.test', 'x-forwarded-host': 'a b', 'x-forwarded-proto': 'a b' };
    const direct = await ctx.app.inject({ method: 'GET', url: '/utilisateur/maison', headers });
    expect(direct.statusCode).toBe(200);
    expect(direct.json().maisons.first_page_url).toMatch(/^http:\/\/rihla\.test\//);
    for (const url of ['/utilisateur/hotels', '/fr/hotels']) {
      for (const forwarded of [
        { 'x-forwarded-host': 'a b' },
        { 'x-forwarded-host': 'rihla.test', 'x-forwarded-proto': 'a b' },
      ]) {
        const res = await proxied.app.inject({ method: 'GET', url, headers: { host: 'rihla.test', ...forwarded } });
        expect400(res, `${url} ${JSON.stringify(forwarded)}`);
      }
    }
  });

  it('refuses a NUL character in any parameter before it reaches the database', async () => {
    const gets = [
      '/utilisateur/hotelsbystate/%00',
      '/utilisateur/hotels/%00',
      '/utilisateur/circuits/a%00b',
      '/utilisateur/hotels?search=%00',
      '/utilisateur/restaurants?search=caf%00e',
      '/utilisateur/search?q=dj%00erba',
      '/fr/hotels?search=%00',
      '/fr/hotels/%00',
    ];
    for (const url of gets) expect400(await ctx.app.inject({ method: 'GET', url }), url);
    const posts: [string, unknown][] = [
      ['/auth/login', { email: 'a\u0000@example.com', password: 'x-123456' }],
      ['/auth/forgot-password', { email: 'nul\u0000@example.com' }],
      ['/auth/register', traveller({ city: 'Sfa\u0000x' })],
      ['/contact', { subject: 'S', message: 'M', name: 'N', email: 'n@example.com', extra: { deep: ['\u0000'] } }],
    ];
    for (const [url, body] of posts) expect400(await post(ctx.app, url, body, {}, '10.1.1.1'), url);
  });
});

/** A raw HTTP/1.1 exchange: what the server wrote before closing, and how long it took. */
async function rawExchange(port: number, request: string, waitMs: number) {
  const started = Date.now();
  return new Promise<{ text: string; closed: boolean; ms: number }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('close', () => done(true));
    socket.on('error', () => {});
  });
}

const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('requests the HTTP parser refuses, and bodies that never arrive', () => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await startApp('sqlite', { REQUEST_TIMEOUT_S: '1' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers oversized headers 431 and a malformed request 400, both as {message, code}', async () => {
    const big = await rawExchange(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      5000,
    );
    expect(big.text).toMatch(/^HTTP\/1\.1 431 /);
    expect(jsonOf(big.text)).toEqual({ message: expect.any(String), code: 'headers_too_large' });
    const malformed = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 5000);
    expect(malformed.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(malformed.text)).toEqual({ message: expect.any(String), code: 'bad_request' });
  });

  it('closes a request whose announced body never comes, with a 408, within the bound', async () => {
    const stalled = await rawExchange(
      port,
      'POST /utilisateur/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      8000,
    );
    expect(stalled.closed).toBe(true);
    expect(stalled.ms).toBeLessThan(4000);
    expect(stalled.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonOf(stalled.text)).toEqual({ message: expect.any(String), code: 'request_timeout' });
  });
});
