/**
 * A home page banner's picture (purpose 'banner'): the home page draws banners at 3:1 and crops
 * anything else (object-fit: cover), so the upload is cut to 3:1 around its centre when stored, and
 * what staff preview is what visitors see. At most 1200 × 400, the size of the demo banners and
 * of the carousel's widest slide; a smaller picture keeps its pixels (never enlarged).
 */
export const BANNER_PICTURE_WIDTH = 1200;
export const BANNER_PICTURE_HEIGHT = 400;

/** The stored size of a banner picture uploaded at `width` × `height` (upright). */
export function bannerPictureSize(width: number, height: number): { width: number; height: number } {
  const ratio = BANNER_PICTURE_WIDTH / BANNER_PICTURE_HEIGHT;
  const croppedWidth = Math.min(width, Math.floor(height * ratio));
  const outWidth = Math.min(BANNER_PICTURE_WIDTH, croppedWidth);
  return { width: outWidth, height: Math.max(1, Math.round(outWidth / ratio)) };
}
