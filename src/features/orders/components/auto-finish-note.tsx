import { useLingui } from '@lingui/react/macro';
import type { OrderViewer } from '../../../domain/orders/order-page.schema';

/**
 * A shipped order's automatic finish (docs/decisions.md: 30 days after shipping, 7 after the carrier
 * reports delivery): the date, said honestly as what happens unless the buyer confirms first.
 */
export function AutoFinishNote({ at, viewer }: { at: string; viewer: OrderViewer }) {
  const { t, i18n } = useLingui();
  const date = i18n.date(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="auto-finish">
      {viewer === 'buyer'
        ? t`Finishes automatically on ${date} unless you confirm receipt first.`
        : t`Finishes automatically on ${date} unless the buyer confirms receipt first.`}
    </p>
  );
}
