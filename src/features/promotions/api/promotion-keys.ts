/**
 * Query keys of the promotions feature. The answers follow the viewer's region and language, so
 * each key carries the viewer (member id or visitor, and the language): signing in or switching
 * the language reads fresh answers instead of another viewer's.
 */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session/session-store';

export type Viewer = string;

export function useViewer(): Viewer {
  const { i18n } = useLingui();
  const { user } = useSnapshot(session);
  return `${user?.Id ?? 'visitor'}:${i18n.locale}`;
}

export const promotionKeys = {
  all: () => ['promotions'] as const,
  switch: (viewer: Viewer) => [...promotionKeys.all(), 'switch', viewer] as const,
  list: (viewer: Viewer, pageIndex: number) => [...promotionKeys.all(), 'list', viewer, { pageIndex }] as const,
  detail: (viewer: Viewer, id: number) => [...promotionKeys.all(), 'detail', viewer, id] as const,
  popup: (viewer: Viewer) => [...promotionKeys.all(), 'popup', viewer] as const,
  live: (viewer: Viewer, activityType: 0 | 1, areaCode: string) => [...promotionKeys.all(), 'live', viewer, { activityType, areaCode }] as const,
  gifts: (viewer: Viewer, pageIndex: number) => [...promotionKeys.all(), 'gifts', viewer, { pageIndex }] as const,
};
