/** The server's whole configuration, read once from the environment and validated. */
import { z } from 'zod';
import path from 'node:path';
import { parseMediaHosts } from '../src/domain/media/image-url';

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where the embedded database (PGlite) and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded database to PostgreSQL through node-postgres. */
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo data on first start (an empty database). Never in production (see productionProblems). */
  SEED_DEMO: boolean.optional(),
  /** Mark the session cookie Secure: on by default in production, off elsewhere (plain http on a laptop). */
  COOKIE_SECURE: boolean.optional(),
  /**
   * Which proxies' X-Forwarded-For to believe: unset trusts none (the socket's address is the
   * client's); a number is a hop count; otherwise a comma-separated list of addresses or CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  /** Other origins (comma-separated, e.g. https://seller.example.com) allowed to open the live-bid socket. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** https hosts (comma-separated) that listing images may come from, besides Holo's own /media paths. */
  MEDIA_HOSTS: z.string().optional().transform(parseMediaHosts),
  /**
   * The seller site the Sell links and seller notices hand off to. Unset: this server's own
   * /seller/ (the seller entry of the build), under PUBLIC_URL when that is set.
   */
  SELLER_SITE_URL: z.string().url().optional(),
  /** Where the built PWA is served from. */
  STATIC_DIR: z.string().default('./dist'),
  /** Requests per minute per address on sign-in and on code requests. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  CODE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Show the home page's activity entry (spec 1 "GetActivitySwitch"); off until an activity runs. */
  /** The home page's video (spec 1 "Home"); `none` hides it. The demo ships a short generated intro. */
  HOME_VIDEO_URL: z.string().default('/media/holo-intro.webm'),
  HOME_VIDEO_POSTER_URL: z.string().default('/media/holo-intro-poster.jpg'),
  /**
   * Where members reach the PWA; links in e-mails start with it, and the sandbox carrier and payment
   * provider post their callbacks to it. Unset: this server's own port on localhost.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** How often the background jobs (outbox consumers, e-mails, auction settlement) look for work, in ms. */
  JOB_POLL_MS: z.coerce.number().int().min(100).default(3000),
  /** How long the sandbox ID verification provider takes to decide an application, in ms. */
  VERIFY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * External services (DESIGN.md 5b). Outside production each defaults to its sandbox; production
   * runs a sandbox only when the operator names it here, and refuses to start otherwise.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox']).optional(),
  MESSENGER_PROVIDER: z.enum(['sandbox']).optional(),
  IDENTITY_PROVIDER: z.enum(['sandbox']).optional(),
  HUMAN_CHECK_PROVIDER: z.enum(['sandbox', 'turnstile', 'hcaptcha']).optional(),
  /** The real human check's keys (Turnstile or hCaptcha): the secret verifies tokens on the server. */
  HUMAN_CHECK_SITE_KEY: z.string().optional(),
  HUMAN_CHECK_SECRET: z.string().optional(),
  /** The human check's verification endpoint; defaults to the provider's own (tests point it at a local stand-in). */
  HUMAN_CHECK_VERIFY_URL: z.string().url().optional(),
  /** Signs the sandbox payment provider's callbacks (HMAC-SHA256); a development value outside production only. */
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  /** The carrier tracking service (DESIGN.md 5b): `sandbox` outside production by default; production names it. */
  CARRIER_PROVIDER: z.enum(['sandbox']).optional(),
  /** Signs the sandbox carrier's tracking callbacks (HMAC-SHA256); a development value outside production only. */
  CARRIER_SANDBOX_SECRET: z.string().min(32).optional(),
  /** Time between two events of a sandbox parcel (accepted, in transit, out for delivery, delivered), in ms. */
  CARRIER_SANDBOX_STEP_MS: z.coerce.number().int().min(1).default(60_000),
  /** The payout provider sellers onboard with (spec 3 "Become a seller"): `sandbox` outside production by default; production names it. */
  PAYOUT_PROVIDER: z.enum(['sandbox']).optional(),
  /** Signs the sandbox payout provider's onboarding links and results (HMAC-SHA256); a development value outside production only. */
  PAYOUT_SANDBOX_SECRET: z.string().min(32).optional(),
  /**
   * Where uploaded pictures are kept: `local` (files under DATA_DIR/uploads, the default, also in
   * production on one machine), `s3` (an S3-compatible bucket, the S3_* variables), or `memory`
   * (tests only: the default when NODE_ENV=test; production refuses it).
   */
  STORAGE_PROVIDER: z.enum(['local', 's3', 'memory']).optional(),
  /** The S3-compatible endpoint (https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, …); path-style requests. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Pictures a member may upload per hour (PUT /api/uploads/…, counted per member). */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Signs the upload links of POST /api/uploads/tickets (HMAC-SHA256); a development value outside production only. */
  UPLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  /** `off`: this process does not run the push relay (run it alone with `npm run push-relay`, or on other nodes). */
  PUSH_RELAY: z.enum(['on', 'off']).default('on'),
  /** How often the push relay looks for events and due deliveries, in ms (a committed bid also wakes it at once). */
  PUSH_POLL_MS: z.coerce.number().int().min(10).default(250),
  /** The VAPID `sub` claim: a mailto: or https: contact the push services can reach the operator at. */
  PUSH_VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/).default('mailto:push@holo.test'),
  /**
   * The bearer token GET /metrics (Prometheus) asks for. Unset outside production: /metrics is open
   * (a laptop, the tests). Production refuses to start without one of 32 or more characters.
   */
  METRICS_TOKEN: z.string().optional(),
  /** `npm run push-relay` only: serve the relay's own /metrics on this port (loopback unless HOST says otherwise). Unset: none. */
  PUSH_RELAY_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

