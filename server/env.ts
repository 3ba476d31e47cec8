/** The server's whole configuration, read once from the environment and validated. */
import { z } from 'zod';
import path from 'node:path';

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
  /** Load the demo data on first start (an empty database). */
  SEED_DEMO: boolean.default(true),
  /** Mark the session cookie Secure (set when serving over HTTPS). */
  COOKIE_SECURE: boolean.default(false),
  /** The separate seller site the Sell link hands off to. */
  SELLER_SITE_URL: z.string().url().default('http://localhost:8081/'),
  /** Where the built PWA is served from. */
  STATIC_DIR: z.string().default('./dist'),
  /** Requests per minute per address on sign-in and on code requests. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  CODE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Show the home page's activity entry (spec 1 "GetActivitySwitch"); off until an activity runs. */
  ACTIVITY_SHOW: boolean.default(false),
  /** The home page's video (spec 1 "Home"); `none` hides it. The demo ships a short generated intro. */
  HOME_VIDEO_URL: z.string().default('/media/holo-intro.webm'),
  HOME_VIDEO_POSTER_URL: z.string().default('/media/holo-intro-poster.jpg'),
  /** Where members reach the PWA; links in e-mails (saved-search alerts) start with it. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080/'),
  /** How often the background jobs (outbox consumers, e-mails, auction settlement) look for work, in ms. */
  JOB_POLL_MS: z.coerce.number().int().min(100).default(3000),
  /** How long the sandbox ID verification provider takes to decide an application, in ms. */
  VERIFY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  /** Signs the sandbox payment provider's callbacks (HMAC-SHA256); set your own outside a laptop. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('holo-sandbox-payments-secret'),
  /** `off`: this process does not run the push relay (run it alone with `npm run push-relay`, or on other nodes). */
  PUSH_RELAY: z.enum(['on', 'off']).default('on'),
  /** How often the push relay looks for events and due deliveries, in ms (a committed bid also wakes it at once). */
  PUSH_POLL_MS: z.coerce.number().int().min(10).default(250),
  /** The VAPID `sub` claim: a mailto: or https: contact the push services can reach the operator at. */
  PUSH_VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/).default('mailto:push@holo.test'),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const env = schema.parse(defined);
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR), STATIC_DIR: path.resolve(env.STATIC_DIR) };
}

/** The sandbox inbox and other developer aids are served everywhere but production. */
export const isProduction = (env: Env) => env.NODE_ENV === 'production';
