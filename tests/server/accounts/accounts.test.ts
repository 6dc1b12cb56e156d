import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { databases, startApp } from '../harness.ts';

/** A real SMTP server on loopback: the app's e-mails arrive here, whole. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The readable text of a MIME message: base64 and quoted-printable parts decoded. */
function decodedText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
        return Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
      return part;
    })
    .join('\n');
}

const today = tunisiaDateTime(new Date()).slice(0, 10);
const yearsAgo = (years: number, days = 0) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return addDays(`${y - years}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, days);
};

let counter = 0;
const traveller = (over: Record<string, unknown> = {}) => ({
  title: 'mrs',
  firstName: 'Amira',
  lastName: 'Ben Salah',
  email: `amira.${++counter}@example.com`,
  password: 'jasmin-2026',
  confirmPassword: 'jasmin-2026',
  birthDate: '1990-05-12',
  city: 'Sousse',
  phone: '+216 73 123 456',
  zipCode: '4000',
  country: 'Tunisie',
  address: '12 rue de la Corniche',
  idNumber: 'X1234567',
  acceptTerms: true,
  locale: 'fr',
  ...over,
});

describe.each(databases)('accounts API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ip = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await startApp(kind, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OPERATOR_EMAIL: 'operator@rihla.test' });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  /** Each call from its own address unless told, so rate limits only bite where a test means them to. */
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: unknown; token?: string; from?: string; raw?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url: `/utilisateur${url}`,
      remoteAddress: options.from ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.raw !== undefined || options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.raw !== undefined
        ? { payload: options.raw }
        : options.body !== undefined
          ? { payload: JSON.stringify(options.body) }
          : {}),
    });
  const register = (over: Record<string, unknown> = {}) => call('POST', '/auth/register', { body: traveller(over) });
  const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields: Record<string, string> }).fields;

  it('signs up, then knows the traveller by the token; the same e-mail cannot sign up twice', async () => {
    const body = traveller();
    const res = await call('POST', '/auth/register', { body });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json() as { token: string; user: Record<string, unknown> };
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(user).toMatchObject({ firstName: 'Amira', email: body.email, title: 'mrs' });
    expect(JSON.stringify(user)).not.toContain('password');
    const profile = await call('GET', '/dashbord/user/profil', { token });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.json().user.email).toBe(body.email);
    const again = await register({ email: body.email.toUpperCase() });
    expect([again.statusCode, again.json().code]).toEqual([409, 'user_exists']);
    // Only a hash of the password and of the token are stored.
    const row = await ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await ctx.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.token_hash).not.toContain(token);
  });

  it('applies every sign-up rule of spec §5 at its edge, field by field', async () => {
    const refused = async (over: Record<string, unknown>, field: string, problem: string) => {
      const res = await register(over);
      expect([res.statusCode, res.json().code, fieldsOf(res)[field]], JSON.stringify(over)).toEqual([
        400,
        'invalid_fields',
        problem,
      ]);
    };
    await refused({ birthDate: yearsAgo(18, 1) }, 'birthDate', 'too_young'); // 17 years and 364 days
    expect((await register({ birthDate: yearsAgo(18) })).statusCode).toBe(201); // 18 today
    await refused({ password: 'ab3de', confirmPassword: 'ab3de' }, 'password', 'password_too_short');
    expect((await register({ password: 'ab3de9', confirmPassword: 'ab3de9' })).statusCode).toBe(201);
    await refused({ password: 'Azerty', confirmPassword: 'Azerty' }, 'password', 'password_too_common');
    await refused({ confirmPassword: 'jasmin-2027' }, 'confirmPassword', 'password_mismatch');
    await refused({ acceptTerms: false }, 'acceptTerms', 'terms_not_accepted');
    await refused({ phone: '12ab' }, 'phone', 'invalid_phone');
    await refused({ phone: '1234567' }, 'phone', 'invalid_phone');
    await refused({ email: 'amira@' }, 'email', 'invalid_email');
    await refused({ title: 'dr' }, 'title', 'required');
    await refused({ birthDate: '2001-02-30' }, 'birthDate', 'invalid_date');
    for (const field of ['firstName', 'lastName', 'city']) await refused({ [field]: '  ' }, field, 'required');
    await refused({ address: 'x'.repeat(201) }, 'address', 'too_long');
    // The title, postal address and identity document are optional (asked later, in the profile).
    const bare = await register({
      email: 'bare@example.com',
      title: '',
      address: '',
      zipCode: '',
      country: '',
      idNumber: '',
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().user).toMatchObject({ title: '', address: '', idNumber: '' });
  });

  it('never answers a malformed body with a 5xx', async () => {
    for (const raw of [
      '{',
      '[]',
      'null',
      '"text"',
      '{"email": 5}',
      JSON.stringify({ ...traveller(), acceptTerms: 'yes' }),
    ]) {
      const res = await call('POST', '/auth/register', { raw });
      expect(res.statusCode, raw).toBe(400);
      expect(typeof res.json().code, raw).toBe('string');
    }
    const huge = await call('POST', '/auth/login', { body: { email: 'a@b.tn', password: 'x'.repeat(10_000) } });
    expect([huge.statusCode, fieldsOf(huge).password]).toEqual([400, 'too_long']);
  });

  it('signs in and out: a wrong password or unknown e-mail says the same; sign-out revokes the token', async () => {
    const body = traveller();
    await call('POST', '/auth/register', { body });
    const wrong = await call('POST', '/auth/login', { body: { email: body.email, password: 'not-it-1' } });
    const unknown = await call('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'not-it-1' } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'invalid_credentials']);
    expect(unknown.json()).toEqual(wrong.json());
    const login = await call('POST', '/auth/login', {
      body: { email: ` ${body.email.toUpperCase()} `, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };
    expect((await call('GET', '/dashbord/user/resarvationhotel', { token })).json()).toMatchObject({ reservation: [] });
    expect((await call('GET', '/dashbord/user/resarvationcircuit', { token })).json()).toMatchObject({ Circuit: [] });
    expect((await call('POST', '/auth/logout', { token })).statusCode).toBe(204);
    const after = await call('GET', '/dashbord/user/profil', { token });
    expect([after.statusCode, after.json().code]).toEqual([401, 'unauthorized']);
  });

  it('refuses missing, forged and expired tokens on every bearer call', async () => {
    const { token, user } = (await register()).json() as { token: string; user: { id: number } };
    for (const path of [
      'profil',
      'resarvationhotel',
      'resarvationResterant',
      'resarvationcircuit',
      'resarvationevents',
    ]) {
      for (const bad of [undefined, 'forged-token', `${token}x`, 'a'.repeat(500)]) {
        const res = await call('GET', `/dashbord/user/${path}`, bad === undefined ? {} : { token: bad });
        expect([res.statusCode, res.json().code], `${path} ${bad}`).toEqual([401, 'unauthorized']);
      }
    }
    await ctx.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await call('GET', '/dashbord/user/profil', { token })).statusCode).toBe(401);
  });

  it('edits the profile with the same rules, keeping the e-mail unique', async () => {
    const first = traveller();
    await call('POST', '/auth/register', { body: first });
    const { token } = (await register()).json() as { token: string };
    const { password: _p, confirmPassword: _c, acceptTerms: _a, ...fields } = traveller();
    // A new e-mail: the current password goes with it.
    const profile = { ...fields, currentPassword: 'jasmin-2026' };
    const ok = await call('PUT', '/dashbord/user/profil', {
      token,
      body: { ...profile, city: 'Tozeur', locale: 'ar' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ city: 'Tozeur', locale: 'ar' });
    const young = await call('PUT', '/dashbord/user/profil', { token, body: { ...profile, birthDate: yearsAgo(17) } });
    expect(fieldsOf(young).birthDate).toBe('too_young');
    const taken = await call('PUT', '/dashbord/user/profil', {
      token,
      body: { ...profile, email: first.email, currentPassword: 'jasmin-2026' },
    });
    expect(taken.json().code).toBe('user_exists');
    await refusedImpossibleBirthDates(token, profile);
  });

  /** Sign-up and profile edit: a date that is not in the calendar is a field problem, not a 5xx. */
  const refusedImpossibleBirthDates = async (token: string, profile: Record<string, unknown>) => {
    for (const birthDate of ['2024-13-45', '0000-00-00']) {
      const signUp = await register({ birthDate });
      expect([signUp.statusCode, fieldsOf(signUp).birthDate], birthDate).toEqual([400, 'invalid_date']);
      const edit = await call('PUT', '/dashbord/user/profil', { token, body: { ...profile, birthDate } });
      expect([edit.statusCode, fieldsOf(edit).birthDate], birthDate).toEqual([400, 'invalid_date']);
    }
  };

  it('changes the e-mail or the password only with the current password, then signs out the other sessions', async () => {
    const body = traveller();
    const { token } = (await call('POST', '/auth/register', { body })).json() as { token: string };
    const { token: elsewhere } = (
      await call('POST', '/auth/login', { body: { email: body.email, password: body.password } })
    ).json() as { token: string };
    const { password: _p, confirmPassword: _c, acceptTerms: _a, ...profile } = body;
    const edit = (over: Record<string, unknown>) =>
      call('PUT', '/dashbord/user/profil', { token, body: { ...profile, ...over } });
    const newEmail = `moved.${counter}@example.com`;
    for (const [over, problem] of [
      [{ email: newEmail }, 'required'],
      [{ email: newEmail, currentPassword: 'not-my-password' }, 'wrong_password'],
      [{ newPassword: 'figuier-2027' }, 'required'],
      [{ newPassword: 'figuier-2027', currentPassword: 'not-my-password' }, 'wrong_password'],
    ] as const) {
      const res = await edit(over);
      expect([res.statusCode, res.json().code, fieldsOf(res).currentPassword], JSON.stringify(over)).toEqual([
        400,
        'invalid_fields',
        problem,
      ]);
    }
    expect(fieldsOf(await edit({ newPassword: '123456', currentPassword: body.password })).newPassword).toBe(
      'password_too_common',
    );
    // Nothing changed so far; other fields still change without the password.
    expect((await edit({ city: 'Gabès' })).json().user).toMatchObject({ city: 'Gabès', email: body.email });
    const moved = await edit({ email: newEmail, newPassword: 'figuier-2027', currentPassword: body.password });
    expect([moved.statusCode, moved.json().user.email]).toEqual([200, newEmail]);
    expect((await call('GET', '/dashbord/user/profil', { token })).statusCode).toBe(200);
    expect((await call('GET', '/dashbord/user/profil', { token: elsewhere })).statusCode).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: newEmail, password: 'figuier-2027' } })).statusCode,
    ).toBe(200);
  });

  it('resets a password through the e-mailed link, once, within the hour, and signs out everywhere', async () => {
    const body = traveller({ locale: 'ar' });
    const { token: oldToken } = (await call('POST', '/auth/register', { body })).json() as { token: string };
    const before = smtp.received.length;
    const unknown = await call('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    const known = await call('POST', '/auth/forgot-password', { body: { email: body.email, locale: 'ar' } });
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json()); // says nothing about who has an account
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([body.email]);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const text = decodedText(mail.raw);
    expect(text).toContain('طلبت اختيار كلمة مرور جديدة لحسابك في رحلة.'); // in the traveller's language
    const link = /http:\/\/rihla\.test\/ar\/reset-password\/([A-Za-z0-9_-]{43})\/([^\s"<]+)/.exec(text);
    expect(link, text).not.toBeNull();
    const [, resetToken, email] = link!;
    expect(decodeURIComponent(email!)).toBe(body.email);

    const reset = (password: string, token = resetToken!) =>
      call('POST', '/auth/reset-password', { body: { token, email: body.email, password, confirmPassword: password } });
    expect(fieldsOf(await reset('abc')).password).toBe('password_too_short');
    expect((await reset('nouveau-2026')).statusCode).toBe(200);
    expect((await reset('encore-2026')).json().code).toBe('invalid_reset_token'); // single use
    expect((await call('GET', '/dashbord/user/profil', { token: oldToken })).statusCode).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: body.email, password: body.password } })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: body.email, password: 'nouveau-2026' } })).statusCode,
    ).toBe(200);

    // A link older than an hour no longer works.
    await call('POST', '/auth/forgot-password', { body: { email: body.email } });
    await expect.poll(() => smtp.received.length).toBe(before + 2);
    const second = /reset-password\/([A-Za-z0-9_-]{43})\//.exec(decodedText(smtp.received.at(-1)!.raw))![1]!;
    await ctx.db.kysely
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await reset('troisieme-2026', second)).json().code).toBe('invalid_reset_token');
  });

  it('spends every other reset link of the user when one is used', async () => {
    const body = traveller();
    await call('POST', '/auth/register', { body });
    const before = smtp.received.length;
    await call('POST', '/auth/forgot-password', { body: { email: body.email } });
    await call('POST', '/auth/forgot-password', { body: { email: body.email } });
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(body.email)).length).toBe(2);
    expect(smtp.received.length).toBe(before + 2);
    const [used, other] = smtp.received
      .filter((m) => m.to.includes(body.email))
      .map((m) => /reset-password\/([A-Za-z0-9_-]{43})\//.exec(decodedText(m.raw))![1]!);
    const reset = (token: string, password: string) =>
      call('POST', '/auth/reset-password', { body: { token, email: body.email, password, confirmPassword: password } });
    expect((await reset(used!, 'premier-2026')).statusCode).toBe(200);
    expect((await reset(other!, 'revenant-2026')).json().code).toBe('invalid_reset_token');
  });

  it('lets the owner ask for a reset link even after a stranger used up their own requests for it', async () => {
    const body = traveller();
    await call('POST', '/auth/register', { body });
    const stranger = '10.55.5.5';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await call('POST', '/auth/forgot-password', { from: stranger, body: { email: body.email } })).statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 429]);
    const owner = await call('POST', '/auth/forgot-password', { from: '10.56.5.5', body: { email: body.email } });
    expect(owner.statusCode).toBe(202);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(body.email)).length).toBe(4);
  });

  it('slows down repeated sign-in attempts with 429 per account and address, never locking the owner out from elsewhere', async () => {
    const body = traveller();
    await call('POST', '/auth/register', { body });
    const attacker = '10.66.6.6';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await call('POST', '/auth/login', { from: attacker, body: { email: body.email, password: 'guess-123' } }))
          .statusCode,
      );
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8).every((s) => s === 429)).toBe(true);
    // Even the right password is refused from the guessing address…
    const limited = await call('POST', '/auth/login', {
      from: attacker,
      body: { email: body.email, password: body.password },
    });
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'too_many_requests']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // …while the owner, from their own address, signs in.
    const owner = await call('POST', '/auth/login', {
      from: '10.77.7.7',
      body: { email: body.email, password: body.password },
    });
    expect(owner.statusCode).toBe(200);
    // Another traveller from another address is not affected.
    const other = traveller();
    await call('POST', '/auth/register', { body: other });
    expect(
      (await call('POST', '/auth/login', { body: { email: other.email, password: other.password } })).statusCode,
    ).toBe(200);
    // One address trying many accounts is limited too.
    const from = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (await call('POST', '/auth/login', { from, body: { email: `x${i}@example.com`, password: 'guess-123' } }))
          .statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });

  it('stores a contact message and e-mails it to the operator; a failed e-mail keeps it and says so', async () => {
    const before = smtp.received.length;
    const missing = await call('POST', '/contact', {
      body: { subject: '', message: 'Bonjour', name: 'Sami', email: 'sami@example.com' },
    });
    expect(fieldsOf(missing)).toEqual({ subject: 'required' });
    const sent = await call('POST', '/contact', {
      body: {
        subject: 'Horaires du Bardo',
        message: 'Le musée ouvre-t-il le lundi ?',
        name: 'Sami',
        email: 'sami@example.com',
      },
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual(['operator@rihla.test']);
    expect(smtp.received.at(-1)!.raw).toMatch(/Reply-To: sami@example.com/);
    // A signed-in traveller needs no name or e-mail.
    const { token } = (await register()).json() as { token: string };
    expect(
      (await call('POST', '/contact', { token, body: { subject: 'Question', message: 'Merci !' } })).statusCode,
    ).toBe(201);
    const stored = await ctx.db.kysely.selectFrom('contact_messages').selectAll().orderBy('id').execute();
    expect(stored.at(-1)).toMatchObject({ subject: 'Question', name: 'Amira Ben Salah' });
    expect(stored.every((m) => m.sent_at !== null)).toBe(true);
  });
});

describe('when the mail server is down', () => {
  it('a reset request answers as for an unknown address, so it still tells nothing', async () => {
    const ctx = await startApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const post = (url: string, body: unknown) =>
        ctx.app.inject({
          method: 'POST',
          url: `/utilisateur${url}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const body = traveller();
      expect((await post('/auth/register', body)).statusCode).toBe(201);
      const known = await post('/auth/forgot-password', { email: body.email });
      const unknown = await post('/auth/forgot-password', { email: 'nobody@example.com' });
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
      expect(known.statusCode).toBe(202);
    } finally {
      await ctx.close();
    }
  });

  it('a contact message answers 502 mail_failed and is kept', async () => {
    const ctx = await startApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/utilisateur/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ subject: 'Sujet', message: 'Texte', name: 'Sami', email: 'sami@example.com' }),
      });
      expect([res.statusCode, res.json().code]).toEqual([502, 'mail_failed']);
      const stored = await ctx.db.kysely.selectFrom('contact_messages').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.sent_at).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
