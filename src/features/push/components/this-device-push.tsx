import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast/toast-store';
import { pushQueries } from '../api/push-api';
import { pushState, turnOffPush, turnOnPush, type PushState } from '../push-device';

interface ThisDevicePushProps {
  /** Told this device's state when it is known and whenever it changes (the kinds' switches follow it). */
  onState?: (state: PushState) => void;
}

/** "Notifications on this device": on or off, blocked by the browser, or not possible in this browser. */
export function ThisDevicePush({ onState }: ThisDevicePushProps = {}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | null>(null);
  // What is under way: turning on waits for the browser's permission prompt, which the member answers.
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  useEffect(() => void pushState().then(setState), []);
  useEffect(() => {
    if (state !== null) onState?.(state);
  }, [state, onState]);

  const change = async (target: 'on' | 'off', turn: () => Promise<PushState>) => {
    setBusy(target);
    try {
      setState(await turn());
    } catch {
      showToast(t`Notifications could not be changed on this device. Please try again.`, { tone: 'error' });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: pushQueries.settings().queryKey });
    }
  };

  if (state === null) return null;
  const text = {
    on: t`On: this device gets Holo's notifications, also while the app is closed.`,
    off: t`Off: this device gets no notifications.`,
    blocked: t`Blocked: notifications for Holo are turned off in this browser's site settings. Allow them there, then come back.`,
    unsupported: t`This browser cannot receive notifications. On iPhone and iPad, add Holo to your Home Screen first.`,
  }[state];
  return (
    <div className="push-device">
      <p className="push-device__state" data-state={state}>
        {text}
      </p>
      {state === 'off' && (
        <button type="button" className="btn btn--primary btn--small" disabled={busy !== null} onClick={() => void change('on', turnOnPush)}>
          {busy === 'on' ? t`Waiting for your browser…` : t`Turn on notifications`}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null} onClick={() => void change('off', turnOffPush)}>
          {busy === 'off' ? t`Turning off…` : t`Turn off on this device`}
        </button>
      )}
    </div>
  );
}
