/**
 * The content desk's banners (the home page's carousel, spec 1 "Banner"): every banner of every
 * area, on or off, in their order; each write in the staff log, in its own transaction.
 */
import { asc, eq } from 'drizzle-orm';
import type { StaffBannerBody, StaffBannerRow } from '../../../src/domain/staff/staff.schema';
import { areas, banners, staffActions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Tx } from '../../db/client';
import type { ServiceContext } from '../context';

type BannerRow = typeof banners.$inferSelect;

function rowOf(row: BannerRow): StaffBannerRow {
  return {
    Id: row.id,
    AreaCode: row.areaCode,
    Title: row.title,
    Subtitle: row.subtitle,
    Texts: row.texts as StaffBannerRow['Texts'],
    ImgUrl: row.imgUrl,
    ClickType: row.clickType,
    ClickUrl: row.clickUrl,
    Sort: row.sort,
    IsActive: row.isActive,
  };
}

const columnsOf = (body: StaffBannerBody) => ({
  areaCode: body.AreaCode,
  title: body.Title,
  subtitle: body.Subtitle,
  texts: body.Texts,
  imgUrl: body.ImgUrl,
  clickType: body.ClickType,
  clickUrl: body.ClickUrl,
  sort: body.Sort,
  isActive: body.IsActive,
});

async function requireArea(tx: Tx, code: string): Promise<void> {
  const [area] = await tx.select({ code: areas.code }).from(areas).where(eq(areas.code, code));
  if (!area) throw badRequest('AREA_CODE_INVALID', 'AreaCode');
}

async function record(tx: Tx, staffId: number, action: string, id: number, detail: object, now: Date): Promise<void> {
  await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action, subject: `banner:${id}`, detail, createdAt: now });
}

export async function listBanners(ctx: ServiceContext): Promise<StaffBannerRow[]> {
  const rows = await ctx.db.select().from(banners).orderBy(asc(banners.areaCode), asc(banners.sort), asc(banners.id));
  return rows.map(rowOf);
}

export async function createBanner(ctx: ServiceContext, staffId: number, body: StaffBannerBody): Promise<StaffBannerRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await requireArea(tx, body.AreaCode);
    const [row] = await tx.insert(banners).values(columnsOf(body)).returning();
    await record(tx, staffId, 'banner.create', row!.id, body, now);
    return rowOf(row!);
  });
}

export async function editBanner(ctx: ServiceContext, staffId: number, id: number, body: StaffBannerBody): Promise<StaffBannerRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await requireArea(tx, body.AreaCode);
    const [row] = await tx.update(banners).set(columnsOf(body)).where(eq(banners.id, id)).returning();
    if (!row) throw notFound('BANNER_NOT_FOUND');
    await record(tx, staffId, 'banner.edit', id, body, now);
    return rowOf(row);
  });
}

/** On or off, or a new place in the order. */
export async function patchBanner(ctx: ServiceContext, staffId: number, id: number, patch: { Sort?: number; IsActive?: boolean }): Promise<StaffBannerRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const set = { ...(patch.Sort === undefined ? {} : { sort: patch.Sort }), ...(patch.IsActive === undefined ? {} : { isActive: patch.IsActive }) };
    const [row] = Object.keys(set).length > 0
      ? await tx.update(banners).set(set).where(eq(banners.id, id)).returning()
      : await tx.select().from(banners).where(eq(banners.id, id));
    if (!row) throw notFound('BANNER_NOT_FOUND');
    const action = patch.IsActive === undefined ? 'banner.move' : patch.IsActive ? 'banner.on' : 'banner.off';
    await record(tx, staffId, action, id, patch, now);
    return rowOf(row);
  });
}
