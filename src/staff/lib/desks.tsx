import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffDeskName } from '../../domain/staff/staff.schema';

/** The console's desks in the order its menu shows them: where each lives and its name. */
export const deskPages: ReadonlyArray<{ desk: StaffDeskName; path: string; label: MessageDescriptor }> = [
  { desk: 'warehouse', path: '/warehouse', label: msg`Warehouse` },
  { desk: 'cases', path: '/cases', label: msg`Cases` },
  { desk: 'tax', path: '/tax-refunds', label: msg`Tax refunds` },
  { desk: 'sellers', path: '/seller-applications', label: msg`Seller applications` },
  { desk: 'content', path: '/content', label: msg`Content` },
];
