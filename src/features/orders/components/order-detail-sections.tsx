import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** A titled block of the order detail page. */
export function DetailSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `order-section ${className}` : 'order-section'} aria-labelledby={id}>
      <h2 id={id} className="order-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label / value rows. */
export function OrderFacts({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="order-facts">
      {rows.map((row) => (
        <div key={row.label} className="order-facts__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ShipTo {
  name: string;
  phone: string;
  lines: string[];
}

/** Spec 3 "Order detail screens": the buyer's nickname, the ship-to name and the address. */
export function BuyerInfo({ nickname, shipTo }: { nickname: string; shipTo: ShipTo | null }) {
  const { t } = useLingui();
  return (
    <DetailSection id="order-buyer" title={t`Buyer`}>
      <OrderFacts
        rows={[
          { label: t`Nickname`, value: nickname },
          { label: t`Ship to`, value: shipTo ? `${shipTo.name} ${shipTo.phone}`.trim() : t`No address given` },
          ...(shipTo
            ? [
                {
                  label: t`Address`,
                  value: (
                    <address className="order-address">
                      {shipTo.lines.filter(Boolean).map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>
                  ),
                },
              ]
            : []),
        ]}
      />
    </DetailSection>
  );
}
