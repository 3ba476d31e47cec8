import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { STORE_ABOUT_MAX, STORE_NAME_MAX, type SellerStoreReply } from '../../../../domain/seller/seller-store.schema';
import type { UploadedImage } from '../../../../domain/uploads/upload.schema';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { uploadPicture } from '../../../../lib/uploads/upload-picture';
import { showToast } from '../../../../components/toast/toast-store';
import { useSaveStoreProfile } from '../api/store-profile';

/** The store's logo (an uploaded picture), name and about text, as buyers see them on the store page. */
export function StoreForm({ store }: { store: SellerStoreReply }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useSaveStoreProfile();
  const [name, setName] = useState(store.StoreName);
  const [about, setAbout] = useState(store.AboutStore);
  const [logo, setLogo] = useState<UploadedImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const error = save.error && isApiError(save.error) ? save.error : null;
  const message = save.error ? errorText(i18n, error?.code ?? 'SERVER_ERROR', error?.message) : null;
  const nameError = error?.field === 'StoreName' ? message : null;
  const aboutError = error?.field === 'AboutStore' ? message : null;
  const formError = message && !nameError && !aboutError ? message : null;

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      setLogo(await uploadPicture(file, 'avatar'));
    } catch (failure) {
      setUploadError(errorText(i18n, isApiError(failure) ? failure.code : 'SERVER_ERROR'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      className="sa-form sa-section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { StoreName: name, AboutStore: about, ...(logo && { LogoImageId: logo.id }) },
          { onSuccess: () => (setLogo(null), showToast(t`Store saved`, { tone: 'success' })) },
        );
      }}
    >
      <div className="sa-logo-row">
        <img className="sa-logo" src={logo?.ImageUrl ?? store.StoreLogo} alt={t`Store logo`} width={96} height={96} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-logo`}>
            {t`Logo`}
          </label>
          <input id={`${id}-logo`} type="file" accept="image/jpeg,image/png" onChange={(event) => void pick(event.target.files?.[0])} disabled={uploading} />
          <p className="field__hint">{uploading ? t`Uploading…` : t`A square JPEG or PNG, at least 300 pixels`}</p>
          {uploadError && (
            <p className="field__error" role="alert">
              {uploadError}
            </p>
          )}
        </div>
      </div>
      <div className={nameError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-name`}>
          {t`Store name`}
        </label>
        <div className="field__frame">
          <input id={`${id}-name`} className="field__input" value={name} maxLength={STORE_NAME_MAX} onChange={(event) => setName(event.target.value)} aria-invalid={nameError ? true : undefined} />
        </div>
        {nameError && <p className="field__error">{nameError}</p>}
      </div>
      <div className={aboutError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-about`}>
          {t`About the store`}
        </label>
        <textarea id={`${id}-about`} className="sa-textarea" value={about} maxLength={STORE_ABOUT_MAX} onChange={(event) => setAbout(event.target.value)} rows={6} />
        <p className="field__hint">{`${about.length}/${STORE_ABOUT_MAX}`} · {t`plain text`}</p>
        {aboutError && <p className="field__error">{aboutError}</p>}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="sa-actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending || uploading}>
          {t`Save`}
        </button>
      </div>
    </form>
  );
}
