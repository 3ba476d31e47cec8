/** Random bearer secrets (session tokens, human-check tickets): only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
