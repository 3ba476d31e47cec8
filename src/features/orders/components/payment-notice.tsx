import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CountDownType, countDownType, isCountdownUrgent } from '../../../domain/orders/countdown-tone';
import type { OrderStage } from '../../../domain/orders/order-stage';
import { PayCountdown, usePayTimeLeft } from './pay-countdown';

interface PaymentNoticeProps {
  stage: OrderStage;
  payDueAt: string;
  paidAt: string | null;
  /** Called once when the countdown reaches 00:00 on screen: the page reads the order again. */
  onTimeUp: () => void;
}

/**
 * The detail page's pay countdown and its warnings (spec 3 "Countdowns"): CountDownType 1 and 2
 * warn that an order not paid in time is closed, 3 says the system closed it. Nothing otherwise.
 */
export function PaymentNotice({ stage, payDueAt, paidAt, onTimeUp }: PaymentNoticeProps) {
  if (stage === 'unpaid') return <UnpaidNotice payDueAt={payDueAt} onTimeUp={onTimeUp} />;
  if (countDownType({ stage, msLeft: 0, paidAt }) === CountDownType.ClosedUnpaid) return <ClosedUnpaidNotice />;
  return null;
}

function UnpaidNotice({ payDueAt, onTimeUp }: { payDueAt: string; onTimeUp: () => void }) {
  const { t, i18n } = useLingui();
  const left = usePayTimeLeft(payDueAt);
  const type = countDownType({ stage: 'unpaid', msLeft: left, paidAt: null });
  const wasOpen = useRef(left > 0);
  useEffect(() => {
    // Only a countdown that ran out here reloads: an order opened already overdue was just read.
    if (left <= 0 && wasOpen.current) onTimeUp();
    wasOpen.current = left > 0;
  }, [left, onTimeUp]);
  const due = i18n.date(payDueAt, { dateStyle: 'medium', timeStyle: 'short' });
  const urgent = isCountdownUrgent(type, left);
  return (
    <div className={urgent ? 'order-notice order-notice--urgent' : 'order-notice'}>
      <PayCountdown payDueAt={payDueAt} />
      <p className="order-notice__text">
        {type === CountDownType.Paying
          ? t`Please pay by ${due}. An order not paid in time is closed by the system.`
          : t`The payment time is over: the system is closing this order.`}
      </p>
    </div>
  );
}

function ClosedUnpaidNotice() {
  const { t } = useLingui();
  return (
    <div className="order-notice order-notice--closed">
      <p className="order-notice__text">{t`This order was closed by the system because it was not paid in time.`}</p>
    </div>
  );
}
