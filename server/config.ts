import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** An IP address, or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as Fastify's `trustProxy` takes them. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const PAYMENT_PROVIDERS = ['sandbox', 'konnect', 'flouci', 'paymee', 'clictopay'] as const;

/** What each gateway needs besides PAYMENT_PROVIDER (README, « Payment gateways »). */
const GATEWAY_SETTINGS = {
  sandbox: [],
  konnect: ['KONNECT_API_URL', 'KONNECT_API_KEY', 'KONNECT_WALLET_ID'],
  flouci: ['FLOUCI_API_URL', 'FLOUCI_PUBLIC_KEY', 'FLOUCI_PRIVATE_KEY'],
  paymee: ['PAYMEE_API_URL', 'PAYMEE_API_KEY'],
  clictopay: ['CLICTOPAY_API_URL', 'CLICTOPAY_USERNAME', 'CLICTOPAY_PASSWORD'],
} as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A gateway's API: HTTPS, since keys travel with every call; plain HTTP only on this machine (test doubles). */
const gatewayUrl = z
  .url({ protocol: /^https?$/ })
  .refine((url) => {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || LOOPBACK.has(hostname);
  }, 'must be an https:// URL (http:// only on localhost)')
  .transform((url) => url.replace(/\/+$/, ''));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DIST_DIR: z.string().min(1).default('dist'),
    SSR_DIR: z.string().min(1).default('dist-ssr'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Rihla <no-reply@rihla.localhost>'),
    OPERATOR_EMAIL: z.email().default('contact@rihla.localhost'),
    TRUST_PROXY: z
      .string()
      .refine(
        (list) => list.split(',').every((entry) => isProxyAddress(entry.trim())),
        'must be comma-separated IP addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
      )
      .optional(),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    KONNECT_API_URL: gatewayUrl.optional(),
    KONNECT_API_KEY: z
      .string()
      .regex(/^[^:\s]+:[^:\s]+$/, 'must be <walletId>:<secret>')
      .optional(),
    KONNECT_WALLET_ID: z.string().regex(/^\w+$/, 'must be the receiving wallet’s id').optional(),
    FLOUCI_API_URL: gatewayUrl.optional(),
    FLOUCI_PUBLIC_KEY: z.string().regex(/^\S+$/).optional(),
    FLOUCI_PRIVATE_KEY: z.string().regex(/^\S+$/).optional(),
    PAYMEE_API_URL: gatewayUrl.optional(),
    PAYMEE_API_KEY: z.string().regex(/^\S+$/).optional(),
    CLICTOPAY_API_URL: gatewayUrl.optional(),
    CLICTOPAY_USERNAME: z.string().min(1).optional(),
    CLICTOPAY_PASSWORD: z.string().min(1).optional(),
    PROVIDER_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'sandbox') return;
    const required = (name: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message: `required with PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}` });
    for (const name of GATEWAY_SETTINGS[env.PAYMENT_PROVIDER]) if (env[name] === undefined) required(name);
    // The gateway calls back and sends the traveller back to this origin: a guessed one would lose payments.
    if (env.PUBLIC_URL === undefined) required('PUBLIC_URL');
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The origin every link in an e-mail is built from (`PUBLIC_URL`), never a request header. Unset,
   * a local default from HOST and PORT, and `publicUrlDefaulted` says so (a warning at start-up).
   */
  publicUrl: string;
  publicUrlDefaulted: boolean;
  /** The proxies whose X-Forwarded-* headers are believed; empty: none are. */
  trustProxy: string[];
  distDir: string;
  ssrDir: string;
  seedDemo: boolean;
  logLevel: string;
  /** A request whose headers and body have not all arrived by then is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Unset: e-mails are written to `DATA_DIR/outbox` as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact messages go, and what needs the operator (unsettled orders, refunds by hand). */
  operatorEmail: string;
  /** The payment gateway and what reaching it takes (`sandbox`: the test gateway Rihla hosts itself). */
  payment: PaymentSettings;
  /** Signs providers' answer links; unset, a secret kept in `DATA_DIR/secrets`. */
  providerLinkSecret: string | undefined;
}

export type PaymentSettings = { timeoutMs: number } & (
  | { provider: 'sandbox' }
  | { provider: 'konnect'; apiUrl: string; apiKey: string; walletId: string }
  | { provider: 'flouci'; apiUrl: string; publicKey: string; privateKey: string }
  | { provider: 'paymee'; apiUrl: string; apiKey: string }
  | { provider: 'clictopay'; apiUrl: string; userName: string; password: string }
);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws one ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]), cleaned[String(i.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? localOrigin(e.HOST, e.PORT),
    publicUrlDefaulted: e.PUBLIC_URL === undefined,
    trustProxy: e.TRUST_PROXY?.split(',').map((entry) => entry.trim()) ?? [],
    distDir: path.resolve(e.DIST_DIR),
    ssrDir: path.resolve(e.SSR_DIR),
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_S * 1000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    payment: paymentSettings(e),
    providerLinkSecret: e.PROVIDER_LINK_SECRET,
  };
}

/** A value for an error message: keys and passwords are never written to logs. */
function shown(name: string, value: string | undefined) {
  if (value !== undefined && /KEY|PASSWORD|SECRET/.test(name)) return `a value of ${value.length} characters`;
  return JSON.stringify(value);
}

function paymentSettings(e: z.infer<typeof envSchema>): PaymentSettings {
  const timeoutMs = e.PAYMENT_TIMEOUT_MS;
  // Present: the schema requires them with this provider.
  const set = (value: string | undefined) => value as string;
  switch (e.PAYMENT_PROVIDER) {
    case 'sandbox':
      return { provider: 'sandbox', timeoutMs };
    case 'konnect':
      return {
        provider: 'konnect',
        timeoutMs,
        apiUrl: set(e.KONNECT_API_URL),
        apiKey: set(e.KONNECT_API_KEY),
        walletId: set(e.KONNECT_WALLET_ID),
      };
    case 'flouci':
      return {
        provider: 'flouci',
        timeoutMs,
        apiUrl: set(e.FLOUCI_API_URL),
        publicKey: set(e.FLOUCI_PUBLIC_KEY),
        privateKey: set(e.FLOUCI_PRIVATE_KEY),
      };
    case 'paymee':
      return { provider: 'paymee', timeoutMs, apiUrl: set(e.PAYMEE_API_URL), apiKey: set(e.PAYMEE_API_KEY) };
    case 'clictopay':
      return {
        provider: 'clictopay',
        timeoutMs,
        apiUrl: set(e.CLICTOPAY_API_URL),
        userName: set(e.CLICTOPAY_USERNAME),
        password: set(e.CLICTOPAY_PASSWORD),
      };
  }
}

/** Where a server listening on HOST:PORT is reached from the machine itself. */
function localOrigin(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const name = wildcard ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
