import { Navigate } from 'react-router-dom';
import { deskPages } from '../lib/desks';
import { useStaffMe } from '../lib/use-staff-me';

/** /staff/ opens the member's first desk. */
export function FirstDesk() {
  const me = useStaffMe();
  const first = deskPages.find((page) => me.Desks.includes(page.desk));
  return <Navigate to={first?.path ?? '/log'} replace />;
}