export type Env = ReturnType<typeof readEnv>;

/** Known only to this repository: production never runs on it (productionProblems). */
export const DEVELOPMENT_PAYMENT_SECRET = 'holo-sandbox-payments-secret-for-development-only';
export const DEVELOPMENT_CARRIER_SECRET = 'holo-sandbox-carrier-secret-for-development-only';
export const DEVELOPMENT_UPLOAD_SECRET = 'holo-upload-signing-secret-for-development-only';
export const DEVELOPMENT_PAYOUT_SECRET = 'holo-sandbox-payouts-secret-for-development-only';

export function readEnv(source: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const env = schema.parse(defined);
  const production = env.NODE_ENV === 'production';
  // Outside production every service is its sandbox and the demo loads; in production nothing
  // is assumed: productionProblems names what the operator must still set.
  const sandbox = production ? undefined : ('sandbox' as const);
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}/`,
    SELLER_SITE_URL: env.SELLER_SITE_URL ?? new URL('seller/', env.PUBLIC_URL ?? `http://localhost:${env.PORT}/`).toString(),
    STATIC_DIR: path.resolve(env.STATIC_DIR),
    SEED_DEMO: env.SEED_DEMO ?? !production,
    COOKIE_SECURE: env.COOKIE_SECURE ?? production,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? sandbox,
    MESSENGER_PROVIDER: env.MESSENGER_PROVIDER ?? sandbox,
    IDENTITY_PROVIDER: env.IDENTITY_PROVIDER ?? sandbox,
    HUMAN_CHECK_PROVIDER: env.HUMAN_CHECK_PROVIDER ?? sandbox,
    PAYMENT_SANDBOX_SECRET: env.PAYMENT_SANDBOX_SECRET ?? (production ? undefined : DEVELOPMENT_PAYMENT_SECRET),
    CARRIER_PROVIDER: env.CARRIER_PROVIDER ?? sandbox,
    CARRIER_SANDBOX_SECRET: env.CARRIER_SANDBOX_SECRET ?? (production ? undefined : DEVELOPMENT_CARRIER_SECRET),
    PAYOUT_PROVIDER: env.PAYOUT_PROVIDER ?? sandbox,
    PAYOUT_SANDBOX_SECRET: env.PAYOUT_SANDBOX_SECRET ?? (production ? undefined : DEVELOPMENT_PAYOUT_SECRET),
    STORAGE_PROVIDER: env.STORAGE_PROVIDER ?? (env.NODE_ENV === 'test' ? 'memory' : 'local'),
    UPLOAD_SIGNING_SECRET: env.UPLOAD_SIGNING_SECRET ?? (production ? undefined : DEVELOPMENT_UPLOAD_SECRET),
  };
}

