import { useLingui } from '@lingui/react/macro';
import { BANNER_PICTURE_HEIGHT, BANNER_PICTURE_WIDTH } from '../../../../domain/uploads/banner-picture';
import { PicturePicker, PictureUploadError } from '../../../components/picture-picker';
import type { PictureUploads } from '../../../lib/use-picture-uploads';

/**
 * The banner's picture: the one just uploaded (purpose 'banner'), else the banner's current one,
 * shown as the home page will show it (3:1); a new choice replaces it.
 */
export function BannerPictureField({ id, uploads, currentUrl }: { id: string; uploads: PictureUploads; currentUrl: string | undefined }) {
  const { t } = useLingui();
  const shown = uploads.pictures[0]?.ImageUrl ?? currentUrl;
  return (
    <div className="field banner-picture" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <span id={`${id}-label`} className="field__label">{t`Picture`}</span>
      {shown ? (
        <img className="banner-picture__preview" src={shown} alt={t`Picture preview`} width={BANNER_PICTURE_WIDTH} height={BANNER_PICTURE_HEIGHT} />
      ) : (
        <div className="banner-picture__preview banner-picture__preview--empty">{t`No picture yet`}</div>
      )}
      <p id={`${id}-hint`} className="banner-picture__hint">
        {t`JPG or PNG. Cut to 3:1, at most ${BANNER_PICTURE_WIDTH} × ${BANNER_PICTURE_HEIGHT} pixels; the headline is drawn over its left side.`}
      </p>
      <PicturePicker uploads={uploads} label={shown ? t`Replace the picture` : t`Choose a picture`} />
      <PictureUploadError uploads={uploads} />
    </div>
  );
}
