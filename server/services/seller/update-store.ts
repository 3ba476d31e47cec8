/**
 * GET and PUT /api/seller/store: the caller's store profile. A seller without a store (a private
 * seller) gets 404 STORE_NOT_FOUND; a name another store has is 409 STORE_NAME_TAKEN (the
 * column is unique, so a race of two renames ends in the same answer).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { stores } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { plainAbout, type SellerStoreBodyOut, type SellerStoreReply } from '../../../src/domain/seller/seller-store.schema';
import { uniqueViolationOf } from '../accounts/unique-violation';
import { ownedImageUrls } from '../uploads/owned-images';
import { assertSeller } from './assert-seller';

const profile = { Id: stores.id, StoreName: stores.storeName, StoreLogo: stores.storeLogo, AboutStore: stores.aboutStore };

export async function getSellerStore(ctx: ServiceContext, sellerId: number): Promise<SellerStoreReply> {
  await assertSeller(ctx.db, sellerId);
  const [store] = await ctx.db.select(profile).from(stores).where(eq(stores.sellerMemberId, sellerId));
  if (!store) throw notFound('STORE_NOT_FOUND');
  return store;
}

export async function updateSellerStore(
  ctx: ServiceContext,
  sellerId: number,
  body: SellerStoreBodyOut,
): Promise<SellerStoreReply> {
  const current = await getSellerStore(ctx, sellerId);
  const [logo] = body.LogoImageId === undefined ? [] : await ownedImageUrls(ctx.db, sellerId, [body.LogoImageId], { purpose: 'avatar', field: 'LogoImageId' });
  const [taken] = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.storeName, body.StoreName), ne(stores.id, current.Id)));
  if (taken) throw conflict('STORE_NAME_TAKEN', 'StoreName');
  try {
    const [updated] = await ctx.db
      .update(stores)
      .set({ storeName: body.StoreName, aboutStore: plainAbout(body.AboutStore), ...(logo && { storeLogo: logo }) })
      .where(eq(stores.id, current.Id))
      .returning(profile);
    return updated!;
  } catch (error) {
    if (uniqueViolationOf(error) !== undefined) throw conflict('STORE_NAME_TAKEN', 'StoreName');
    throw error;
  }
}
