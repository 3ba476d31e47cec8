import { useEffect, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatUsd } from '../../../domain/format/format-usd';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { CountdownText } from '../../catalog';
import { buyBarEligible, buyBarShown, PHONE_LAYOUT, type BuyBarAction } from '../buy-bar';

interface StickyBuyBarProps {
  /** The buy box: price and its action buttons. */
  boxRef: RefObject<HTMLElement | null>;
  priceLabel: string;
  priceCents: number;
  /** A live auction's end, for the time left; null for fixed-price items. */
  endsAt: string | null;
  offsetMs: number;
  own: boolean;
  finished: boolean;
  actions: BuyBarAction[];
}

/** Whether an element is on screen below the sticky header, followed by an IntersectionObserver. */
function useOnScreen(element: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The sticky header covers the top of the screen: a box under it is not seen.
    const header = document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0;
    const rootMargin = [-header, 0, 0, 0].map((px) => `${px}px`).join(' ');
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

interface BoxButtons {
  /** Drawn buttons by selector: whether each is disabled. */
  drawn: Record<string, boolean>;
  /** The first drawn one: the bar shows while it is off screen (the price may be on screen above it). */
  anchor: HTMLElement | null;
}

/**
 * The box's buttons the bar mirrors. Read again when the box changes (Buy now's code arrives later;
 * a button disables while its step runs).
 */
function useBoxButtons(ref: RefObject<HTMLElement | null>, enabled: boolean, selectors: string[]): BoxButtons {
  const [drawn, setDrawn] = useState<Record<string, boolean>>({});
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const key = selectors.join('|');
  useEffect(() => {
    const box = ref.current;
    if (!enabled || !box) return;
    const read = () => {
      const next: Record<string, boolean> = {};
      let first: HTMLElement | null = null;
      for (const selector of key.split('|')) {
        const button = box.querySelector<HTMLButtonElement>(selector);
        if (!button) continue;
        next[selector] = button.disabled;
        first ??= button;
      }
      setDrawn((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      setAnchor(first);
    };
    read();
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(read);
    observer.observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [ref, enabled, key]);
  return enabled ? { drawn, anchor } : { drawn: {}, anchor: null };
}

/**
 * The phone's bottom bar with the buy box's price, time left and buttons while the box's buttons
 * are off screen (issue 32): below the fold on arrival, or scrolled past. Its buttons press the box's own buttons, so the gate, the deposit step, the
 * review and the dialogs are the same code; a button the box has not drawn (Make offer where not
 * allowed) is not in the bar either. The page keeps room at the bottom for it (body class).
 */
export function StickyBuyBar({ boxRef, priceLabel, priceCents, endsAt, offsetMs, own, finished, actions }: StickyBuyBarProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery(PHONE_LAYOUT);
  const eligible = buyBarEligible({ phone, own, finished });
  const { drawn: buttons, anchor } = useBoxButtons(boxRef, eligible, actions.map((action) => action.target));
  const onScreen = useOnScreen(anchor);
  const shown = anchor !== null && buyBarShown({ phone, own, finished, boxOnScreen: onScreen });

  useEffect(() => {
    if (!eligible) return;
    document.body.classList.add('has-buy-bar');
    return () => document.body.classList.remove('has-buy-bar');
  }, [eligible]);

  if (!shown) return null;
  const press = (selector: string) => boxRef.current?.querySelector<HTMLButtonElement>(selector)?.click();
  const present = actions.filter((action) => action.target in buttons);
  return (
    <div className="buy-bar" role="region" aria-label={t`Buy box`}>
      <p className="buy-bar__price">
        <span className="buy-bar__label">{priceLabel}</span>
        <strong className="buy-bar__amount">{formatUsd(priceCents, i18n.locale)}</strong>
        {endsAt && <CountdownText until={endsAt} offsetMs={offsetMs} className="buy-bar__time" />}
      </p>
      <div className="buy-bar__actions">
        {present.map((action) => (
          <button
            key={action.key}
            type="button"
            className={`btn ${action.primary ? 'btn--primary' : 'btn--ghost'} buy-bar__button`}
            disabled={buttons[action.target]}
            onClick={() => press(action.target)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
