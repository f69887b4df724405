import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconEye, IconEyeOff, IconLock } from './icons';

/**
 * A labelled input with its error under it, tied by aria-describedby
 * (`field-error-<name>` is the test hook). Required fields are marked *
 * (SPEC.md §5).
 */
export const FormField = ({
  name,
  label,
  error,
  required,
  hint,
  icon,
  trailing,
  leading,
  type = 'text',
  inputTestId,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Something inside the field on the right (e.g. a send-code button). */
  trailing?: ReactNode;
  /** Something inside the field on the left (e.g. a country code select). */
  leading?: ReactNode;
  inputTestId?: string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`} data-field={name}>
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
        {icon && <span className="field__icon">{icon}</span>}
        {leading}
        <input
          id={id}
          name={name}
          type={isPassword && reveal ? 'text' : type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          data-testid={inputTestId}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            onClick={() => setReveal((r) => !r)}
            aria-label={reveal ? t('form.hide_password') : t('form.show_password')}
            aria-pressed={reveal}
          >
            {reveal ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          </button>
        )}
        {trailing}
      </div>
      {hint && !error && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
};

/** A checkbox with its label and error; the error is announced and tied by aria-describedby. */
export const CheckField = ({
  name,
  checked,
  onChange,
  children,
  error,
  testId,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  testId?: string;
}) => {
  const id = useId();
  return (
    <div className={`check-field${error ? ' check-field--invalid' : ''}`}>
      <label className="check-field__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
};

/** A row of tabs switching the form shown below (login / register / forgot modes). */
export const Tabs = <T extends string>({
  tabs,
  value,
  onChange,
  label,
  testIdPrefix,
}: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  testIdPrefix: string;
}) => {
  if (tabs.length < 2) return null;
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (next) onChange(next.id);
  };
  return (
    <div className="segmented" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="segmented__tab"
          aria-selected={tab.id === value}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(i, 1);
            if (e.key === 'ArrowLeft') move(i, -1);
          }}
          data-testid={`${testIdPrefix}-${tab.id}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
};

/** A password input: lock icon, show/hide toggle, the contracts' length bound. */
export const PasswordField = (props: Omit<Parameters<typeof FormField>[0], 'type' | 'icon' | 'maxLength'>) => (
  <FormField type="password" icon={<IconLock size={18} />} maxLength={128} {...props} />
);
