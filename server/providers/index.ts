import type { Db } from '../db/client';
import type { Env } from '../env';
import { createHumanCheck, type HumanCheckEnv, type HumanCheckProvider } from './human-check';
import { createSandboxIdentity, type IdentityProvider } from './identity';
import { createSandboxMessenger, type Messenger } from './messenger';
import { createSandboxPayments, type SandboxPaymentProvider } from './payments';
import { createSandboxPayouts, type SandboxPayoutProvider } from './payouts';
import { createSandboxCarrier, type SandboxCarrierProvider } from './carrier';
import { createLocalStorage, createMemoryStorage, createS3Storage, type StorageProvider } from './storage';
import path from 'node:path';

/** External services (DESIGN.md 5b). Each is built only as env names it; a sandbox is never assumed here. */
export interface Providers {
  messenger: Messenger;
  identity: IdentityProvider;
  payments: SandboxPaymentProvider;
  humanCheck: HumanCheckProvider;
  carrier: SandboxCarrierProvider;
  /** Sellers' payout accounts (server/providers/payouts.ts). */
  payouts: SandboxPayoutProvider;
  /** Uploaded pictures (server/providers/storage.ts). */
  storage: StorageProvider;
}

type ProviderEnv = Pick<
  Env,
  | 'VERIFY_SANDBOX_DELAY_MS'
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_SANDBOX_SECRET'
  | 'MESSENGER_PROVIDER'
  | 'IDENTITY_PROVIDER'
  | 'CARRIER_PROVIDER'
  | 'CARRIER_SANDBOX_SECRET'
  | 'CARRIER_SANDBOX_STEP_MS'
  | 'PAYOUT_PROVIDER'
  | 'PAYOUT_SANDBOX_SECRET'
  | 'DATA_DIR'
  | 'STORAGE_PROVIDER'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
> &
  HumanCheckEnv;

export function createProviders(db: Db, env: ProviderEnv): Providers {
  return {
    messenger: createMessenger(db, env),
    identity: createIdentity(env),
    payments: createPayments(db, env),
    humanCheck: createHumanCheck(db, env),
    carrier: createCarrier(db, env),
    payouts: createPayouts(db, env),
    storage: createStorage(env),
  };
}

// main.ts refuses a production start without these (productionProblems); reaching one here
// means a caller built the app from an environment nobody checked.
function notConfigured(what: string): never {
  throw new Error(`${what} is not configured`);
}

function createMessenger(db: Db, env: ProviderEnv): Messenger {
  return env.MESSENGER_PROVIDER === 'sandbox' ? createSandboxMessenger(db) : notConfigured('MESSENGER_PROVIDER');
}

function createIdentity(env: ProviderEnv): IdentityProvider {
  return env.IDENTITY_PROVIDER === 'sandbox' ? createSandboxIdentity(env.VERIFY_SANDBOX_DELAY_MS) : notConfigured('IDENTITY_PROVIDER');
}

function createPayments(db: Db, env: ProviderEnv): SandboxPaymentProvider {
  if (env.PAYMENT_PROVIDER !== 'sandbox') return notConfigured('PAYMENT_PROVIDER');
  return env.PAYMENT_SANDBOX_SECRET ? createSandboxPayments(env.PAYMENT_SANDBOX_SECRET, db) : notConfigured('PAYMENT_SANDBOX_SECRET');
}

function createCarrier(db: Db, env: ProviderEnv): SandboxCarrierProvider {
  if (env.CARRIER_PROVIDER !== 'sandbox') return notConfigured('CARRIER_PROVIDER');
  return env.CARRIER_SANDBOX_SECRET
    ? createSandboxCarrier(env.CARRIER_SANDBOX_SECRET, env.CARRIER_SANDBOX_STEP_MS, db)
    : notConfigured('CARRIER_SANDBOX_SECRET');
}

function createPayouts(db: Db, env: ProviderEnv): SandboxPayoutProvider {
  if (env.PAYOUT_PROVIDER !== 'sandbox') return notConfigured('PAYOUT_PROVIDER');
  return env.PAYOUT_SANDBOX_SECRET ? createSandboxPayouts(env.PAYOUT_SANDBOX_SECRET, db) : notConfigured('PAYOUT_SANDBOX_SECRET');
}

function createStorage(env: ProviderEnv): StorageProvider {
  if (env.STORAGE_PROVIDER === 'memory') return createMemoryStorage();
  if (env.STORAGE_PROVIDER !== 's3') return createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return notConfigured('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  return createS3Storage({ endpoint, bucket, region: env.S3_REGION, accessKeyId, secretAccessKey });
}
