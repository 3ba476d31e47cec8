/**
 * The staff console's own calls (DESIGN.md 5b roles): which desks the signed-in member holds (the
 * console shows only those), and the staff log of those desks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { staffActionsQuery, staffActionsReply, staffMeReply } from '../../src/domain/staff/staff.schema';
import { members } from '../db/schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { desksOf, requireAnyDesk } from '../http/staff';
import { listStaffActions } from '../services/staff/list-staff-actions';

const security = [{ session: [] }];
const tags = ['staff'];

export const staffConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/me',
    {
      preValidation: requireMember,
      schema: { tags, summary: 'The desks of the signed-in member (none: not Holo staff), so the console shows only their tools', security, response: { 200: staffMeReply, ...errorReplies(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const memberId = memberIdOf(request);
      const [member] = await app.ctx.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, memberId));
      return { MemberId: memberId, Nickname: member?.nickname ?? '', Desks: await desksOf(app.ctx.db, memberId) };
    },
  );
  app.get(
    '/api/staff/actions',
    {
      preValidation: requireMember,
      preHandler: requireAnyDesk,
      schema: {
        tags,
        summary: "The staff log: who did what to which subject and when, newest first, 60 a page; the reader's own desks only (403 for another desk)",
        security,
        querystring: staffActionsQuery,
        response: { 200: staffActionsReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffActions(app.ctx, memberIdOf(request), request.query);
    },
  );
};
