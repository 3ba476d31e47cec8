import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * Holo's hand-offs open the site's root: "Sell one like this" with `?id=<itemId>&clone=new` goes
 * on to the new-listing form pre-filled from that item; anything else is the dashboard.
 */
export function CloneHandOff({ fallback }: { fallback: ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (params.get('clone') === 'new' && id && /^\d+$/.test(id)) {
    return <Navigate to={`/listings/new?clone=${id}`} replace />;
  }
  return fallback;
}
