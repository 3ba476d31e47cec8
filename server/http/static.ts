/**
 * Serves the built PWA from STATIC_DIR. Unknown /api paths answer a JSON 404; any other unknown
 * path gets index.html so the client router can render the page (or its 404 page); a landing
 * page's copy also names what its first view will load (first-view-hints.ts), and an item page's
 * draws the gallery and title before the scripts (first-view-page.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../src/domain/language/detect-language';
import { loadFirstViewHints } from './first-view-hints';
import { firstViewPages } from './first-view-page';
import { shareFacts, shareTags, withShareTags } from './share-tags';
import { envelope } from './errors';
import { errorMessages } from '../../src/domain/errors/error-codes';
import { isProduction } from '../env';

export async function registerStatic(app: FastifyInstance) {
  const root = app.ctx.env.STATIC_DIR;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  // The build's source maps stay on disk for the operator; production does not hand out its sources.
  if (isProduction(app.ctx.env)) {
    app.addHook('onRequest', async (request, reply) => {
      if (isSourceMap(request.url)) return reply.status(404).send(envelope('NOT_FOUND', errorMessages.NOT_FOUND));
    });
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // "/" is a landing page: the not-found handler below answers it like any other app path.
      index: false,
      // The build writes .br and .gz copies (scripts/precompress.ts); each browser gets the best it accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          // Never revalidated nor fetched in ranges: these headers would only add bytes to each of a first view's scripts.
          for (const header of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(header);
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const firstViewOf = loadFirstViewHints(root);
  const shell = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const pageWith = firstViewPages(shell);
  /** An item's, a store's or the market's Open Graph tags (share-tags.ts); none when it fails, rather than no page. */
  const shareHead = async (url: string, visitor: Parameters<typeof firstViewOf.formatOf>[0]): Promise<string | null> => {
    const { pathname, searchParams } = new URL(url, 'http://holo');
    const facts = await shareFacts(pathname, searchParams, { ...app.ctx, format: await firstViewOf.formatOf(visitor) }).catch(() => null);
    return facts && shareTags(facts, url, app.ctx.env.PUBLIC_URL);
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/hubs/') || !hasBuild || request.method !== 'GET') {
      return reply.status(404).send(envelope('NOT_FOUND', errorMessages.NOT_FOUND));
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const visitor = { cookieLanguage: request.cookies[LANGUAGE_COOKIE], acceptLanguage: request.headers['accept-language'] };
    const [firstView, share] = await Promise.all([firstViewOf(request.url, visitor, app.ctx), shareHead(request.url, visitor)]);
    if (!firstView && !share) return reply.sendFile('index.html');
    const html = firstView ? pageWith(firstView) : shell;
    return sendCompressed(request, reply, share ? withShareTags(html, share) : html);
  });
}

/** A landing page's HTML is made per request (its reads name the item or the search), so it is compressed here. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  // The hints follow the visitor's language (the messages chunk).
  reply.header('vary', 'accept-encoding, accept-language, cookie');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/** A path naming a .map file, percent-encoded or not (the static server decodes it). */
function isSourceMap(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the static server answers it, and never with a file
  }
  return /\.map$/i.test(decoded);
}
