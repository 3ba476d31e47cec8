/** Argon2id password hashing (OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify, Algorithm } from '@node-rs/argon2';

const options = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
