import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useActivitySwitch } from '../api/get-activity-switch';

/** "Promotions" in the user menu, only while the activity switch of the member's region is on. */
export function PromotionsMenuLink() {
  const { t } = useLingui();
  const activitySwitch = useActivitySwitch();
  if (!activitySwitch.data?.On) return null;
  return (
    <li>
      <Link to="/myholo/activity">{t`Promotions`}</Link>
    </li>
  );
}
