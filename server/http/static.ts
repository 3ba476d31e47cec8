/**
 * Serves the built PWA from STATIC_DIR. Unknown /api paths answer a JSON 404; any other unknown
 * path gets index.html so the client router can render the page (or its 404 page); a landing
 * page's copy also names what its first view will load (first-view-hints.ts) and, for a visitor,
 * holds the page itself as the app draws it (first-view-page.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../src/domain/language/detect-language';
import { loadFirstViewHints, type ReadApi } from './first-view-hints';
import { SESSION_COOKIE } from './session';
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
  const hasStaffBuild = existsSync(path.join(root, 'staff', 'index.html'));
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
    // The staff console is its own entry of the build: its pages get its own shell.
    if (hasStaffBuild && (url === '/staff' || url.startsWith('/staff/'))) return reply.sendFile('staff/index.html');
    const visitor = { cookieLanguage: request.cookies[LANGUAGE_COOKIE], acceptLanguage: request.headers['accept-language'] };
    // A member's page is the app's to draw, for who they are; a visitor's reads are the API's answers to a visitor.
    const readApi = request.cookies[SESSION_COOKIE] === undefined ? visitorReads(app, request) : null;
    const [firstView, share] = await Promise.all([firstViewOf(request.url, visitor, readApi), shareHead(request.url, visitor)]);
    if (!firstView && !share) return reply.sendFile('index.html');
    const html = firstView ? pageWith(firstView) : shell;
    return sendCompressed(request, reply, share ? withShareTags(html, share) : html);
  });
}

/**
 * The app's API requests for the server's first view, answered by the routes themselves as they
 * would answer this visitor's browser (language, address), without the network.
 */
function visitorReads(app: FastifyInstance, request: FastifyRequest): ReadApi {
  const headers: Record<string, string> = {};
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const language = request.cookies[LANGUAGE_COOKIE];
  if (language) headers.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}`;
  return async (path, init) => {
    // Drawing a page only reads; anything else is refused rather than done on the visitor's behalf.
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`The first view does not send ${init.method} ${path}`);
    const reply = await app.inject({
      method: 'GET',
      url: path,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      remoteAddress: request.ip,
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined && name !== 'set-cookie') replyHeaders.set(name, String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers: replyHeaders });
  };
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
