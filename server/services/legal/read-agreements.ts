/**
 * The legal and information texts for a reader: every version of a key in the reader's language,
 * newest first, or English when that language has none yet (a translation may follow its English
 * text). Content is sanitised on the way out, as the notices are, so a hostile row or file cannot
 * reach a page.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AgreementListReply, AgreementReply, AgreementVersion } from '../../../src/domain/legal/agreement.schema';
import type { AgreementKey } from '../../../src/domain/legal/agreement-keys';
import { sourceLocale, type Locale } from '../../../src/domain/language/locales';
import { serviceAgreements } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { sanitizeNoticeHtml } from '../notifications/sanitize-notice-html';

type Row = typeof serviceAgreements.$inferSelect;

async function versionsOf(ctx: ServiceContext, key: AgreementKey, language: Locale): Promise<Row[]> {
  const languages = language === sourceLocale ? [language] : [language, sourceLocale];
  const rows = await ctx.db
    .select()
    .from(serviceAgreements)
    .where(and(eq(serviceAgreements.key, key), inArray(serviceAgreements.language, languages)))
    .orderBy(desc(serviceAgreements.version));
  const own = rows.filter((row) => row.language === language);
  return own.length > 0 ? own : rows.filter((row) => row.language === sourceLocale);
}

function toVersion(row: Row): AgreementVersion {
  return {
    Key: row.key,
    Title: row.title,
    Content: sanitizeNoticeHtml(row.content, { headings: true }),
    Version: row.version,
    PublishedAt: row.publishedAt.toISOString(),
  };
}

export async function listAgreementVersions(ctx: ServiceContext, key: AgreementKey, language: Locale): Promise<AgreementListReply> {
  const rows = await versionsOf(ctx, key, language);
  if (rows.length === 0) throw notFound('AGREEMENT_NOT_FOUND');
  return { Data: rows.map(toVersion) };
}

export async function readAgreement(ctx: ServiceContext, key: AgreementKey, language: Locale): Promise<AgreementReply> {
  const [newest] = await versionsOf(ctx, key, language);
  if (!newest) throw notFound('AGREEMENT_NOT_FOUND');
  return { ...toVersion(newest), Language: newest.language };
}
