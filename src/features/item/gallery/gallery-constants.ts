/** Spec 2 section 9: the gallery's magnifier zooms 3x through a 188 px loupe; images are 326 wide. */
export const ZOOM_FACTOR = 3;
export const LOUPE_SIZE_PX = 188;
export const MAIN_IMAGE_WIDTH_PX = 326;
