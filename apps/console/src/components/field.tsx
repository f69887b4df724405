import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useForm, type FieldError, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * react-hook-form validated by a zod schema: the staff contracts' own body
 * schemas (`ZRejectBody`…) or a screen's. Values are the schema's input,
 * handleSubmit hands over its output.
 */
export function useZodForm<TOutput extends FieldValues, TInput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
) {
  return useForm<TInput, unknown, TOutput>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}

/** zod's issue codes with a text of their own; anything else reads `form.error_other`. */
const KNOWN_ERRORS = ['too_small', 'too_big', 'invalid_type', 'invalid_format', 'invalid_value', 'not_multiple_of'];

/**
 * A field's error in the staff member's language. A message that is an i18n
 * key (a screen's schema may say `min(1, 'form.error_required')`) is
 * translated; otherwise the text follows zod's issue code, since the
 * contracts' messages are English.
 */
export const useFieldErrorText = () => {
  const { t, i18n } = useTranslation();
  return (error: FieldError | string | undefined): string | undefined => {
    if (error === undefined) return undefined;
    if (typeof error === 'string') return i18n.exists(error) ? t(error) : error;
    if (error.message && i18n.exists(error.message)) return t(error.message);
    const type = typeof error.type === 'string' && KNOWN_ERRORS.includes(error.type) ? error.type : 'other';
    return t(`form.error_${type}`);
  };
};

/** The ids and states a control takes from its Field. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

export type FieldProps = {
  label: string;
  hint?: ReactNode;
  error?: FieldError | string;
  /** Marks the label; the schema decides what is actually required. */
  required?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, a control, a hint and an error, wired together for screen readers. */
export const Field = ({ label, hint, error, required, optional, className, children }: FieldProps) => {
  const { t } = useTranslation();
  const errorText = useFieldErrorText()(error);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className="field__optional"> {t('form.optional')}</span>}
      </label>
      {children({
        id,
        'aria-invalid': errorText ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {errorText && (
        <p id={errorId} className="field__error" role="alert">
          {errorText}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
};

type Labelled = Omit<FieldProps, 'children' | 'className'> & { fieldClassName?: string };

/** A text input in a Field; spread `register('name')` into it. */
export const TextField = ({
  label,
  hint,
  error,
  required,
  optional,
  fieldClassName,
  className,
  ref,
  ...input
}: Labelled & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) => (
  <Field label={label} hint={hint} error={error} required={required} optional={optional} className={fieldClassName}>
    {(control) => <input ref={ref} className={className ? `input ${className}` : 'input'} {...input} {...control} />}
  </Field>
);

/** A textarea in a Field; spread `register('name')` into it. */
export const TextAreaField = ({
  label,
  hint,
  error,
  required,
  optional,
  fieldClassName,
  className,
  ref,
  rows = 3,
  ...input
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) => (
  <Field label={label} hint={hint} error={error} required={required} optional={optional} className={fieldClassName}>
    {(control) => <textarea ref={ref} rows={rows} className={className ? `input input--textarea ${className}` : 'input input--textarea'} {...input} {...control} />}
  </Field>
);

/** A select in a Field; spread `register('name')` into it and give it <option>s. */
export const SelectField = ({
  label,
  hint,
  error,
  required,
  optional,
  fieldClassName,
  className,
  ref,
  children,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) => (
  <Field label={label} hint={hint} error={error} required={required} optional={optional} className={fieldClassName}>
    {(control) => (
      <select ref={ref} className={className ? `input input--select ${className}` : 'input input--select'} {...select} {...control}>
        {children}
      </select>
    )}
  </Field>
);

/** A form's own failure (the server's answer), above its buttons. */
export const FormError = ({ children }: { children?: ReactNode }) =>
  children ? (
    <p className="form-error" role="alert">
      {children}
    </p>
  ) : null;
