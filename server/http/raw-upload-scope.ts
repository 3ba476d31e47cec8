/**
 * The scope upload PUTs live in (pictures and documents, server/routes/uploads.ts and
 * uploaded-documents.ts): the body is the file's bytes whatever type the browser named (the
 * content is judged, not the header), read up to `bodyLimit`; Fastify's own 413 answers with the
 * spec's "cannot exceed 5MB", every other error goes on to the application's handler. Uploads are
 * counted per member (per address for a visitor).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadTooLarge } from '../services/uploads/store-upload';

const HOUR = 3_600_000;

const zodScope = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();
type RawScope = ReturnType<typeof zodScope>;

export async function registerRawUploadScope(app: FastifyInstance, bodyLimit: number, routes: (scope: RawScope) => void): Promise<void> {
  await app.register(async (scope) => {
    const rawScope = zodScope(scope);
    rawScope.removeAllContentTypeParsers();
    rawScope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    const appErrorHandler = app.errorHandler;
    rawScope.setErrorHandler(function (error, request, reply) {
      const tooLarge = (error as { code?: string } | null)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      return appErrorHandler.call(this, tooLarge ? uploadTooLarge() : error, request, reply);
    });
    routes(rawScope);
  });
}

/** The route config's rate limit of an upload PUT: UPLOAD_RATE_LIMIT an hour. */
export function uploadRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.ctx.env.UPLOAD_RATE_LIMIT,
      timeWindow: HOUR,
      keyGenerator: (request: { member?: { memberId: number } | null; ip: string }) => (request.member ? `upload:${request.member.memberId}` : `upload-ip:${request.ip}`),
    },
  };
}
