import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Avatar } from '../../../components/avatar/avatar';
import { showToast } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { PICTURE_ACCEPT, pictureFileProblem } from '../../../domain/uploads/picture-checks';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { uploadPicture } from '../../uploads';
import { useSetAvatar } from '../api/account-settings-api';
import { AvatarCropDialog } from './avatar-crop-dialog';

/**
 * Profile picture: choose a JPEG or PNG, crop it, and it goes up through the upload service
 * (purpose 'avatar'), then POST /api/me/avatar; the header shows it at once.
 */
export function AvatarRow({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setAvatar = useSetAvatar();

  function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      showToast(errorText(i18n, problem === 'not_image' ? 'UPLOAD_NOT_IMAGE' : 'UPLOAD_TOO_LARGE'), { tone: 'error' });
      return;
    }
    const url = URL.createObjectURL(file);
    const picture = new Image();
    picture.onload = () => {
      setError(null);
      setImage(picture);
    };
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      showToast(errorText(i18n, 'UPLOAD_NOT_IMAGE'), { tone: 'error' });
    };
    picture.src = url;
  }

  function close() {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  }

  async function save(jpeg: Blob) {
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadPicture(jpeg, 'avatar');
      await setAvatar.mutateAsync({ ImageId: uploaded.id });
      showToast(t`Your profile picture has been changed.`, { tone: 'success' });
      close();
    } catch (failure) {
      // Spec 3 section 8: the upload's own messages, else "changing the picture failed".
      setError(isApiError(failure) && failure.code.startsWith('UPLOAD_') ? errorText(i18n, failure.code, failure.message) : t`Your profile picture could not be changed. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <span className="setting-row__avatar">
        <Avatar name={user.NickName} src={user.HeadPortrait} size={56} />
      </span>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => inputRef.current?.click()}>
        {t`Change picture`}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        aria-label={t`Choose a profile picture`}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {image && <AvatarCropDialog image={image} busy={busy} error={error} onSave={(jpeg) => void save(jpeg)} onCancel={close} />}
    </>
  );
}
