import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import { showToast } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { isApiError } from '../../../lib/api/api-error';
import { formatCents } from '../../../domain/format/format-cents';
import { errorText } from '../../../lib/i18n/error-messages';
import { useSignOut } from '../api/sign-out';
import { useDisclosure } from '../../../lib/hooks/use-disclosure';
import { PromotionsMenuLink } from '../../promotions';

/**
 * The signed-in member's menu: avatar, nickname, CHP balance, my bids, orders, coupons, addresses,
 * account settings, sign out.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const { open, toggle, panelId, rootRef, buttonRef, closeOnLink } = useDisclosure();
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function onSignOut() {
    try {
      await signOut.mutateAsync();
      navigate('/');
    } catch (error) {
      showToast(errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR'), { tone: 'error' });
    }
  }

  const balance = formatCents(user.SumMoney, i18n.locale);
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-action user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Avatar name={user.NickName} src={user.HeadPortrait} size={32} />
        <span className="user-menu__name">{user.NickName}</span>
        <span className="visually-hidden">{t`Account menu`}</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open} onClick={closeOnLink}>
        <div className="user-menu__who">
          <Avatar name={user.NickName} src={user.HeadPortrait} size={44} />
          <div>
            <p className="user-menu__nickname">{user.NickName}</p>
            <Link to="/myholo/chp" className="user-menu__balance">
              {t`CHP balance: ${balance}`}
            </Link>
          </div>
        </div>
        <ul className="user-menu__links">
          <li>
            <Link to="/myholo/bids">{t`My bids`}</Link>
          </li>
          <li>
            <Link to="/myholo/purchase">{t`Purchases`}</Link>
          </li>
          <li>
            <Link to="/myholo/mallorder">{t`Store orders`}</Link>
          </li>
          <li>
            <Link to="/myholo/coupons">{t`Coupons`}</Link>
          </li>
          <li>
            <Link to="/myholo/warehouse">{t`Warehouse`}</Link>
          </li>
          <li>
            <Link to="/myholo/address">{t`Addresses`}</Link>
          </li>
          {user.MemberSource === 'US' && (
            <li>
              <Link to="/myholo/taxrefund">{t`Tax refunds`}</Link>
            </li>
          )}
          <li>
            <Link to="/myholo/setting">{t`Account settings`}</Link>
          </li>
          <PromotionsMenuLink />
          <li>
            <button type="button" onClick={() => void onSignOut()} disabled={signOut.isPending}>
              {signOut.isPending ? t`Signing out…` : t`Sign out`}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
