import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_CONDITION_NOTE, MAX_CONDITION_PHOTOS } from '../../../../domain/warehouse/warehouse-check.schema';
import type { UploadedImage } from '../../../../domain/uploads/upload.schema';
import { uploadPicture } from '../../../lib/upload-picture';
import { useDeskAction, useErrorText } from '../../../lib/use-desk-action';
import { checkItem, warehouseKeys } from '../api/warehouse-queries';

/** The condition check: 1 to 6 photos through the upload service and what staff saw; starts the buyer's 48 hours. */
export function ConditionCheckForm({ itemId }: { itemId: number }) {
  const { t } = useLingui();
  const errorOf = useErrorText();
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [description, setDescription] = useState('');
  const check = useDeskAction(checkItem, { invalidate: warehouseKeys.all, done: t`Checked: the buyer has 48 hours to confirm` });

  async function add(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    setUploadError(null);
    try {
      for (const file of [...files].slice(0, MAX_CONDITION_PHOTOS - photos.length)) {
        const picture = await uploadPicture(file, 'condition');
        setPhotos((current) => [...current, picture]);
      }
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    check.mutate({ id: itemId, body: { ImageIds: photos.map((photo) => photo.id), Description: description } });
  }

  const fieldId = `check-${itemId}`;
  return (
    <form className="desk-form" onSubmit={submit} aria-label={t`Condition check`}>
      <div className="desk-photos">
        {photos.map((photo) => (
          <figure key={photo.id} className="desk-photos__item">
            <img src={photo.ImageUrl} alt={t`Condition photo`} width="72" height="72" />
            <button type="button" className="desk-photos__remove" onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t`Remove this photo`}</span>
            </button>
          </figure>
        ))}
        {photos.length < MAX_CONDITION_PHOTOS && (
          <label className="desk-photos__add">
            {uploading ? t`Uploading…` : t`Add photos`}
            <input type="file" accept="image/jpeg,image/png,image/webp" multiple className="visually-hidden" disabled={uploading} onChange={(event) => void add(event.target.files)} />
          </label>
        )}
      </div>
      {uploadError !== null && <p className="field__error" role="alert">{errorOf(uploadError)}</p>}
      <label className="field__label" htmlFor={`${fieldId}-note`}>{t`What you saw`}</label>
      <textarea id={`${fieldId}-note`} className="field__input desk-form__text" maxLength={MAX_CONDITION_NOTE} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      <button type="submit" className="btn btn--primary btn--small" disabled={photos.length === 0 || uploading || check.isPending}>
        {t`Send the check to the buyer`}
      </button>
    </form>
  );
}
