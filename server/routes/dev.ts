/** Developer aids, absent in production: the sandbox inbox as a page and as JSON for tests. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isProduction } from '../env';
import { notFound } from '../http/errors';
import { listSandboxMessages } from '../services/sandbox/list-sandbox-messages';
import { renderInboxPage } from './dev/inbox-page';
import { sandboxHumanCheckAnswer } from '../services/sandbox/sandbox-human-check-answer';

const inboxQuery = z.object({ to: z.string().max(254).optional().describe('Part of the recipient, e.g. a phone number') });

const inboxMessage = z.object({
  Id: z.number(),
  Channel: z.enum(['sms', 'email']),
  Recipient: z.string(),
  Subject: z.string(),
  Body: z.string(),
  Code: z.string().nullable().describe('The 6-digit code in the body, if any'),
  CreatedAt: z.iso.datetime(),
});

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (isProduction(app.ctx.env)) {
    // Declared so the PWA's fallback page does not answer it with 200.
    app.get('/dev/inbox', { schema: { hide: true } }, async () => {
      throw notFound();
    });
    return;
  }

  app.get('/dev/inbox', { schema: { tags: ['dev'], summary: 'Sandbox inbox page (HTML)', querystring: inboxQuery } }, async (request, reply) => {
    const messages = await listSandboxMessages(app.ctx.db, { to: request.query.to });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderInboxPage(messages, request.query.to ?? ''));
  });

  app.get(
    '/api/dev/inbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Sandbox SMS and e-mail, newest first (not in production)',
        querystring: inboxQuery,
        response: { 200: z.array(inboxMessage) },
      },
    },
    async (request) => {
      const messages = await listSandboxMessages(app.ctx.db, { to: request.query.to });
      return messages.map((m) => ({
        Id: m.id,
        Channel: m.channel === 'sms' ? ('sms' as const) : ('email' as const),
        Recipient: m.recipient,
        Subject: m.subject,
        Body: m.body,
        Code: m.code,
        CreatedAt: m.createdAt.toISOString(),
      }));
    },
  );

  // Tests and demos pass the sandbox human check with it, as they read codes from the inbox.
  app.get(
    '/api/dev/human-check/:challengeId',
    {
      schema: {
        tags: ['dev'],
        summary: "A sandbox human check's answer (not in production)",
        params: z.object({ challengeId: z.string().max(64) }),
        response: { 200: z.object({ Answer: z.string() }) },
      },
    },
    async (request) => {
      const answer = await sandboxHumanCheckAnswer(app.ctx.db, request.params.challengeId);
      if (answer === undefined) throw notFound();
      return { Answer: answer };
    },
  );
};
