import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CASE_IMAGES_MAX, CASE_TEXT_MAX } from '../../../../domain/cases/case.schema';
import type { UploadedImage } from '../../../../domain/uploads/upload.schema';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { uploadPicture } from '../../../../lib/uploads/upload-picture';

interface CaseReplyFormProps {
  sending: boolean;
  error: unknown;
  onSend: (reply: { Title: string; Images: number[] }, done: () => void) => void;
}

/** A message in the case's thread: up to 150 characters and up to 3 photos (the upload service). */
export function CaseReplyForm({ sending, error, onSend }: CaseReplyFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const max = CASE_IMAGES_MAX;
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? (error ? errorText(i18n, isApiError(error) ? error.code : 'SERVER_ERROR') : null);

  async function add(files: FileList | null) {
    const room = CASE_IMAGES_MAX - photos.length;
    const picked = [...(files ?? [])].slice(0, room);
    if (picked.length === 0) return;
    setUploading(true);
    setProblem(null);
    try {
      for (const file of picked) {
        const image = await uploadPicture(file, 'case');
        setPhotos((now) => [...now, image].slice(0, CASE_IMAGES_MAX));
      }
    } catch (failure) {
      setProblem(errorText(i18n, isApiError(failure) ? failure.code : 'SERVER_ERROR'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      className="sa-form"
      noValidate
      aria-label={t`Reply to the buyer`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setProblem(errorText(i18n, 'CASE_TEXT_REQUIRED'));
        setProblem(null);
        onSend({ Title: text.trim(), Images: photos.map((p) => p.id) }, () => (setText(''), setPhotos([])));
      }}
    >
      <label className="field__label" htmlFor={`${id}-text`}>
        {t`Your reply`}
      </label>
      <textarea id={`${id}-text`} className="sa-textarea" maxLength={CASE_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      <p className="field__hint">{`${text.length}/${CASE_TEXT_MAX}`}</p>
      {photos.length > 0 && (
        <ul className="sa-photos" aria-label={t`Photos to send`}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <img src={`${photo.ImageUrl}?w=350`} alt="" />
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setPhotos((now) => now.filter((p) => p.id !== photo.id))}>
                {t`Remove`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < CASE_IMAGES_MAX && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-photos`}>
            {t`Add photos (up to ${max})`}
          </label>
          <input id={`${id}-photos`} type="file" accept="image/jpeg,image/png" multiple disabled={uploading} onChange={(event) => void add(event.target.files)} />
          {uploading && <p className="field__hint">{t`Uploading…`}</p>}
        </div>
      )}
      {shown && (
        <p className="form-error" role="alert">
          {shown}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={sending || uploading}>
        {t`Send reply`}
      </button>
    </form>
  );
}
