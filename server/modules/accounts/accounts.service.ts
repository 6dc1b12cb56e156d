import type { Kysely, Selectable } from 'kysely';
import {
  type AccountProblem,
  credentialChangeProblems,
  normalizeEmail,
  passwordProblem,
  profileProblems,
  signUpProblems,
} from '../../../domain/accounts.ts';
import { contactProblems } from '../../../domain/contact.ts';
import type { ProfileEditBody, SignUpBody } from '../../../domain/contract/accounts.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locales.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { profileColumns, toUser } from './accounts.mappers.ts';
import { AccountsRepository } from './accounts.repository.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from './credentials.ts';
import { contactMail, resetMail } from './mail-texts.ts';

export const SESSION_DAYS = 30;
export const RESET_TOKEN_MS = 3_600_000;

const fieldsError = (problems: Partial<Record<string, AccountProblem | string>>) =>
  new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', { fields: problems });

const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in to continue.');

/**
 * Sign-up, sign-in and sessions, password reset by e-mail, profile, contact. Tokens are random
 * and stored hashed; sessions expire and are revoked on sign-out and on a password reset.
 */
export class AccountsService {
  /** Reset e-mails being sent after their answer left. */
  readonly #pending = new Set<Promise<void>>();

  private readonly accounts: AccountsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly options: {
      operatorEmail: string;
      /** The configured public origin, the only one links in e-mails are built from. */
      mailOrigin: string;
      /** Where failures the traveller must not see go (the server log). */
      logError: (error: unknown, message: string) => void;
    },
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.accounts = new AccountsRepository(db);
  }

  private today() {
    return tunisiaDateTime(this.clock()).slice(0, 10);
  }

  private async openSession(user: Selectable<UsersTable>) {
    const { token, hash } = newToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString();
    await this.accounts.insertSession({
      token_hash: hash,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    return { token, expiresAt, user: toUser(user) };
  }

  async register(body: SignUpBody) {
    const problems = signUpProblems(body, this.today());
    if (Object.keys(problems).length > 0) throw fieldsError(problems);
    const email = normalizeEmail(body.email);
    const taken = await this.accounts.emailTaken(email);
    if (taken) throw new HttpError(409, 'user_exists', 'An account already exists with this e-mail.');
    const now = this.clock().toISOString();
    const passwordHash = await hashPassword(body.password);
    let user: Selectable<UsersTable>;
    try {
      user = await this.accounts.insertUser({
        ...profileColumns(body),
        password_hash: passwordHash,
        locale: body.locale ?? DEFAULT_LOCALE,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two sign-ups with one e-mail at once: the unique index refuses the second.
      const again = await this.accounts.emailTaken(email);
      if (again) throw new HttpError(409, 'user_exists', 'An account already exists with this e-mail.');
      throw error;
    }
    return this.openSession(user);
  }

  async login(email: string, password: string) {
    const user = await this.accounts.userByEmail(normalizeEmail(email));
    if (!(await verifyPassword(user?.password_hash, password)) || !user)
      throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail or password.');
    return this.openSession(user);
  }

  /** The user behind a bearer token that is known, unrevoked and unexpired; else 401. */
  async authenticate(token: string | undefined) {
    if (!token || token.length > 100) throw unauthorized();
    const row = await this.accounts.sessionByTokenHash(hashToken(token));
    if (!row || row.revoked_at !== null || row.expires_at <= this.clock().toISOString()) throw unauthorized();
    const { session_id, expires_at: _e, revoked_at: _r, ...user } = row;
    return { sessionId: session_id, user: user as Selectable<UsersTable> };
  }

  async logout(sessionId: number) {
    await this.accounts.revokeSession(sessionId, this.clock().toISOString());
  }

  profile(user: Selectable<UsersTable>) {
    return { user: toUser(user) };
  }

  /**
   * Edits the profile. A new e-mail or password needs the current password; a new password signs
   * out every other session and spends the reset links still waiting.
   */
  async updateProfile(auth: { sessionId: number; user: Selectable<UsersTable> }, body: ProfileEditBody) {
    const { user } = auth;
    const newPassword = body.newPassword ?? '';
    const problems = {
      ...profileProblems(body, this.today()),
      ...credentialChangeProblems({
        email: body.email,
        currentEmail: user.email,
        newPassword,
        currentPassword: body.currentPassword ?? '',
      }),
    };
    if (Object.keys(problems).length > 0) throw fieldsError(problems);
    const email = normalizeEmail(body.email);
    if (
      (email !== user.email || newPassword) &&
      !(await verifyPassword(user.password_hash, body.currentPassword ?? ''))
    )
      throw fieldsError({ currentPassword: 'wrong_password' });
    if (email !== user.email) {
      const taken = await this.accounts.emailTaken(email);
      if (taken) throw new HttpError(409, 'user_exists', 'An account already exists with this e-mail.');
    }
    const now = this.clock().toISOString();
    const passwordHash = newPassword ? await hashPassword(newPassword) : user.password_hash;
    const row = await this.accounts.updateProfile(
      { id: user.id, sessionId: auth.sessionId },
      { ...profileColumns(body), password_hash: passwordHash, locale: body.locale ?? user.locale, updated_at: now },
      { newPassword: newPassword !== '', now },
    );
    return { user: toUser(row) };
  }

  /**
   * Answers at once and sends, afterwards, a single-use link valid for an hour when the e-mail has
   * an account. Every address takes this same path and none waits on the database or the mail
   * server, so neither the answer nor its timing tells whether an address is registered.
   */
  requestPasswordReset(email: string, locale: Locale | undefined): void {
    const work = this.sendResetLink(email, locale, this.options.mailOrigin)
      .catch((error: unknown) => this.options.logError(error, 'password-reset e-mail not sent'))
      .finally(() => this.#pending.delete(work));
    this.#pending.add(work);
  }

  /** Resolves once the e-mails still being sent are gone (before the database closes). */
  async idle() {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  private async sendResetLink(email: string, locale: Locale | undefined, origin: string) {
    const user = await this.accounts.userByEmail(normalizeEmail(email));
    if (!user) return;
    const { token, hash } = newToken();
    const now = this.clock();
    await this.accounts.insertPasswordReset({
      token_hash: hash,
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TOKEN_MS).toISOString(),
    });
    const language = locale ?? (user.locale as Locale);
    const prefix = language === DEFAULT_LOCALE ? '' : `/${language}`;
    const link = `${origin}${prefix}/reset-password/${token}/${encodeURIComponent(user.email)}`;
    await this.mailer.send({ to: user.email, ...resetMail(language, user.first_name, link) });
  }

  /** A new password from a reset link: the token is spent, and every open session is revoked. */
  async resetPassword(body: { token: string; email: string; password: string; confirmPassword: string }) {
    const problem = passwordProblem(body.password);
    const problems: Record<string, AccountProblem> = {};
    if (problem) problems.password = problem;
    if (body.confirmPassword !== body.password) problems.confirmPassword = 'password_mismatch';
    if (Object.keys(problems).length > 0) throw fieldsError(problems);
    const now = this.clock().toISOString();
    const reset = await this.accounts.resetByTokenHash(hashToken(body.token), normalizeEmail(body.email));
    const invalid = () => new HttpError(400, 'invalid_reset_token', 'This link is invalid, used or expired.');
    if (!reset || reset.used_at !== null || reset.expires_at <= now) throw invalid();
    const passwordHash = await hashPassword(body.password);
    if (!(await this.accounts.resetPassword(reset, passwordHash, now))) throw invalid();
  }

  /**
   * Stores a contact message, then e-mails it to the operator. The message is kept even if the
   * e-mail fails (the answer then says to retry later, and the client keeps its draft).
   */
  async contact(
    body: { subject: string; message: string; name?: string | undefined; email?: string | undefined },
    user: Selectable<UsersTable> | undefined,
    locale: Locale,
  ) {
    const problems = contactProblems(body, user === undefined);
    if (Object.keys(problems).length > 0) throw fieldsError(problems);
    const message = {
      name: user ? `${user.first_name} ${user.last_name}` : (body.name ?? '').trim(),
      email: user ? user.email : normalizeEmail(body.email ?? ''),
      subject: body.subject.trim(),
      message: body.message.trim(),
      locale,
    };
    const id = await this.accounts.insertContactMessage({
      ...message,
      user_id: user?.id ?? null,
      created_at: this.clock().toISOString(),
    });
    try {
      await this.mailer.send({ to: this.options.operatorEmail, replyTo: message.email, ...contactMail(message) });
    } catch {
      throw new HttpError(502, 'mail_failed', 'Error transferring the message, retry later.');
    }
    await this.accounts.markContactSent(id, this.clock().toISOString());
  }
}
