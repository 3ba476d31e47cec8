/** The blocked list (/myholo/block): newest first, 12 a page, searchable by nickname. */
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import { SELLER_RELATIONS_PAGE_SIZE, type blockedQuery, type blockedReply } from '../../../src/domain/member/seller-relations.schema';
import { memberBlocks, members } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

type Query = z.output<typeof blockedQuery>;
type Reply = z.output<typeof blockedReply>;

export async function listBlockedMembers(ctx: ServiceContext, memberId: number, query: Query): Promise<Reply> {
  const where = and(
    eq(memberBlocks.memberId, memberId),
    query.nickName ? ilike(members.nickname, containsPattern(query.nickName)) : undefined,
  );
  const rows = await ctx.db
    .select({ id: members.id, nickname: members.nickname, headPortrait: members.headPortrait, createdAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(members, eq(members.id, memberBlocks.blockedMemberId))
    .where(where)
    .orderBy(desc(memberBlocks.createdAt), desc(members.id))
    .limit(SELLER_RELATIONS_PAGE_SIZE)
    .offset((query.page - 1) * SELLER_RELATIONS_PAGE_SIZE);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberBlocks)
    .innerJoin(members, eq(members.id, memberBlocks.blockedMemberId))
    .where(where);
  const data = rows.map((row) => ({
    BlackMemberId: row.id,
    BlackListMember: { HeadPortrait: row.headPortrait, RealName: row.nickname },
    CreateDate: row.createdAt.toISOString(),
  }));
  return { data, count: total?.n ?? 0 };
}
