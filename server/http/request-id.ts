/**
 * Request ids: every request gets one (Fastify's reqId), sent back in `x-request-id`. An incoming
 * `x-request-id` (a load balancer's, a client's retry) is kept only when it is a short safe token,
 * so a log line never carries what a caller chose to inject. Every log line written while a request
 * is handled carries its id: Fastify binds it to request.log, and loggers that are not the request's
 * (app.log, a module's child of it) get it from the request's async context (requestIdMixin).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

const requestIds = new AsyncLocalStorage<string>();
/** Marks the request's own child loggers, which carry reqId as a binding already. */
const bindsReqId = Symbol('holo.bindsReqId');

/** Fastify's genReqId: the caller's id when it is a safe token, else a fresh UUID. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
}

/**
 * Runs `work` as part of the request `id`: lines logged meanwhile carry it (requestIdMixin). For
 * work outside Fastify's handling, such as a hub socket's messages after its upgrade request.
 */
export const withRequestId = <T>(id: string, work: () => T): T => requestIds.run(id, work);

/** The id of the request being handled in this async context, if any. */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/** pino's mixin: adds reqId to a line written inside a request by a logger that does not bind it. */
export function requestIdMixin(_merge: object, _level: number, logger: object): object {
  if ((logger as { [bindsReqId]?: boolean })[bindsReqId]) return {};
  const reqId = requestIds.getStore();
  return reqId ? { reqId } : {};
}

/** Fastify's childLoggerFactory: the default child, marked so the mixin does not add reqId twice. */
export function requestChildLogger<L extends { child(bindings: object, options?: object): L }>(logger: L, bindings: object, options: object): L {
  const child = logger.child(bindings, options);
  (child as { [bindsReqId]?: boolean })[bindsReqId] = true;
  return child;
}

export function registerRequestIds(app: FastifyInstance): void {
  // The rest of the request (hooks, handler, services, the reply) runs inside this context.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestIds.run(request.id, done);
  });
}
