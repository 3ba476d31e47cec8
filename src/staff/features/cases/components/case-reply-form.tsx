import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CASE_IMAGES_MAX, CASE_TEXT_MAX } from '../../../../domain/cases/case.schema';
import type { UploadedImage } from '../../../../domain/uploads/upload.schema';
import { uploadPicture } from '../../../lib/upload-picture';
import { useDeskAction, useErrorText } from '../../../lib/use-desk-action';
import { caseKeys, postCaseMessage } from '../api/case-queries';

/** Holo's word in the thread, with up to 3 pictures through the upload service. */
export function CaseReplyForm({ caseId }: { caseId: number }) {
  const { t } = useLingui();
  const errorOf = useErrorText();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const send = useDeskAction(postCaseMessage, { invalidate: caseKeys.all, done: t`Sent to the buyer and the seller` });

  async function add(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    setUploadError(null);
    try {
      for (const file of [...files].slice(0, CASE_IMAGES_MAX - photos.length)) {
        const picture = await uploadPicture(file, 'case');
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
    send.mutate(
      { id: caseId, text, images: photos.map((photo) => photo.id) },
      { onSuccess: () => { setText(''); setPhotos([]); } },
    );
  }
  return (
    <form className="desk-form" onSubmit={submit}>
      <label className="field__label" htmlFor={`case-${caseId}-reply`}>{t`Reply as Holo`}</label>
      <textarea id={`case-${caseId}-reply`} className="field__input desk-form__text" rows={3} maxLength={CASE_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="desk-photos">
        {photos.map((photo) => (
          <img key={photo.id} src={photo.ImageUrl} alt={t`Picture to send`} width="56" height="56" />
        ))}
        {photos.length < CASE_IMAGES_MAX && (
          <label className="desk-photos__add">
            {uploading ? t`Uploading…` : t`Add photos`}
            <input type="file" accept="image/jpeg,image/png,image/webp" multiple className="visually-hidden" disabled={uploading} onChange={(event) => void add(event.target.files)} />
          </label>
        )}
      </div>
      {uploadError !== null && <p className="field__error" role="alert">{errorOf(uploadError)}</p>}
      <button type="submit" className="btn btn--primary btn--small" disabled={!text.trim() || uploading || send.isPending}>{t`Send`}</button>
    </form>
  );
}
