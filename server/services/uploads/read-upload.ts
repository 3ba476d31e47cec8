/**
 * An uploaded picture as served at /media/uploads/<key>.<ext>, optionally resized to a width
 * (dispute replies ask for 350). Nothing but the unguessable key is needed to read one: the key
 * (128 random bits) is what keeps case evidence private, so it is never listed or logged anywhere
 * but to the members of the case.
 */
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage';
import { STORAGE_KEY_PATTERN } from './image-url';

export const MIN_RESIZE_WIDTH = 100;
export const MAX_RESIZE_WIDTH = 1600;

export interface ServedPicture {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
}

/** null when the file name is not one of ours or nothing is stored under it. */
export async function readUpload(storage: StorageProvider, file: string, width?: number): Promise<ServedPicture | null> {
  const [, key, ext] = /^([0-9a-f]+)\.(jpg|png)$/.exec(file) ?? [];
  if (!key || !ext || !STORAGE_KEY_PATTERN.test(key)) return null;
  const bytes = await storage.get(`${key}.${ext}`);
  if (!bytes) return null;
  const contentType = ext === 'png' ? 'image/png' : 'image/jpeg';
  if (width === undefined) return { bytes, contentType };
  // Never enlarged: a picture narrower than `width` comes back as it is.
  const resized = sharp(bytes).resize({ width, withoutEnlargement: true });
  const out = ext === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85, mozjpeg: true });
  return { bytes: await out.toBuffer(), contentType };
}
