import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { currentUserQuery } from '../../../lib/session/current-user-query';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user';
import { NotificationSettings } from '../../push';
import { AvatarRow } from '../components/avatar-row';
import { EmailDialog } from '../components/email-dialog';
import { LanguageRow } from '../components/language-row';
import { LocationRow } from '../components/location-row';
import { PasswordDialog } from '../components/password-dialog';
import { PhoneRow } from '../components/phone-row';
import { SettingRow } from '../components/setting-row';
import { VerificationRow } from '../components/verification-row';
import { PromotionPopup } from '../../promotions';

/** VerifyStatus 10: members whose identity is handled outside Holo's form; the row is hidden. */
const VERIFY_STATUS_HIDDEN = 10;

/**
 * /myholo/setting (spec 3 section 2 "Account settings"): profile picture, username, location,
 * phone, ID verification, e-mail, password, language, account type, shipping addresses, close
 * account (not for sellers) and the notification settings, in that order.
 */
export function AccountSettingsPage() {
  const { t } = useLingui();
  useRefreshCurrentUser();
  const { data: user } = useQuery(currentUserQuery);
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  if (!user) return <PageLoading />;
  const addressCount = user.Count;

  return (
    <div className="page settings-page">
      <h1 className="settings-page__title">{t`Account settings`}</h1>
      <section className="settings-card" aria-labelledby="settings-account">
        <h2 id="settings-account" className="settings-card__title">{t`Account`}</h2>
        <ul className="setting-rows">
          <SettingRow label={t`Profile picture`}>
            <AvatarRow user={user} />
          </SettingRow>
          <SettingRow label={t`Username`}>
            <span className="setting-row__text">{user.NickName}</span>
          </SettingRow>
          <SettingRow label={t`Location`} htmlFor="setting-location">
            <LocationRow user={user} />
          </SettingRow>
          <SettingRow label={t`Phone`}>
            <PhoneRow user={user} />
          </SettingRow>
          {user.VerifyStatus !== VERIFY_STATUS_HIDDEN && (
            <SettingRow label={t`ID verification`}>
              <VerificationRow status={user.VerifyStatus} />
            </SettingRow>
          )}
          <SettingRow label={t`E-mail`}>
            <span className="setting-row__text">{user.Email ?? t`Not set`}</span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog('email')}>
              {user.Email ? t`Change` : t`Add`}
            </button>
          </SettingRow>
          <SettingRow label={t`Password`}>
            <span className="setting-row__text" aria-hidden="true">
              ••••••••
            </span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog('password')}>
              {t`Change password`}
            </button>
          </SettingRow>
          <SettingRow label={t`Language`} htmlFor="setting-language">
            <LanguageRow />
          </SettingRow>
          <SettingRow label={t`Account type`}>
            <span className="setting-row__text">{user.IsSeller ? t`Seller` : t`Buyer`}</span>
          </SettingRow>
          <SettingRow label={t`Shipping addresses`}>
            <Link to="/myholo/address" className="setting-row__link">
              {t`Manage (${addressCount})`}
            </Link>
          </SettingRow>
          {!user.IsSeller && (
            <SettingRow label={t`Close account`}>
              <Link to="/terms/account" className="setting-row__link">
                {t`Read the terms and close`}
              </Link>
            </SettingRow>
          )}
        </ul>
      </section>

      <NotificationSettings />

      {dialog === 'email' && <EmailDialog onClose={() => setDialog(null)} />}
      {dialog === 'password' && <PasswordDialog onClose={() => setDialog(null)} />}
      <PromotionPopup />
    </div>
  );
}
