/**
 * The content desk's legal and information texts (service_agreements, read by buyers through
 * server/routes/agreements.ts). An edit is a new version of the text in one language, never a
 * change to one a member may have agreed to; its number follows the key's newest in any language.
 * The HTML is sanitised before it is stored (and again on every read).
 */
import { desc, eq, max } from 'drizzle-orm';
import { agreementKeys, type AgreementKey } from '../../../src/domain/legal/agreement-keys';
import type { StaffLegalTextBody, StaffLegalTextReply } from '../../../src/domain/staff/staff.schema';
import { serviceAgreements, staffActions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { sanitizeNoticeHtml } from '../notifications/sanitize-notice-html';
import { uniqueViolationOf } from '../accounts/unique-violation';

/** Every key with its English title and newest version number (0: never written). */
export async function listLegalTexts(ctx: ServiceContext): Promise<Array<{ Key: string; Title: string; Version: number }>> {
  const rows = await ctx.db
    .select({ key: serviceAgreements.key, title: serviceAgreements.title, version: serviceAgreements.version, language: serviceAgreements.language })
    .from(serviceAgreements)
    .orderBy(desc(serviceAgreements.version));
  return agreementKeys.map((key) => {
    const own = rows.filter((row) => row.key === key);
    const english = own.find((row) => row.language === 'en');
    return { Key: key, Title: english?.title ?? key, Version: own[0]?.version ?? 0 };
  });
}

export async function readLegalText(ctx: ServiceContext, key: AgreementKey): Promise<StaffLegalTextReply> {
  const rows = await ctx.db.select().from(serviceAgreements).where(eq(serviceAgreements.key, key)).orderBy(desc(serviceAgreements.version));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.language)) newest.set(row.language, row);
  return {
    Key: key,
    Versions: [...newest.values()].map((row) => ({
      Language: row.language,
      Version: row.version,
      Title: row.title,
      Content: sanitizeNoticeHtml(row.content, { headings: true }),
      PublishedAt: row.publishedAt.toISOString(),
    })),
  };
}

export async function publishLegalText(ctx: ServiceContext, staffId: number, key: AgreementKey, body: StaffLegalTextBody): Promise<StaffLegalTextReply> {
  const content = sanitizeNoticeHtml(body.Content, { headings: true }).trim();
  if (!content) throw badRequest('AGREEMENT_CONTENT_INVALID', 'Content');
  const now = ctx.clock.now();
  // Two editors at once may take the same number: the unique (key, language, version) refuses the
  // second, which takes the next number instead.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ctx.db.transaction(async (tx) => {
        const [latest] = await tx.select({ version: max(serviceAgreements.version) }).from(serviceAgreements).where(eq(serviceAgreements.key, key));
        const version = (latest?.version ?? 0) + 1;
        await tx.insert(serviceAgreements).values({ key, language: body.Language, version, title: body.Title, content, publishedAt: now });
        await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action: 'legal.publish', subject: `legal:${key}`, detail: { language: body.Language, version }, createdAt: now });
      });
      break;
    } catch (error) {
      if (attempt >= 3 || uniqueViolationOf(error) === undefined) throw error;
    }
  }
  return readLegalText(ctx, key);
}

