import type { Db } from '../db/client';
import type { Env } from '../env';
import { createSandboxIdentity, type IdentityProvider } from './identity';
import { createSandboxMessenger, type Messenger } from './messenger';
import { createSandboxPayments, type SandboxPaymentProvider } from './payments';

/** External services. Each has a sandbox implementation that is the embedded default. */
export interface Providers {
  messenger: Messenger;
  identity: IdentityProvider;
  payments: SandboxPaymentProvider;
}

export function createProviders(db: Db, env: Pick<Env, 'VERIFY_SANDBOX_DELAY_MS' | 'PAYMENT_SANDBOX_SECRET'>): Providers {
  return {
    messenger: createSandboxMessenger(db),
    identity: createSandboxIdentity(env.VERIFY_SANDBOX_DELAY_MS),
    payments: createSandboxPayments(env.PAYMENT_SANDBOX_SECRET),
  };
}
