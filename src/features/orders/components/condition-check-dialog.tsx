import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { formatUsd } from '../../../domain/format/format-usd';
import type { ConditionCheckReply } from '../../../domain/warehouse/warehouse-check.schema';
import { CheckCountdown } from './check-countdown';

interface ConditionCheckDialogProps {
  open: boolean;
  check: ConditionCheckReply;
  busy: boolean;
  onConfirm: () => void;
  onOpenCase: () => void;
  onClose: () => void;
}

/**
 * The item condition check dialog (spec 3 "Dialogs", "Confirm receipt"): the warehouse's photos and
 * description of each item, the shipping fee paid to get it there, and the buyer's two answers:
 * confirm (the order finishes, the card stays in their warehouse) or open a case.
 */
export function ConditionCheckDialog({ open, check, busy, onConfirm, onOpenCase, onClose }: ConditionCheckDialogProps) {
  const { t, i18n } = useLingui();
  const fee = formatUsd(check.PostageMoney, i18n.locale);
  return (
    <Dialog
      open={open}
      title={t`Check your card's condition`}
      onClose={onClose}
      className="condition-check"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onOpenCase}>
            {t`Open a case`}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy} data-autofocus>
            {t`Confirm`}
          </button>
        </>
      }
    >
      <p className="dialog__text">{t`Holo's warehouse received your card and photographed it. Check the photos, then confirm or open a case.`}</p>
      {check.CheckTimeLong !== null && <CheckCountdown key={check.CheckTimeLong} seconds={check.CheckTimeLong} />}
      <ul className="condition-check__items">
        {check.data.map((item) => (
          <CheckedItem key={item.Id} item={item} />
        ))}
      </ul>
      <p className="condition-check__fee">{t`Shipping fee paid: ${fee}`}</p>
      <p className="dialog__text dialog__text--caution">{t`Once confirmed, the order is finished, the seller is paid and you can no longer open a case.`}</p>
    </Dialog>
  );
}

function CheckedItem({ item }: { item: ConditionCheckReply['data'][number] }) {
  const { t } = useLingui();
  const title = item.Title;
  return (
    <li className="condition-check__item">
      <p className="condition-check__title">
        {title} <span className="condition-check__qty">× {item.Quantity}</span>
      </p>
      <ul className="condition-check__photos" aria-label={t`Condition photos of ${title}`}>
        {item.Photos.map((url, index) => {
          const number = index + 1;
          return (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t`Photo ${number} of ${title}`} width={160} height={120} loading="lazy" />
              </a>
            </li>
          );
        })}
      </ul>
      {item.Description && <p className="condition-check__note">{item.Description}</p>}
    </li>
  );
}
