/**
 * A promotion's pictures while its form is open, in the order shown (the first is the cover): the
 * ones it already has (kept by their path) and the ones just uploaded (sent by their id, since the
 * server attaches an upload only by id). Pure, so the form's list is tested without a browser.
 */
import type { ActivityPicture } from '../../../../domain/promotions/staff-activity.schema';
import type { UploadedImage } from '../../../../domain/uploads/upload.schema';

export interface ListedPicture {
  /** Unique in the list: the path of a kept picture, `upload:<id>` of a new one. */
  key: string;
  url: string;
  imageId?: number;
}

/** The activity's own pictures; a path listed twice (older data) once, since a save refuses repeats. */
export const pictureListOf = (urls: readonly string[]): ListedPicture[] => [...new Set(urls)].map((url) => ({ key: url, url }));

/** Appends an upload, unless the list is full. */
export function addUploaded(list: readonly ListedPicture[], picture: UploadedImage, max: number): ListedPicture[] {
  if (list.length >= max) return [...list];
  return [...list, { key: `upload:${picture.id}`, url: picture.ImageUrl, imageId: picture.id }];
}

export const removePicture = (list: readonly ListedPicture[], key: string): ListedPicture[] => list.filter((picture) => picture.key !== key);

/** Moves one picture to the front, the others keeping their order. */
export function makeCover(list: readonly ListedPicture[], key: string): ListedPicture[] {
  const picture = list.find((item) => item.key === key);
  return picture ? [picture, ...removePicture(list, key)] : [...list];
}

/** What the save sends as `Imgs`. */
export const picturesBody = (list: readonly ListedPicture[]): ActivityPicture[] =>
  list.map((picture) => (picture.imageId === undefined ? picture.url : { ImageId: picture.imageId }));
