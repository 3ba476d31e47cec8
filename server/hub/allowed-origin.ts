/**
 * Which pages may open the live-bid socket: Holo's own origin (PUBLIC_URL), the operator's
 * ALLOWED_ORIGINS, and outside production any loopback origin (the Vite dev server, tests).
 * No Origin at all is let through: browsers always send one on a WebSocket, so its absence means
 * a non-browser client (the SignalR Node client of the tests and benches), which no cookie of a
 * visitor's browser rides along with.
 */
import type { Env } from '../env';

const LOOPBACK = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

export function allowedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_ORIGINS' | 'NODE_ENV'>): (origin: string | undefined) => boolean {
  const listed = new Set([new URL(env.PUBLIC_URL).origin, ...parseOrigins(env.ALLOWED_ORIGINS)]);
  const loopback = env.NODE_ENV !== 'production';
  return (origin) => origin === undefined || listed.has(origin.toLowerCase()) || (loopback && LOOPBACK.test(origin));
}

function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}
