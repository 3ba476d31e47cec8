/**
 * Security headers on every reply (@fastify/helmet): a Content-Security-Policy whose only inline
 * scripts are Holo's own, by hash (inline-script-hashes.ts); no framing (the bid and Buy It Now
 * buttons cannot be clickjacked); nosniff; strict-origin-when-cross-origin referrers; and HSTS when
 * Holo is served over HTTPS (the request says so, or PUBLIC_URL is https).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { inlineScriptHashes } from './inline-script-hashes';

const HSTS = 'max-age=31536000';

/** What the human check's widget loads, per its provider's CSP guide (Turnstile, hCaptcha). */
const humanCheckSources: Record<string, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

type HeaderEnv = Pick<Env, 'STATIC_DIR' | 'PUBLIC_URL' | 'MEDIA_HOSTS' | 'HUMAN_CHECK_PROVIDER' | 'HOME_VIDEO_URL' | 'HOME_VIDEO_POSTER_URL'>;

export async function registerSecurityHeaders(app: FastifyInstance, env: HeaderEnv) {
  const https = new URL(env.PUBLIC_URL).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env, https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The seller site (another origin of the same site) shows Holo's /media pictures.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent below only over HTTPS: over plain http it would be ignored, or wrong on a laptop.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (https || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // A script, stylesheet, font or raster picture is never a document: what only a document reads
  // stays off it (the CSP alone is ~0.6 KB, on each of the ~25 scripts of a phone's first view).
  // nosniff, CORP and HSTS stay on every reply; SVG keeps the CSP (opened, it is a document).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE.test(String(reply.getHeader('content-type') ?? ''))) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    return payload;
  });
}

const SUBRESOURCE = /^(text\/css|text\/javascript|application\/javascript|font\/|image\/(?!svg))/;
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
];

export function cspDirectives(env: HeaderEnv, https: boolean): Record<string, string[]> {
  const mediaHosts = env.MEDIA_HOSTS.map((host) => `https://${host}`);
  const videoOrigins = [env.HOME_VIDEO_URL, env.HOME_VIDEO_POSTER_URL].flatMap((url) => (/^https:\/\//.test(url) ? [new URL(url).origin] : []));
  const humanCheck = humanCheckSources[env.HUMAN_CHECK_PROVIDER ?? ''] ?? [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(env.STATIC_DIR), ...humanCheck],
    'script-src-attr': ["'none'"],
    // Inline styles stay allowed: the server-drawn first view and React's style props use them.
    'style-src': ["'self'", "'unsafe-inline'", ...humanCheck],
    'img-src': ["'self'", 'data:', 'blob:', ...mediaHosts, ...videoOrigins],
    'media-src': ["'self'", ...videoOrigins],
    // The service worker fetches pictures from the media hosts for its image cache.
    'connect-src': ["'self'", ...mediaHosts, ...humanCheck],
    'frame-src': humanCheck.length ? humanCheck : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
