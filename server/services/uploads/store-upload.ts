/**
 * Stores an uploaded picture (spec 3 "Image upload"; DESIGN.md 5b): the server judges the bytes,
 * not what the browser said. JPEG or PNG by content (400 UPLOAD_NOT_IMAGE, "only JPG/PNG"), at most
 * 5 MB (413 UPLOAD_TOO_LARGE), at least 300×300 (400 UPLOAD_TOO_SMALL); then turned upright by its
 * EXIF orientation and re-encoded to the same type, which drops every piece of metadata (GPS
 * position, camera, owner), and stored under a random 128-bit key. A banner picture is also cut
 * to the home page's 3:1 (src/domain/uploads/banner-picture.ts) in the same pass; a promotion
 * picture only scaled down to fit 1200 × 1600 (src/domain/uploads/promotion-picture.ts).
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { bannerPictureSize } from '../../../src/domain/uploads/banner-picture';
import { promotionPictureSize } from '../../../src/domain/uploads/promotion-picture';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_SIDE, type UploadedImage } from '../../../src/domain/uploads/upload.schema';
import { images } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { extensionOf, uploadedImageUrl } from './image-url';
import type { UploadPurpose } from './owned-images';

/** Decoding stops past this many pixels (a 5 MB PNG can claim a huge canvas: a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 85;

export const uploadTooLarge = () => new AppError(413, 'UPLOAD_TOO_LARGE');

export interface CleanPicture {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** Checks and re-encodes the bytes; throws the spec's refusals. */
export async function cleanPicture(bytes: Buffer, purpose?: UploadPurpose): Promise<CleanPicture> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
  // sharp reads the format from the content (magic bytes), whatever the name or content type said.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest('UPLOAD_NOT_IMAGE');
  }
  const format = metadata.format;
  if (format !== 'jpeg' && format !== 'png') throw badRequest('UPLOAD_NOT_IMAGE');
  // The size is judged upright (after the EXIF rotation), as the picture will be seen.
  const upright = metadata.autoOrient;
  if (upright.width < UPLOAD_MIN_SIDE || upright.height < UPLOAD_MIN_SIDE) throw badRequest('UPLOAD_TOO_SMALL');
  let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  if (purpose === 'banner') pipeline = pipeline.resize({ ...bannerPictureSize(upright.width, upright.height), fit: 'cover', position: 'centre' });
  if (purpose === 'promotion') pipeline = pipeline.resize({ ...promotionPictureSize(upright.width, upright.height), fit: 'fill' });
  const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    // Claims to be a JPEG or PNG but does not decode (truncated, corrupt, too many pixels).
    throw badRequest('UPLOAD_NOT_IMAGE');
  }
  return {
    bytes: output.data,
    contentType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    width: output.info.width,
    height: output.info.height,
  };
}

export async function storeUpload(ctx: ServiceContext, memberId: number, purpose: UploadPurpose, bytes: Buffer): Promise<UploadedImage> {
  const picture = await cleanPicture(bytes, purpose);
  const storageKey = randomBytes(16).toString('hex');
  // Stored first: a row never names a missing file (a file without a row is only unreachable).
  await ctx.providers.storage.put(`${storageKey}.${extensionOf(picture.contentType)}`, picture.bytes, picture.contentType);
  const [row] = await ctx.db
    .insert(images)
    .values({
      ownerMemberId: memberId,
      purpose,
      storageKey,
      contentType: picture.contentType,
      width: picture.width,
      height: picture.height,
      bytes: picture.bytes.length,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: images.id });
  return { id: row!.id, ImageUrl: uploadedImageUrl(storageKey, picture.contentType), Width: picture.width, Height: picture.height };
}
