/**
 * Who may read /metrics: with METRICS_TOKEN set, only a request carrying it as a bearer token
 * (compared in constant time); unset, anyone (outside production only: production refuses to start
 * without a token, env.ts productionProblems).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  if (!match) return false;
  // Equal-length digests: timingSafeEqual needs them, and the token's length stays hidden.
  return timingSafeEqual(digest(match[1]!), digest(token));
}
