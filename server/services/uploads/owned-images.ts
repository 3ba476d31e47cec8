/**
 * A member's own uploaded pictures, by id (case messages carry at most 3): their public URLs, or
 * 400 IMAGE_NOT_FOUND when any id is not a picture this member uploaded for that purpose.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { images } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { uploadPurposes } from '../../../src/domain/uploads/upload.schema';
import { uploadedImageUrl } from './image-url';

export type UploadPurpose = (typeof uploadPurposes)[number];

/** At most this many pictures per message (spec: "maximum 3 pictures"). */
export const MAX_IMAGES_PER_MESSAGE = 3;

/** Which pictures a body may name, and where it named them. */
export interface OwnedImagesRule {
  purpose: UploadPurpose;
  /** The body's field the ids came in, for the error ('Images', 'LogoImageId', 'Img'…). */
  field: string;
  /** 3 unless the caller allows more, as a promotion's 6. */
  max?: number;
}

/**
 * The URLs (`/media/uploads/<key>.<ext>`) of `imageIds`, in the order given. Throws 400
 * IMAGE_NOT_FOUND on the rule's field when an id repeats or one is not `memberId`'s picture
 * uploaded for the rule's purpose; 400 TOO_MANY_IMAGES for more than its max.
 */
export async function ownedImageUrls(db: Db | Tx, memberId: number, imageIds: readonly number[], rule: OwnedImagesRule): Promise<string[]> {
  const { purpose, field, max = MAX_IMAGES_PER_MESSAGE } = rule;
  if (imageIds.length === 0) return [];
  if (imageIds.length > max) throw badRequest('TOO_MANY_IMAGES', field);
  if (new Set(imageIds).size !== imageIds.length) throw badRequest('IMAGE_NOT_FOUND', field);
  const rows = await db
    .select({ id: images.id, storageKey: images.storageKey, contentType: images.contentType })
    .from(images)
    .where(and(inArray(images.id, [...imageIds]), eq(images.ownerMemberId, memberId), eq(images.purpose, purpose)));
  const byId = new Map(rows.map((row) => [row.id, uploadedImageUrl(row.storageKey, row.contentType)]));
  const urls = imageIds.map((id) => byId.get(id));
  if (urls.some((url) => url === undefined)) throw badRequest('IMAGE_NOT_FOUND', field);
  return urls as string[];
}
