/**
 * Cookie sessions. `holo_session` holds a random token; the sessions table holds its SHA-256 and
 * an absolute 4-day expiry. An unknown or expired cookie means signed out, and is cleared.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import type { Database } from '../db/client';
import { SESSIONS_CHANNEL } from '../services/accounts/session-cache';
import { unauthorized } from './errors';
import { createSession, SESSION_TTL_MS } from '../services/accounts/create-session';
import { findSessionMember, type SessionMember } from '../services/accounts/find-session-member';
import { revokeSession } from '../services/accounts/revoke-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    member: SessionMember | null;
  }
}

export const SESSION_COOKIE = 'holo_session';
const sessionPaths = ['/api/', '/hubs/'];

export async function registerSessionAuth(app: FastifyInstance, database: Database) {
  app.decorateRequest('member', null);
  const { sessions } = app.ctx;
  const unlisten = await database.listen(SESSIONS_CHANNEL, (payload) => sessions.onNotification(payload), {
    onResume: () => sessions.clear(),
  });
  app.addHook('preClose', async () => unlisten());
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const path = request.routeOptions.url ?? request.url;
    if (!token || !sessionPaths.some((p) => path.startsWith(p))) return;
    request.member = token.length <= 64 ? await findSessionMember(app.ctx, token) : null;
    if (!request.member) clearSessionCookie(reply, app.ctx.env);
  });
}

/** preHandler for routes that need a signed-in member: 401 otherwise. */
export async function requireMember(request: FastifyRequest) {
  if (!request.member) throw unauthorized();
}

/** The signed-in member's id; for handlers behind requireMember. */
export function memberIdOf(request: FastifyRequest): number {
  if (!request.member) throw unauthorized();
  return request.member.memberId;
}

/** Signs the browser in as memberId, ending the session it had before, if any. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, memberId: number) {
  const { ctx } = request.server;
  if (request.member) await revokeSession(ctx, request.member.tokenHash);
  const { token, tokenHash } = await createSession(ctx, memberId, request.headers['user-agent']);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secure: ctx.env.COOKIE_SECURE,
  });
  request.member = { memberId, tokenHash };
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.member) await revokeSession(request.server.ctx, request.member.tokenHash);
  request.member = null;
  clearSessionCookie(reply, request.server.ctx.env);
}

function clearSessionCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: env.COOKIE_SECURE });
}
