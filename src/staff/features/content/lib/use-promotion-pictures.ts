import { useState } from 'react';
import { PROMOTION_PICTURES_MAX } from '../../../../domain/uploads/promotion-picture';
import { uploadPicture } from '../../../../lib/uploads/upload-picture';
import { addUploaded, makeCover, pictureListOf, removePicture, type ListedPicture } from './picture-list';

/**
 * A promotion form's pictures: the activity's own, then uploads (purpose 'promotion') appended one
 * by one as they are chosen, up to 6 in all. Like the desks' shared upload hook, a refusal stops the
 * rest of the choice and is kept for the error line; what was stored stays. Its `uploads` is what
 * the shared picker and error line read.
 */
export function usePromotionPictures(initial: readonly string[]) {
  const [list, setList] = useState<ListedPicture[]>(() => pictureListOf(initial));
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const room = PROMOTION_PICTURES_MAX - list.length;

  async function add(files: FileList | readonly File[] | null) {
    if (!files || files.length === 0) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of [...files].slice(0, room)) {
        const picture = await uploadPicture(file, 'promotion');
        setList((current) => addUploaded(current, picture, PROMOTION_PICTURES_MAX));
      }
    } catch (refusal) {
      setError(refusal);
    } finally {
      setUploading(false);
    }
  }

  return {
    list,
    uploads: { uploading, error, max: room, add },
    remove: (key: string) => setList((current) => removePicture(current, key)),
    makeCover: (key: string) => setList((current) => makeCover(current, key)),
  };
}
export type PromotionPictures = ReturnType<typeof usePromotionPictures>;
