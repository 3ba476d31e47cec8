/**
 * The photo picker's checks before any call (spec 3 section 5 "Image upload", section 8 "Upload"):
 * JPG or PNG, at most 5 MB, at most 3 pictures; a picture under 800×600 only earns the resolution
 * warning (the server refuses under 300×300 and says so). The server judges the content again:
 * these checks only spare the member a useless upload.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_WARN_HEIGHT, UPLOAD_WARN_WIDTH } from './upload.schema';

export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
/** The file input's accept attribute. */
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

export type PictureProblem = 'not_image' | 'too_large';

/** Why a chosen file cannot be sent (null: it may). A file without a type is judged by its name. */
export function pictureFileProblem(file: { type: string; size: number; name: string }): PictureProblem | null {
  const type = file.type.toLowerCase();
  const isPicture = type ? (PICTURE_TYPES as readonly string[]).includes(type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!isPicture) return 'not_image';
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  return null;
}

/** How many of `adding` new pictures still fit next to `current` ones (at most `max`); `refused` how many do not. */
export function picturesThatFit(current: number, adding: number, max: number): { fit: number; refused: number } {
  const room = Math.max(0, max - current);
  const fit = Math.min(room, adding);
  return { fit, refused: adding - fit };
}

/** The resolution warning: smaller than the recommended 800×600 (still sent). */
export function lowResolution(width: number, height: number): boolean {
  return width < UPLOAD_WARN_WIDTH || height < UPLOAD_WARN_HEIGHT;
}
