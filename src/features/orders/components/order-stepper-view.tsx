import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OrderStep, OrderStepKey } from '../../../domain/orders/order-stepper';

const stepLabels = {
  submitted: msg`Submitted`,
  paid: msg`Paid`,
  shipped: msg`Shipped`,
  finished: msg`Finished`,
  closed: msg`Closed`,
} satisfies Record<OrderStepKey, unknown>;

/** The progress stepper (domain/orders/order-stepper.ts): each step lit once reached, with its date. */
export function OrderStepperView({ steps }: { steps: OrderStep[] }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="order-stepper" aria-label={t`Order progress`}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`order-stepper__step${step.lit ? ' order-stepper__step--lit' : ''}${step.key === 'closed' ? ' order-stepper__step--closed' : ''}`}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className="order-stepper__dot" aria-hidden="true" />
          <span className="order-stepper__label">
            {i18n._(stepLabels[step.key])}
            {!step.lit && <span className="visually-hidden"> {t`(not yet)`}</span>}
          </span>
          {step.date && (
            <time className="order-stepper__date" dateTime={step.date}>
              {i18n.date(step.date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
