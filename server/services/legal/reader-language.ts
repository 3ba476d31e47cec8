/**
 * The language a legal text is read in: the signed-in member's saved language, else the request's
 * (holo_lang cookie, Accept-Language, English).
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../src/domain/language/locales';
import { members } from '../../db/schema';
import { requestLanguage } from '../../http/request-language';
import type { ServiceContext } from '../context';

export async function readerLanguage(ctx: ServiceContext, request: FastifyRequest): Promise<Locale> {
  if (request.member) {
    const [row] = await ctx.db.select({ language: members.language }).from(members).where(eq(members.id, request.member.memberId));
    if (isLocale(row?.language)) return row.language;
  }
  const language = requestLanguage(request);
  return isLocale(language) ? language : 'en';
}
