/**
 * The profile picture (spec 3 section 5 "Avatar"): a picture the member uploaded for 'avatar'
 * becomes members.head_portrait, as its URL at 100 px wide (the upload service needs 300×300 at
 * least, so the PWA uploads the square crop at 300 px and the avatar is served resized).
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { ServiceContext } from '../context';
import { ownedImageUrls } from '../uploads/owned-images';

export const AVATAR_WIDTH = 100;

export async function setAvatar({ db }: Pick<ServiceContext, 'db'>, memberId: number, imageId: number): Promise<string> {
  const [url] = await ownedImageUrls(db, memberId, [imageId], { purpose: 'avatar', field: 'ImageId' }).catch((error: unknown) => {
    // Someone else's picture, or no picture: the same 404, so ids of other members' pictures tell nothing.
    if (error instanceof AppError && error.code === 'IMAGE_NOT_FOUND') throw new AppError(404, 'IMAGE_NOT_FOUND', 'ImageId');
    throw error;
  });
  const headPortrait = `${url}?w=${AVATAR_WIDTH}`;
  await db.update(members).set({ headPortrait }).where(eq(members.id, memberId));
  return headPortrait;
}
