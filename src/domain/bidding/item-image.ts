/** The value a listing uploaded without images carries instead of a URL. */
export const NO_IMAGE = 'noimage';

export function hasImage(src: string | undefined): src is string {
  return Boolean(src) && src !== NO_IMAGE;
}
