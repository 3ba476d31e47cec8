import { useLingui } from '@lingui/react/macro';
import { PROMOTION_PICTURE_MAX_WIDTH, PROMOTION_PICTURES_MAX } from '../../../../domain/uploads/promotion-picture';
import { PicturePicker, PictureUploadError } from '../../../components/picture-picker';
import type { PromotionPictures } from '../lib/use-promotion-pictures';

/**
 * A promotion's pictures (up to 6): thumbnails cut as the buyer's list card cuts the cover (800:420),
 * the first marked as the cover; each can be taken out or made the cover; more are uploaded here.
 */
export function ActivityPicturesField({ id, pictures }: { id: string; pictures: PromotionPictures }) {
  const { t } = useLingui();
  const { list, uploads } = pictures;
  return (
    <div className="field activity-pictures" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <span id={`${id}-label`} className="field__label">{t`Pictures`}</span>
      <p id={`${id}-hint`} className="banner-picture__hint">
        {t`JPG or PNG, at most ${PROMOTION_PICTURES_MAX}; the first is the cover. Stored at most ${PROMOTION_PICTURE_MAX_WIDTH} pixels wide, never cut.`}
      </p>
      {list.length > 0 && (
        <ol className="activity-pictures__list">
          {list.map((picture, index) => {
            const number = index + 1;
            return (
              <li key={picture.key} className="activity-pictures__item">
                <div className="activity-pictures__frame">
                  <img className="activity-pictures__thumb" src={picture.url} alt={t`Picture ${number}`} width={800} height={420} />
                  <button type="button" className="desk-photos__remove" onClick={() => pictures.remove(picture.key)}>
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">{t`Remove picture ${number}`}</span>
                  </button>
                </div>
                {index === 0 ? (
                  <span className="activity-pictures__cover">{t`Cover`}</span>
                ) : (
                  <button type="button" className="activity-pictures__make-cover" onClick={() => pictures.makeCover(picture.key)}>
                    {t`Make cover`}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {uploads.max > 0 && <PicturePicker uploads={uploads} label={list.length > 0 ? t`Add pictures` : t`Choose pictures`} />}
      <PictureUploadError uploads={uploads} />
    </div>
  );
}
