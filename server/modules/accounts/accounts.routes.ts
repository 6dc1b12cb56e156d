import {
  contactBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  profileEditBodySchema,
  profileResponseSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from '../../../domain/contract/accounts.ts';
import { DEFAULT_LOCALE } from '../../../domain/locales.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { AccountsService } from './accounts.service.ts';

const op = operationsOf<AccountsService>();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Calls of spec §7 that need a session, and the account calls of our design (OpenAPI documents both). */
export const ACCOUNT_OPERATIONS: Operation<AccountsService>[] = [
  op({
    method: 'post',
    path: '/auth/register',
    summary: 'Sign up (spec §3 fields, §5 rules); answers a session. 409 `user_exists` when the e-mail is taken',
    body: signUpBodySchema,
    response: sessionResponseSchema,
    status: 201,
    errors: [400, 409, 429],
    auth: 'none',
    limits: [{ per: 'ip', max: 10, windowMs: HOUR }],
    handle: (s, { body }) => s.register(body),
  }),
  op({
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password; answers a bearer token valid 30 days',
    body: signInBodySchema,
    response: sessionResponseSchema,
    status: 200,
    errors: [400, 401, 429],
    auth: 'none',
    // Guesses are counted per account and address, so that a stranger's wrong passwords never
    // keep the owner out from elsewhere; the per-account ceiling only bounds a guessing spread
    // over many addresses.
    limits: [
      { per: 'ip', max: 20, windowMs: 15 * MINUTE },
      { per: 'account+ip', max: 8, windowMs: 15 * MINUTE },
      { per: 'account', max: 100, windowMs: 15 * MINUTE },
    ],
    handle: (s, { body }) => s.login(body.email, body.password),
  }),
  op({
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out: the bearer token is revoked on the server',
    status: 204,
    errors: [401],
    auth: 'required',
    handle: (s, { auth }) => s.logout(auth!.sessionId),
  }),
  op({
    method: 'post',
    path: '/auth/forgot-password',
    summary:
      'E-mails a single-use reset link (1 hour) to `reset-password/{token}/{email}` on the configured public URL; the same answer, at once, whether or not the e-mail has an account',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
    status: 202,
    errors: [400, 429],
    auth: 'none',
    // As for sign-in: a stranger's requests do not use up the owner's; the ceiling bounds the mail.
    limits: [
      { per: 'ip', max: 10, windowMs: HOUR },
      { per: 'account+ip', max: 3, windowMs: HOUR },
      { per: 'account', max: 10, windowMs: HOUR },
    ],
    handle: async (s, { body }) => {
      s.requestPasswordReset(body.email, body.locale);
      return { message: 'If an account uses this e-mail, a link to choose a new password is on its way.' };
    },
  }),
  op({
    method: 'post',
    path: '/auth/reset-password',
    summary:
      'A new password from a reset link; spends it and the user’s other reset links, and signs out every session',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    status: 200,
    errors: [400, 429],
    auth: 'none',
    limits: [{ per: 'ip', max: 20, windowMs: HOUR }],
    handle: async (s, { body }) => {
      await s.resetPassword(body);
      return { message: 'Your password has been changed.' };
    },
  }),
  op({
    method: 'get',
    path: '/dashbord/user/profil',
    summary: 'The signed-in user’s profile under `user`',
    response: profileResponseSchema,
    status: 200,
    errors: [401],
    auth: 'required',
    handle: async (s, { auth }) => s.profile(auth!.user),
  }),
  op({
    method: 'put',
    path: '/dashbord/user/profil',
    summary:
      'Edits the profile (same rules as sign-up); a new e-mail or `newPassword` needs `currentPassword` (400 `wrong_password` on the field). A new password signs out the other sessions',
    body: profileEditBodySchema,
    response: profileResponseSchema,
    status: 200,
    errors: [400, 401, 409, 429],
    auth: 'required',
    // Bounds guessing the current password with a stolen session.
    limits: [{ per: 'account', max: 20, windowMs: HOUR }],
    handle: (s, { auth, body }) => s.updateProfile(auth!, body),
  }),
  // Every kind's reservations are the reservations module's (server/modules/reservations).
  op({
    method: 'post',
    path: '/contact',
    summary:
      'A message to the operator (subject, message; name and e-mail for visitors): stored, then e-mailed. 502 `mail_failed` when the e-mail cannot leave',
    body: contactBodySchema,
    response: messageResponseSchema,
    status: 201,
    errors: [400, 429, 502],
    auth: 'optional',
    limits: [
      { per: 'ip', max: 10, windowMs: HOUR },
      { per: 'account', max: 10, windowMs: HOUR },
    ],
    handle: async (s, { body, auth }) => {
      await s.contact(body, auth?.user, body.locale ?? DEFAULT_LOCALE);
      return { message: 'Your message has been sent.' };
    },
  }),
];
