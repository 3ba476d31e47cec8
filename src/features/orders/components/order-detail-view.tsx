import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OrderViewer } from '../../../domain/orders/order-page.schema';
import type { OrderStep } from '../../../domain/orders/order-stepper';
import { OrderStepperView } from './order-stepper-view';

interface OrderDetailViewProps {
  code: string;
  statusText: string;
  statusTone: string;
  createdAt: string;
  viewer: OrderViewer;
  /** The buyer's way back to the list; none for the seller. */
  back: { href: string; label: string } | null;
  /** The pay countdown and its warnings, or the automatic finish. */
  notices: ReactNode;
  steps: OrderStep[];
  actions: ReactNode;
  /** The items and the shipping (left on a wide screen). */
  main: ReactNode;
  /** The buyer and the price breakdown (right on a wide screen). */
  aside: ReactNode;
}

/** The frame both order detail pages share (spec 3 "Order detail screens"). */
export function OrderDetailView({ code, statusText, statusTone, createdAt, viewer, back, notices, steps, actions, main, aside }: OrderDetailViewProps) {
  const { t, i18n } = useLingui();
  const placed = i18n.date(createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="page member-page order-detail">
      {back && (
        <Link to={back.href} className="order-detail__back">
          {back.label}
        </Link>
      )}
      <header className="order-detail__head">
        <h1 className="order-detail__title">{t`Order ${code}`}</h1>
        <span className={`order-status order-status--${statusTone}`}>{statusText}</span>
        {viewer === 'seller' && <span className="tag">{t`Your sale`}</span>}
        <p className="order-detail__placed">{t`Placed on ${placed}`}</p>
      </header>
      {notices}
      <OrderStepperView steps={steps} />
      <div className="order-card__actions order-detail__actions">{actions}</div>
      <div className="order-detail__grid">
        <div className="order-detail__main">{main}</div>
        <div className="order-detail__aside">{aside}</div>
      </div>
    </div>
  );
}
