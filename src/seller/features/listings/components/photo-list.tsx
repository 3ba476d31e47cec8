/**
 * A listing's photos: added through the upload service (src/features/uploads' uploadPicture, the
 * one the buyer's case photos use), up to MAX_PHOTOS, reordered (the first is the main picture)
 * and removed.
 */
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { uploadPicture } from '../../../../features/uploads/api/upload-picture';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { MAX_PHOTOS, movePhoto } from '../form/listing-draft';

export function PhotoList({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const room = MAX_PHOTOS - images.length;

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setError(null);
    const chosen = Array.from(files).slice(0, room);
    setUploading(chosen.length);
    let added = [...images];
    for (const file of chosen) {
      try {
        const picture = await uploadPicture(file, 'listing');
        added = [...added, picture.ImageUrl];
        onChange(added);
      } catch (failure) {
        setError(errorText(i18n, isApiError(failure) ? failure.code : 'NETWORK_ERROR'));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="seller-photos">
      <ol className="seller-photos__list" aria-label={t`Photos`}>
        {images.map((url, index) => (
          <li key={url} className="seller-photo">
            <img className="seller-photo__img" src={url} alt={t`Photo ${index + 1}`} width={96} height={96} />
            {index === 0 && <span className="seller-photo__main">{t`Main`}</span>}
            <div className="seller-photo__actions">
              <button
                type="button"
                className="seller-photo__action"
                aria-label={t`Move photo ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => onChange(movePhoto(images, index, -1))}
              >
                ←
              </button>
              <button
                type="button"
                className="seller-photo__action"
                aria-label={t`Move photo ${index + 1} later`}
                disabled={index === images.length - 1}
                onClick={() => onChange(movePhoto(images, index, 1))}
              >
                →
              </button>
              <button
                type="button"
                className="seller-photo__action"
                aria-label={t`Remove photo ${index + 1}`}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </div>
          </li>
        ))}
        {Array.from({ length: Math.max(0, uploading) }, (_, n) => (
          <li key={`uploading-${n}`} className="seller-photo seller-photo--busy" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
          </li>
        ))}
      </ol>
      <label className={`btn btn--ghost btn--small seller-photos__add${room <= 0 ? ' seller-photos__add--off' : ''}`}>
        {t`Add photos`}
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png"
          multiple
          disabled={room <= 0}
          onChange={(event) => void add(event.target.files)}
        />
      </label>
      <p className="field__hint">{t`JPEG or PNG, at least 300×300, up to ${MAX_PHOTOS} photos. The first is the main picture.`}</p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
