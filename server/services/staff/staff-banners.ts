/**
 * The content desk's banners (the home page's carousel, spec 1 "Banner"): every banner of every
 * area, on or off, in their order; each write in the staff log, in its own transaction. A banner's
 * picture is uploaded by the content desk (purpose 'banner') and saved by its id.
 */
import { asc, eq } from 'drizzle-orm';
import type { StaffBannerBody, StaffBannerRow } from '../../../src/domain/staff/staff.schema';
import { areas, banners, staffActions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Tx } from '../../db/client';
import type { ServiceContext } from '../context';
import { UPLOADED_MEDIA_PREFIX } from '../uploads/image-url';
import { ownedImageUrls } from '../uploads/owned-images';

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

const columnsOf = (body: StaffBannerBody, imgUrl: string) => ({
  areaCode: body.AreaCode,
  title: body.Title,
  subtitle: body.Subtitle,
  texts: body.Texts,
  imgUrl,
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

/**
 * The picture the banner will show: an uploaded one only by id, and only this staff member's own
 * banner upload (400 IMAGE_NOT_FOUND otherwise); a path to an uploaded picture only when it is the
 * banner's current one (an edit that keeps it), so nobody attaches an upload they only know the
 * address of (400 BANNER_IMAGE_INVALID).
 */
async function pictureOf(tx: Tx, staffId: number, body: StaffBannerBody, current: string | null): Promise<string> {
  if (body.ImageId !== undefined) return (await ownedImageUrls(tx, staffId, [body.ImageId], { purpose: 'banner', field: 'ImageId' }))[0]!;
  const path = body.ImgUrl ?? '';
  if (path.startsWith(UPLOADED_MEDIA_PREFIX) && path !== current) throw badRequest('BANNER_IMAGE_INVALID', 'ImgUrl');
  return path;
}

export async function listBanners(ctx: ServiceContext): Promise<StaffBannerRow[]> {
  const rows = await ctx.db.select().from(banners).orderBy(asc(banners.areaCode), asc(banners.sort), asc(banners.id));
  return rows.map(rowOf);
}

export async function createBanner(ctx: ServiceContext, staffId: number, body: StaffBannerBody): Promise<StaffBannerRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await requireArea(tx, body.AreaCode);
    const imgUrl = await pictureOf(tx, staffId, body, null);
    const [row] = await tx.insert(banners).values(columnsOf(body, imgUrl)).returning();
    await record(tx, staffId, 'banner.create', row!.id, { ...body, ImgUrl: imgUrl }, now);
    return rowOf(row!);
  });
}

export async function editBanner(ctx: ServiceContext, staffId: number, id: number, body: StaffBannerBody): Promise<StaffBannerRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await requireArea(tx, body.AreaCode);
    const [current] = await tx.select({ imgUrl: banners.imgUrl }).from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw notFound('BANNER_NOT_FOUND');
    const imgUrl = await pictureOf(tx, staffId, body, current.imgUrl);
    const [row] = await tx.update(banners).set(columnsOf(body, imgUrl)).where(eq(banners.id, id)).returning();
    if (!row) throw notFound('BANNER_NOT_FOUND');
    await record(tx, staffId, 'banner.edit', id, { ...body, ImgUrl: imgUrl }, now);
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
