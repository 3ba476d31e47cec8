/** Argon2id password hashing (OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot import: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
