import { useSuspenseQuery } from '@tanstack/react-query';
import type { StaffMeReply } from '../../domain/staff/staff.schema';
import { staffMeQuery } from '../api/staff-me';

/** The signed-in staff member; the layout renders its pages only once they are known to hold a desk. */
export function useStaffMe(): StaffMeReply {
  const me = useSuspenseQuery(staffMeQuery).data;
  if (!me) throw new Error('The staff layout renders its pages for a signed-in member only');
  return me;
}
