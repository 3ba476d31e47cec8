import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { useActivityPopup } from '../api/get-activity-popup';
import { dismissPopup, popupDismissed } from './popup-storage';

const WAIT_FOR_OTHER_DIALOG_MS = 1000;

/** True while another modal (a survey, a consent dialog) is open: the pop-up never goes on top. */
const otherDialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * The promotional pop-up on home and settings (spec 3 "Account settings"): the live pop-up
 * promotion of the caller's region, once per activity per device.
 */
export function PromotionPopup() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const popup = useActivityPopup();
  const activity = popup.data?.Data ?? null;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!activity || popupDismissed(activity.Id)) return;
    const tryOpen = () => {
      if (otherDialogOpen()) return false;
      setOpen(true);
      return true;
    };
    if (tryOpen()) return;
    const timer = setInterval(() => {
      if (tryOpen()) clearInterval(timer);
    }, WAIT_FOR_OTHER_DIALOG_MS);
    return () => clearInterval(timer);
  }, [activity]);

  if (!activity) return null;
  const close = () => {
    dismissPopup(activity.Id);
    setOpen(false);
  };
  const cover = activity.Imgs[0];
  return (
    <Dialog
      open={open}
      title={activity.Name}
      onClose={close}
      className="promotion-popup"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t`Close`}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            onClick={() => {
              close();
              navigate(`/myholo/activity/${activity.Id}`);
            }}
          >
            {t`See the promotion`}
          </button>
        </>
      }
    >
      {cover && <img className="promotion-popup__picture" src={cover} alt="" width={800} height={420} />}
      <p className="promotion-popup__summary">{activity.Summary}</p>
    </Dialog>
  );
}
