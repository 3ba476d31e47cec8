import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** Translated error text; linked to the input with aria-describedby and announced. */
  error?: string | null;
  hint?: ReactNode;
  /** Controls inside the input's frame, after it (show/hide, send code). */
  trailing?: ReactNode;
  /** Controls before the input (country selector). */
  leading?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, error, hint, trailing, leading, className, ref, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        {leading}
        <div className="field__frame">
          <input ref={ref} id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {trailing}
        </div>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
