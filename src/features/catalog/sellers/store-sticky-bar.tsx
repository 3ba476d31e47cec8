import { useEffect, useState } from 'react';
import type { StoreDetail } from '../../../domain/catalog/store.schema';
import { useScrolledPast } from '../../../lib/hooks/use-scrolled-past';
import { StoreActions } from './store-actions';

/** Spec 1 "Seller store page": past 420 px a compact store header stays at the top. */
export const STORE_STICKY_AFTER_PX = 420;

/** The bottom edge of the app's own sticky header, so the store bar sits just under it. */
function useStickyTop(active: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!active) return;
    const header = document.querySelector('header');
    const measure = () => setTop(header ? Math.max(0, header.getBoundingClientRect().bottom) : 0);
    measure();
    const observer = header ? new ResizeObserver(measure) : null;
    if (header) observer?.observe(header);
    return () => observer?.disconnect();
  }, [active]);
  return top;
}

export function StoreStickyBar({ store }: { store: StoreDetail }) {
  const shown = useScrolledPast(STORE_STICKY_AFTER_PX);
  const top = useStickyTop(shown);
  return (
    <div className={`store-sticky${shown ? ' store-sticky--shown' : ''}`} style={{ top }} aria-hidden={!shown} inert={!shown}>
      <div className="store-sticky__inner">
        <img src={store.StoreLogo} alt="" width="36" height="36" className="store-sticky__logo" />
        <span className="store-sticky__name">{store.StoreName}</span>
        <StoreActions store={store} compact />
      </div>
    </div>
  );
}
