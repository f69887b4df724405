import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/** A labelled select styled like FormField (FormField only wraps inputs): the options are the children. */
export const SelectField = ({
  label,
  hint,
  children,
  testId,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: ReactNode; testId?: string }) => {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select id={id} className="field__input" aria-describedby={hint ? `${id}-hint` : undefined} data-testid={testId} {...select}>
          {children}
        </select>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
};
