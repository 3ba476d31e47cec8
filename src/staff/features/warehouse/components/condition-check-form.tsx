import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_CONDITION_NOTE, MAX_CONDITION_PHOTOS } from '../../../../domain/warehouse/warehouse-check.schema';
import { PicturePicker, PictureUploadError } from '../../../components/picture-picker';
import { useDeskAction } from '../../../lib/use-desk-action';
import { usePictureUploads } from '../../../lib/use-picture-uploads';
import { checkItem, warehouseKeys } from '../api/warehouse-queries';

/** The condition check: 1 to 6 photos through the upload service and what staff saw; starts the buyer's 48 hours. */
export function ConditionCheckForm({ itemId }: { itemId: number }) {
  const { t } = useLingui();
  const uploads = usePictureUploads('condition', MAX_CONDITION_PHOTOS);
  const photos = uploads.pictures;
  const [description, setDescription] = useState('');
  const check = useDeskAction(checkItem, { invalidate: warehouseKeys.all, done: t`Checked: the buyer has 48 hours to confirm` });

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
            <button type="button" className="desk-photos__remove" onClick={() => uploads.remove(photo.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t`Remove this photo`}</span>
            </button>
          </figure>
        ))}
        {photos.length < MAX_CONDITION_PHOTOS && <PicturePicker uploads={uploads} label={t`Add photos`} />}
      </div>
      <PictureUploadError uploads={uploads} />
      <label className="field__label" htmlFor={`${fieldId}-note`}>{t`What you saw`}</label>
      <textarea id={`${fieldId}-note`} className="field__input desk-form__text" maxLength={MAX_CONDITION_NOTE} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      <button type="submit" className="btn btn--primary btn--small" disabled={photos.length === 0 || uploads.uploading || check.isPending}>
        {t`Send the check to the buyer`}
      </button>
    </form>
  );
}
