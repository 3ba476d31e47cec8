import { useLingui } from '@lingui/react/macro';
import type { PictureUploads } from '../lib/use-picture-uploads';
import { useErrorText } from '../lib/use-desk-action';

/**
 * The desks' file chooser: a labelled button that uploads what is chosen through `uploads` and
 * says "Uploading…" meanwhile. The server judges the bytes; the browser only offers pictures.
 */
export function PicturePicker({ uploads, label }: { uploads: Pick<PictureUploads, 'uploading' | 'max' | 'add'>; label: string }) {
  const { t } = useLingui();
  return (
    <label className="desk-photos__add">
      {uploads.uploading ? t`Uploading…` : label}
      <input
        type="file"
        accept="image/jpeg,image/png"
        multiple={uploads.max > 1}
        className="visually-hidden"
        disabled={uploads.uploading}
        onChange={(event) => {
          const input = event.currentTarget;
          // Copied before the reset: choosing the same file again must upload it again.
          const files = input.files ? [...input.files] : [];
          input.value = '';
          void uploads.add(files);
        }}
      />
    </label>
  );
}

/** The upload's refusal in the member's language (the same words on every desk). */
export function PictureUploadError({ uploads }: { uploads: Pick<PictureUploads, 'error'> }) {
  const errorOf = useErrorText();
  if (uploads.error === null) return null;
  return <p className="field__error" role="alert">{errorOf(uploads.error)}</p>;
}
