import type { ReactNode, SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** A labelled select in the shared form look (.field, .field__select), its error announced. */
export function SelectField({ id, label, error, children, ...select }: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__select" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {children}
      </select>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
