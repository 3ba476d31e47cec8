/**
 * Verification codes are stored salted and hashed. Six digits can be brute-forced from a leaked
 * hash, so this only keeps codes out of plain sight; the real protection is the 10-minute expiry
 * and the 5-attempt limit.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../../src/domain/account/account-rules';

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function digest(salt: string, code: string) {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function hashVerificationCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

export function verificationCodeMatches(stored: string, code: string): boolean {
  const [salt = '', expected = ''] = stored.split('$');
  const actual = digest(salt, code.trim());
  return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
}
