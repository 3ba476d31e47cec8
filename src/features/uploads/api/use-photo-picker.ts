import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../../domain/uploads/upload.schema';
import { lowResolution, pictureFileProblem, picturesThatFit, type PictureProblem } from '../../../domain/uploads/picture-checks';
import { isApiError } from '../../../lib/api/api-error';
import { uploadPicture, type UploadPurpose } from './upload-picture';

export interface PickedPicture {
  key: number;
  file: File;
  /** A local preview while it uploads (none where the browser cannot make one). */
  localUrl: string;
  status: 'uploading' | 'done' | 'failed';
  image?: UploadedImage;
  /** Under the recommended 800×600 (a warning; the picture is kept). */
  lowResolution: boolean;
  /** The server's refusal (code and message) when it failed. */
  error?: { code: string; message: string };
}

/** What the picker refused before any call, for the member to read. */
export type PickerNotice = PictureProblem | 'too_many';

let nextKey = 1;

/**
 * The photo picker's state (spec 3 "Image upload"): files checked before any call, each sent at once
 * through an upload ticket, with its progress, failure and retry; `imageIds` the stored pictures for
 * the form. Reusable: case evidence today, avatars and listings later (`purpose`).
 */
export function usePhotoPicker(purpose: UploadPurpose, max = 3) {
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const [notices, setNotices] = useState<PickerNotice[]>([]);
  // The list as last rendered, for the callbacks (kept stable for the inputs' handlers).
  const current = useRef(pictures);
  useEffect(() => {
    current.current = pictures;
  }, [pictures]);

  const update = useCallback((key: number, change: Partial<PickedPicture>) => {
    setPictures((list) => list.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)));
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      update(key, { status: 'uploading', error: undefined });
      try {
        const image = await uploadPicture(file, purpose);
        update(key, { status: 'done', image, lowResolution: lowResolution(image.Width, image.Height) });
      } catch (error) {
        update(key, { status: 'failed', error: isApiError(error) ? { code: error.code, message: error.message } : { code: 'NETWORK_ERROR', message: 'NETWORK_ERROR' } });
      }
    },
    [purpose, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const found: PickerNotice[] = [];
      const acceptable = files.filter((file) => {
        const problem = pictureFileProblem(file);
        if (problem && !found.includes(problem)) found.push(problem);
        return problem === null;
      });
      const { fit, refused } = picturesThatFit(current.current.length, acceptable.length, max);
      if (refused > 0) found.push('too_many');
      setNotices(found);
      const added = acceptable.slice(0, fit).map(
        (file): PickedPicture => ({ key: nextKey++, file, localUrl: previewUrl(file), status: 'uploading', lowResolution: false }),
      );
      if (added.length === 0) return;
      setPictures((list) => [...list, ...added]);
      for (const picture of added) void send(picture.key, picture.file);
    },
    [max, send],
  );

  const remove = useCallback((key: number) => {
    setPictures((list) => {
      const gone = list.find((picture) => picture.key === key);
      if (gone) revoke(gone.localUrl);
      return list.filter((picture) => picture.key !== key);
    });
    setNotices([]);
  }, []);

  const retry = useCallback(
    (key: number) => {
      const picture = current.current.find((each) => each.key === key);
      if (picture) void send(key, picture.file);
    },
    [send],
  );

  const clear = useCallback(() => {
    for (const picture of current.current) revoke(picture.localUrl);
    setPictures([]);
    setNotices([]);
  }, []);

  useEffect(
    () => () => {
      for (const picture of current.current) revoke(picture.localUrl);
    },
    [],
  );

  return {
    pictures,
    notices,
    max,
    add,
    remove,
    retry,
    clear,
    /** The stored pictures' ids, in the order chosen. */
    imageIds: pictures.flatMap((picture) => (picture.image ? [picture.image.id] : [])),
    /** A picture still on its way or failed: the form waits (or the member removes it). */
    pending: pictures.some((picture) => picture.status !== 'done'),
  };
}

export type PhotoPickerState = ReturnType<typeof usePhotoPicker>;

function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(url: string) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
