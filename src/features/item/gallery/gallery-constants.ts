/** Spec 2 section 9: the gallery's magnifier zooms 3x through a 188 px loupe; images are 326 wide. */
export const ZOOM_FACTOR = 3;
export const LOUPE_SIZE_PX = 188;
export const MAIN_IMAGE_WIDTH_PX = 326;
/** The value a listing uploaded without images carries instead of a URL. */
export const NO_IMAGE = 'noimage';

export function hasImage(src: string | undefined): src is string {
  return Boolean(src) && src !== NO_IMAGE;
}
