import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle that keeps focus where it was. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__action"
          aria-controls={props.id}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
