import type { ReactNode } from 'react';

export type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What it switches, for screen readers (the visible label may say more). */
  label: string;
  disabled?: boolean;
  /** Shown beside the track. */
  children?: ReactNode;
};

/** An on/off switch: a button with role="switch", so it reads "on" or "off" and Space toggles it. */
export const Switch = ({ checked, onChange, label, disabled, children }: SwitchProps) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={label}
    disabled={disabled}
    className={`switch${checked ? ' switch--on' : ''}`}
    onClick={() => onChange(!checked)}
  >
    <span className="switch__track" aria-hidden="true">
      <span className="switch__thumb" />
    </span>
    {children}
  </button>
);
