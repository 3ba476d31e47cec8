import type { InputHTMLAttributes, ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
}

export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="check">
      <input id={id} type="checkbox" className="check__box" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
      <label htmlFor={id} className="check__label">
        {label}
      </label>
      {error && (
        <p id={errorId} className="field__error check__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
