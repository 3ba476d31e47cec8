import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaseState } from '../../../../domain/cases/case.schema';

const labels = {
  open: msg`Open`,
  escalated: msg`With Holo`,
  refund_pending: msg`Refund on its way`,
  return_address: msg`Return address needed`,
  return_shipping: msg`Return on its way`,
  refunded: msg`Refunded`,
  closed: msg`Closed`,
  revoked: msg`Withdrawn by the buyer`,
} as const;

export const caseStateLabel = (i18n: I18n, state: CaseState) => i18n._(labels[state]);

const reasons = { not_received: msg`Not received`, not_as_described: msg`Not as described` } as const;
export const caseReasonLabel = (i18n: I18n, reason: keyof typeof reasons) => i18n._(reasons[reason]);