/** The sandbox inbox and other developer aids are served everywhere but production. */
export const isProduction = (env: Env) => env.NODE_ENV === 'production';

/**
 * Why a production start must refuse (empty when it may start): every external service named by
 * the operator, no secret known from this repository, no demo members with the published password.
 */
export function productionProblems(env: Env): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  const services = ['PAYMENT_PROVIDER', 'MESSENGER_PROVIDER', 'IDENTITY_PROVIDER', 'HUMAN_CHECK_PROVIDER', 'CARRIER_PROVIDER', 'PAYOUT_PROVIDER'] as const;
  for (const name of services) {
    if (!env[name]) problems.push(`${name} is not set: production runs no sandbox service unless you name it (e.g. ${name}=sandbox)`);
  }
  if (env.PAYMENT_PROVIDER === 'sandbox' && (!env.PAYMENT_SANDBOX_SECRET || env.PAYMENT_SANDBOX_SECRET === DEVELOPMENT_PAYMENT_SECRET)) {
    problems.push(
      'PAYMENT_SANDBOX_SECRET is not set or is the development value: anyone could sign payment callbacks (set 32 or more random characters)',
    );
  }
  if (env.CARRIER_PROVIDER === 'sandbox' && (!env.CARRIER_SANDBOX_SECRET || env.CARRIER_SANDBOX_SECRET === DEVELOPMENT_CARRIER_SECRET)) {
    problems.push(
      'CARRIER_SANDBOX_SECRET is not set or is the development value: anyone could sign tracking callbacks (set 32 or more random characters)',
    );
  }
  if (env.PAYOUT_PROVIDER === 'sandbox' && (!env.PAYOUT_SANDBOX_SECRET || env.PAYOUT_SANDBOX_SECRET === DEVELOPMENT_PAYOUT_SECRET)) {
    problems.push(
      'PAYOUT_SANDBOX_SECRET is not set or is the development value: anyone could sign seller onboarding results (set 32 or more random characters)',
    );
  }
  if (!env.UPLOAD_SIGNING_SECRET || env.UPLOAD_SIGNING_SECRET === DEVELOPMENT_UPLOAD_SECRET) {
    problems.push('UPLOAD_SIGNING_SECRET is not set or is the development value: anyone could sign upload links (set 32 or more random characters)');
  }
  if (!env.METRICS_TOKEN || env.METRICS_TOKEN.length < 32) {
    problems.push('METRICS_TOKEN is not set or shorter than 32 characters: /metrics would be open to anyone (set 32 or more random characters; Prometheus sends it as a bearer token)');
  }
  if (env.STORAGE_PROVIDER === 'memory') problems.push('STORAGE_PROVIDER=memory keeps uploaded pictures only until a restart (use local or s3)');
  if (env.STORAGE_PROVIDER === 's3' && (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    problems.push('STORAGE_PROVIDER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const realHumanCheck = env.HUMAN_CHECK_PROVIDER === 'turnstile' || env.HUMAN_CHECK_PROVIDER === 'hcaptcha';
  if (realHumanCheck && (!env.HUMAN_CHECK_SECRET || !env.HUMAN_CHECK_SITE_KEY)) {
    problems.push(`HUMAN_CHECK_PROVIDER=${env.HUMAN_CHECK_PROVIDER} needs HUMAN_CHECK_SITE_KEY and HUMAN_CHECK_SECRET`);
  }
  if (env.SEED_DEMO) problems.push('SEED_DEMO=true: production never loads the demo members (their password is published)');
  return problems;
}
