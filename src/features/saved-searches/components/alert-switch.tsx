import { useLingui } from '@lingui/react/macro';

interface AlertSwitchProps {
  on: boolean;
  /** The saved search's name, so each switch in the list is told apart. */
  name: string;
  busy: boolean;
  onToggle: () => void;
}

/** The e-mail alert switch of a saved search (role=switch). */
export function AlertSwitch({ on, name, busy, onToggle }: AlertSwitchProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t`E-mail alert: ${name}`}
      className={`switch${on ? ' switch--on' : ''}`}
      disabled={busy}
      onClick={onToggle}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text" aria-hidden="true">
        {on ? t`Alert on` : t`Alert off`}
      </span>
    </button>
  );
}
