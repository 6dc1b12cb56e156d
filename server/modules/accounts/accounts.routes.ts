import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type * as z from 'zod/mini';
import {
  circuitReservationsResponseSchema,
  contactBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  profileEditBodySchema,
  profileResponseSchema,
  reservationsResponseSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
} from '../../../domain/contract/accounts.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locales.ts';
import type { UsersTable } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AccountsService } from './accounts.service.ts';

type Schema = z.ZodMiniType;
type Authed = { sessionId: number; user: Selectable<UsersTable> };

/**
 * At most `max` requests per `windowMs`, counted per client address, per account (e-mail or user),
 * or per account and address together.
 */
interface Limit {
  per: 'ip' | 'account' | 'account+ip';
  max: number;
  windowMs: number;
}

interface Context {
  body: never;
  auth: Authed | undefined;
  /** The configured public origin, the only one links in e-mails are built from. */
  mailOrigin: string;
}

export interface AccountOperation {
  method: 'get' | 'post' | 'put';
  path: string;
  summary: string;
  body?: Schema;
  response?: Schema;
  /** The success status (204 has no body). */
  status: 200 | 201 | 202 | 204;
  errors: number[];
  /** `required`: 401 without a valid bearer token; `optional`: a visitor or a user. */
  auth: 'none' | 'optional' | 'required';
  limits?: Limit[];
  handle: (service: AccountsService, context: Context) => Promise<unknown>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const empty = { reservation: [] };

/** Calls of spec §7 that need a session, and the account calls of our design (OpenAPI documents both). */
export const ACCOUNT_OPERATIONS: AccountOperation[] = [
  {
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
  },
  {
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
    handle: (s, { body }: { body: { email: string; password: string } }) => s.login(body.email, body.password),
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out: the bearer token is revoked on the server',
    status: 204,
    errors: [401],
    auth: 'required',
    handle: (s, { auth }) => s.logout(auth!.sessionId),
  },
  {
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
    handle: async (s, { body, mailOrigin }: { body: { email: string; locale?: Locale }; mailOrigin: string }) => {
      s.requestPasswordReset(body.email, body.locale, mailOrigin);
      return { message: 'If an account uses this e-mail, a link to choose a new password is on its way.' };
    },
  },
  {
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
  },
  {
    method: 'get',
    path: '/dashbord/user/profil',
    summary: 'The signed-in user’s profile under `user`',
    response: profileResponseSchema,
    status: 200,
    errors: [401],
    auth: 'required',
    handle: async (s, { auth }) => s.profile(auth!.user),
  },
  {
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
  },
  ...(
    [
      ['resarvationhotel', 'hotel'],
      ['resarvationResterant', 'restaurant'],
      ['resarvationevents', 'event'],
    ] as const
  ).map(
    ([path, kind]): AccountOperation => ({
      method: 'get',
      path: `/dashbord/user/${path}`,
      summary: `The user’s ${kind} reservations under \`reservation\`, latest first (empty until booking opens)`,
      response: reservationsResponseSchema,
      status: 200,
      errors: [401],
      auth: 'required',
      handle: async () => empty,
    }),
  ),
  {
    method: 'get',
    path: '/dashbord/user/resarvationcircuit',
    summary: 'The user’s circuit reservations under `Circuit`, latest first (empty until booking opens)',
    response: circuitReservationsResponseSchema,
    status: 200,
    errors: [401],
    auth: 'required',
    handle: async () => ({ Circuit: [] }),
  },
  {
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
    handle: async (s, { body, auth }: { body: z.infer<typeof contactBodySchema>; auth: Authed | undefined }) => {
      await s.contact(body, auth?.user, body.locale ?? DEFAULT_LOCALE);
      return { message: 'Your message has been sent.' };
    },
  },
];

/** The body's first problem of shape (missing, wrong type, too long) named by field. */
function parseBody<S extends Schema>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.code === 'too_big' ? 'too_long' : 'required';
  }
  throw new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', { fields });
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

export async function accountsRoutes(
  app: FastifyInstance,
  options: { service: AccountsService; limiter: RateLimiter; mailOrigin: string },
) {
  const { service, limiter } = options;
  for (const op of ACCOUNT_OPERATIONS) {
    app.route({
      method: op.method.toUpperCase() as 'GET' | 'POST' | 'PUT',
      url: op.path,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const body = op.body ? parseBody(op.body, request.body) : undefined;
        const auth =
          op.auth === 'required'
            ? await service.authenticate(bearer(request))
            : op.auth === 'optional' && bearer(request)
              ? await service.authenticate(bearer(request))
              : undefined;
        const account = auth
          ? `user:${auth.user.id}`
          : String((body as { email?: string } | undefined)?.email ?? '')
              .trim()
              .toLowerCase();
        for (const limit of op.limits ?? []) {
          if (limit.per !== 'ip' && !account) continue;
          const who = limit.per === 'ip' ? request.ip : limit.per === 'account' ? account : `${account}|${request.ip}`;
          const wait = limiter.hit(`${op.path}|${limit.per}|${who}`, limit.max, limit.windowMs);
          if (wait > 0)
            throw new HttpError(429, 'too_many_requests', 'Too many attempts; please wait and retry.', undefined, {
              'retry-after': String(wait),
            });
        }
        const result = await op.handle(service, { body: body as never, auth, mailOrigin: options.mailOrigin });
        if (op.status === 204) return reply.status(204).send();
        return reply.status(op.status).send(result);
      },
    });
  }
}
