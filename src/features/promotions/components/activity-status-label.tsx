import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ActivityStatusCode } from '../../../domain/promotions/activity-status';

const labels = { 0: msg`Coming soon`, 1: msg`Live`, 2: msg`Finished` } as const;
const tones = { 0: 'soon', 1: 'live', 2: 'finished' } as const;

/** Spec 3 section 4: 0 coming soon, 1 live, 2 finished. */
export function ActivityStatusLabel({ status }: { status: ActivityStatusCode }) {
  const { i18n } = useLingui();
  return <span className={`activity-status activity-status--${tones[status]}`}>{i18n._(labels[status])}</span>;
}
