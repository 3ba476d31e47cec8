/**
 * Member reads are `Cache-Control: private, no-store`: every route behind requireMember, and any
 * API read answered to a signed-in member that did not set its own caching (a public catalog
 * read keeps its `public, max-age`). No shared cache or disk keeps a member's e-mail, phone or CHP.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireMember } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes behind requireMember (onRoute below). */
    memberOnly?: boolean;
  }
}

const PRIVATE = 'private, no-store';

export function registerPrivateMemberReads(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (needsMember(route)) route.config = { ...route.config, memberOnly: true };
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const memberOnly = request.routeOptions.config.memberOnly === true;
    const memberRead = request.member !== null && request.url.startsWith('/api/') && !reply.hasHeader('cache-control');
    if (memberOnly || memberRead) reply.header('cache-control', PRIVATE);
  });
}

function needsMember(route: RouteOptions): boolean {
  return [route.onRequest, route.preValidation, route.preHandler].flat().includes(requireMember);
}
