/**
 * A promotion's picture (purpose 'promotion'). The buyer app draws it at its own shape on the
 * activity page and in the pop-up (width 100%, height auto) and crops only the list card's cover
 * (object-fit: cover at 800:420), so the upload is NOT cut: it is only scaled down to fit 1200 × 1600
 * (twice the widest column it is drawn in; a tall poster stops at 4:3 upright), never enlarged, so
 * a phone does not download a 5 MB photo.
 */
export const PROMOTION_PICTURE_MAX_WIDTH = 1200;
export const PROMOTION_PICTURE_MAX_HEIGHT = 1600;
/** A promotion shows at most this many pictures; the first is its cover. */
export const PROMOTION_PICTURES_MAX = 6;

/** The stored size of a promotion picture uploaded at `width` × `height` (upright). */
export function promotionPictureSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PROMOTION_PICTURE_MAX_WIDTH / width, PROMOTION_PICTURE_MAX_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
