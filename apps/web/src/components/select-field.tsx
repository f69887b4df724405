import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/**
 * A labelled select styled like FormField (FormField only wraps inputs): the
 * options are the children. With `name`, an error shows under it as
 * FormField's does (`field-error-<name>` is the test hook); `required` marks
 * the label with * (SPEC.md §5).
 */
export const SelectField = ({
  label,
  hint,
  error,
  required,
  children,
  testId,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: ReactNode; error?: string | null | undefined; testId?: string }) => {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-field={select.name}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          data-testid={testId}
          {...select}
        >
          {children}
        </select>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid={`field-error-${select.name ?? 'select'}`}>
          {error}
        </p>
      )}
    </div>
  );
};
