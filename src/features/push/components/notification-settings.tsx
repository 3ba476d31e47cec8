import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../components/page/page-loading';
import { StatusPanel } from '../../../components/status/status-panel';
import { showToast } from '../../../components/toast/toast-store';
import { pushQueries, useRemoveDevice, useSetPushKind } from '../api/push-api';
import { pushKindLabels } from './push-kind-labels';
import { ThisDevicePush } from './this-device-push';
import { currentSubscription, type PushState } from '../push-device';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/**
 * The notification settings of /myholo/setting (the account-settings feature shows it last): this
 * device, each kind on or off (for every device), and the member's devices. While no device gets
 * notifications the kinds show off and wait (issue 32: "Off" above with every switch on read as a
 * contradiction); the member's choices are kept and show again once a device is on.
 */
export function NotificationSettings() {
  const { t, i18n } = useLingui();
  const settings = useQuery(pushQueries.settings());
  const setKind = useSetPushKind();
  const removeDevice = useRemoveDevice();
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [deviceState, setDeviceState] = useState<PushState | null>(null);
  useEffect(() => void currentSubscription().then((subscription) => setThisEndpoint(subscription?.endpoint ?? null)), [settings.data]);

  const anyDevice = receiving(settings.data?.Devices.length ?? 0, deviceState);
  const failed = () => showToast(t`The setting could not be saved. Please try again.`, { tone: 'error' });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section className="settings-card" aria-labelledby="settings-push">
      <h2 id="settings-push" className="settings-card__title">{t`Notifications`}</h2>
      <ThisDevicePush onState={setDeviceState} />
      {settings.data ? (
        <>
          <fieldset className="push-kinds" disabled={!anyDevice} aria-describedby={anyDevice ? undefined : 'settings-push-waiting'}>
            <legend>{t`Notify me when`}</legend>
            {!anyDevice && (
              <p id="settings-push-waiting" className="pay-muted push-kinds__waiting">
                {t`No device gets notifications yet. Turn them on above to choose which ones you get.`}
              </p>
            )}
            {settings.data.Kinds.map(({ Kind, Enabled }) => (
              <label key={Kind} className="push-kinds__row">
                <span>{i18n._(pushKindLabels[Kind])}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="switch-input"
                  checked={Enabled && anyDevice}
                  onChange={(event) => setKind.mutate({ Kind, Enabled: event.target.checked }, { onError: failed })}
                />
              </label>
            ))}
          </fieldset>
          <h3 className="settings-card__subtitle">{t`Devices that get notifications`}</h3>
          {settings.data.Devices.length === 0 ? (
            <p className="pay-muted">{t`No device yet. Turn notifications on above, on each phone or computer you use.`}</p>
          ) : (
            <ul className="push-devices">
              {settings.data.Devices.map((device) => (
                <li key={device.Id} className="push-devices__row">
                  <span>
                    {device.Device}
                    {device.Endpoint === thisEndpoint && <span className="push-devices__this">{t`This device`}</span>}
                    <span className="pay-muted push-devices__since">{t`Since ${date(device.CreatedAt)}`}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={removeDevice.isPending}
                    onClick={() => removeDevice.mutate(device.Id, { onError: failed })}
                  >
                    {t`Remove`}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : failedWithoutData(settings) ? (
        <StatusPanel title={t`Your notification settings could not be loaded`} tone="error" />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}

/** Whether any device of the member gets notifications: one is listed, or this one just turned on. */
function receiving(deviceCount: number, deviceState: PushState | null): boolean {
  return deviceCount > 0 || deviceState === 'on';
}
