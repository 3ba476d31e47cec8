import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CASE_IMAGES_MAX, CASE_TEXT_MAX } from '../../../../domain/cases/case.schema';
import { PicturePicker, PictureUploadError } from '../../../components/picture-picker';
import { useDeskAction } from '../../../lib/use-desk-action';
import { usePictureUploads } from '../../../lib/use-picture-uploads';
import { caseKeys, postCaseMessage } from '../api/case-queries';

/** Holo's word in the thread, with up to 3 pictures through the upload service. */
export function CaseReplyForm({ caseId }: { caseId: number }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const uploads = usePictureUploads('case', CASE_IMAGES_MAX);
  const photos = uploads.pictures;
  const send = useDeskAction(postCaseMessage, { invalidate: caseKeys.all, done: t`Sent to the buyer and the seller` });

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      { id: caseId, text, images: photos.map((photo) => photo.id) },
      { onSuccess: () => { setText(''); uploads.clear(); } },
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
        {photos.length < CASE_IMAGES_MAX && <PicturePicker uploads={uploads} label={t`Add photos`} />}
      </div>
      <PictureUploadError uploads={uploads} />
      <button type="submit" className="btn btn--primary btn--small" disabled={!text.trim() || uploads.uploading || send.isPending}>{t`Send`}</button>
    </form>
  );
}
