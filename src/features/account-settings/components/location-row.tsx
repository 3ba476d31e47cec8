import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { findLocation, locationOptions, type LocationCode } from '../../../domain/account/locations';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useSetLocation } from '../api/account-settings-api';
import { locationNames } from './location-names';

/** Location (spec 3 section 5): one of the list, saved as soon as it is chosen. */
export function LocationRow({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const setLocation = useSetLocation();
  const current = findLocation(user.LocationCode);

  function choose(code: string) {
    if (!findLocation(code)) return;
    setLocation.mutate(
      { LocationCode: code },
      {
        onSuccess: () => showToast(t`Your location has been saved.`, { tone: 'success' }),
        onError: (error) => showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : t`The setting could not be saved. Please try again.`, { tone: 'error' }),
      },
    );
  }

  return (
    <span className="setting-row__location">
      {current && <img src={current.Icon} alt="" width={24} height={18} className="setting-row__flag" />}
      <select
        id="setting-location"
        className="setting-row__select"
        value={current?.Code ?? ''}
        disabled={setLocation.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        {!current && (
          <option value="" disabled>
            {t`Choose a location`}
          </option>
        )}
        {locationOptions.map((option) => (
          <option key={option.Code} value={option.Code}>
            {i18n._(locationNames[option.Code as LocationCode])}
          </option>
        ))}
      </select>
    </span>
  );
}
