import { useState } from 'react';
import type { UploadedImage, uploadPurposes } from '../../domain/uploads/upload.schema';
import { uploadPicture } from '../../lib/uploads/upload-picture';

export interface PictureUploads {
  pictures: UploadedImage[];
  uploading: boolean;
  /** The last refusal (an ApiError with the upload service's code), null once a new choice starts. */
  error: unknown;
  max: number;
  add: (files: FileList | readonly File[] | null) => Promise<void>;
  remove: (id: number) => void;
  clear: () => void;
}

/**
 * The pictures a desk form sends, uploaded one by one as they are chosen (up to `max`). With
 * `max` 1 a new choice replaces the picture. A refusal stops the rest of the choice and is kept
 * for the form's error line; pictures already stored stay.
 */
export function usePictureUploads(purpose: (typeof uploadPurposes)[number], max: number): PictureUploads {
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function add(files: FileList | readonly File[] | null) {
    if (!files || files.length === 0) return;
    const room = max === 1 ? 1 : max - pictures.length;
    setUploading(true);
    setError(null);
    try {
      for (const file of [...files].slice(0, room)) {
        const picture = await uploadPicture(file, purpose);
        setPictures((current) => (max === 1 ? [picture] : [...current, picture]));
      }
    } catch (refusal) {
      setError(refusal);
    } finally {
      setUploading(false);
    }
  }

  return {
    pictures,
    uploading,
    error,
    max,
    add,
    remove: (id) => setPictures((current) => current.filter((picture) => picture.id !== id)),
    clear: () => setPictures([]),
  };
}
