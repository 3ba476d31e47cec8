/**
 * Saves the language a signed-in member picked: the server writes their notifications, push texts
 * and e-mails in it from then on (server/i18n/notice-text.ts).
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Language } from '../../../src/domain/account/languages';
import type { ServiceContext } from '../context';

export async function saveLanguage(ctx: ServiceContext, memberId: number, language: Language): Promise<{ Language: Language }> {
  await ctx.db.update(members).set({ language }).where(eq(members.id, memberId));
  return { Language: language };
}
