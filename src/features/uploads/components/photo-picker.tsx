import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PICTURE_ACCEPT } from '../../../domain/uploads/picture-checks';
import { errorText } from '../../../lib/i18n/error-messages';
import type { PhotoPickerState, PickerNotice } from '../api/use-photo-picker';

/**
 * Up to three photos (spec 3 "Image upload"): choose from the library or take one with the camera
 * (phones), previews with a remove button, each upload's progress or failure with a retry, the
 * resolution warning, and the spec's refusals before any call.
 */
export function PhotoPicker({ picker, label }: { picker: PhotoPickerState; label?: string }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const noticeText: Record<PickerNotice, string> = {
    not_image: t`Only JPG/PNG pictures can be uploaded.`,
    too_large: t`A picture cannot exceed 5MB.`,
    too_many: t`You can upload a maximum of 3 pictures.`,
  };
  const full = picker.pictures.length >= picker.max;
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    picker.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  return (
    <div className="photo-picker">
      <div className="photo-picker__head">
        <span className="photo-picker__label" id={`${inputId}-label`}>
          {label ?? t`Photos`} <span className="photo-picker__count">{t`${picker.pictures.length} of ${picker.max}`}</span>
        </span>
        <label className={`btn btn--ghost btn--small photo-picker__add${full ? ' is-disabled' : ''}`}>
          {t`Add photos`}
          <input type="file" className="visually-hidden" accept={PICTURE_ACCEPT} multiple disabled={full} onChange={choose} aria-describedby={`${inputId}-label`} />
        </label>
        <label className={`btn btn--ghost btn--small photo-picker__camera${full ? ' is-disabled' : ''}`}>
          {t`Take a photo`}
          <input type="file" className="visually-hidden" accept={PICTURE_ACCEPT} capture="environment" disabled={full} onChange={choose} />
        </label>
      </div>
      {picker.notices.length > 0 && (
        <ul className="photo-picker__notices" role="alert">
          {picker.notices.map((notice) => (
            <li key={notice}>{noticeText[notice]}</li>
          ))}
        </ul>
      )}
      {picker.pictures.length > 0 && (
        <ul className="photo-picker__list" aria-label={t`Chosen photos`}>
          {picker.pictures.map((picture, index) => {
            const src = picture.image ? `${picture.image.ImageUrl}?w=350` : picture.localUrl;
            return (
              <li key={picture.key} className={`photo-picker__item photo-picker__item--${picture.status}`}>
                {src ? <img src={src} alt={t`Photo ${index + 1}`} width="96" height="96" /> : <span className="photo-picker__placeholder">{t`Photo ${index + 1}`}</span>}
                {picture.status === 'uploading' && (
                  <span className="photo-picker__state" role="status">
                    {t`Uploading…`}
                  </span>
                )}
                {picture.status === 'failed' && (
                  <span className="photo-picker__state photo-picker__state--failed" role="alert">
                    {t`Upload failed:`} {errorText(i18n, picture.error?.code ?? 'NETWORK_ERROR', picture.error?.message)}
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => picker.retry(picture.key)}>
                      {t`Retry`}
                    </button>
                  </span>
                )}
                {picture.status === 'done' && picture.lowResolution && (
                  <span className="photo-picker__state photo-picker__state--warning">{t`The recommended resolution is 800*600 or more.`}</span>
                )}
                <button type="button" className="photo-picker__remove" aria-label={t`Remove photo ${index + 1}`} onClick={() => picker.remove(picture.key)}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
