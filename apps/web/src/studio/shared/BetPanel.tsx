/**
 * The bet panel's controls on the pages that share its shell (the originals, Crash): the
 * manual / auto tabs, the bet amount with its ½ 2× min max buttons, the auto rounds and the
 * switches. Classes carry the page's prefix (`cr` → cr-field …).
 */
import type { ReactNode } from 'react';
import type { TBetOp } from './bet';

export const AUTO_CHOICES = [5, 10, 25, 50, 100] as const;

export type TPlayTab = 'manual' | 'auto';

export function PlayModeTabs({ prefix, label, tab, onTab, disabled, names }: { prefix: string; label: string; tab: TPlayTab; onTab: (tab: TPlayTab) => void; disabled: boolean; names: Record<TPlayTab, string> }) {
  return (
    <div className={`${prefix}-tabs`} role="tablist" aria-label={label}>
      {(['manual', 'auto'] as const).map((k) => (
        <button key={k} type="button" role="tab" aria-selected={tab === k} className={`${prefix}-tab${tab === k ? ' is-on' : ''}`} onClick={() => onTab(k)} disabled={disabled}>
          {names[k]}
        </button>
      ))}
    </div>
  );
}

const OPS: readonly TBetOp[] = ['half', 'double', 'min', 'max'];

/** The bet field's texts, which every such page's dictionary carries. */
type TBetFieldTexts = (key: 'betAmount' | 'bet_half' | 'bet_double' | 'bet_min' | 'bet_max' | 'min' | 'max') => string;

/** The bet amount (input id `<prefix>-bet`): typed freely, written back on blur, moved by the ½ 2× min max buttons. */
export function BetAmountField({
  prefix,
  t,
  currency,
  value,
  disabled,
  invalid,
  onChange,
  onBlur,
  onOp,
  hint,
}: {
  prefix: string;
  t: TBetFieldTexts;
  currency: string;
  value: string;
  disabled: boolean;
  invalid: boolean | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
  onOp: (op: TBetOp) => void;
  hint: string | null;
}) {
  return (
    <div className={`${prefix}-field`}>
      <label className={`${prefix}-field__label`} htmlFor={`${prefix}-bet`}>
        <span>{t('betAmount')}</span>
        <span className={`${prefix}-field__aside`}>{currency}</span>
      </label>
      <div className={`${prefix}-amount`}>
        <input
          id={`${prefix}-bet`}
          className={`${prefix}-input ${prefix}-amount__input`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        />
        {OPS.map((op) => (
          <button key={op} type="button" className={`${prefix}-amount__op`} onClick={() => onOp(op)} disabled={disabled} aria-label={t(`bet_${op}`)} title={t(`bet_${op}`)}>
            {op === 'half' ? '½' : op === 'double' ? '2×' : op === 'min' ? t('min') : t('max')}
          </button>
        ))}
      </div>
      {hint !== null && <small className={`${prefix}-field__hint`}>{hint}</small>}
    </div>
  );
}

/** How many rounds auto-play plays (select id `<prefix>-auto-rounds`). */
export function AutoRoundsField({ prefix, label, value, disabled, onChange }: { prefix: string; label: string; value: number; disabled: boolean; onChange: (rounds: number) => void }) {
  return (
    <div className={`${prefix}-field`}>
      <label className={`${prefix}-field__label`} htmlFor={`${prefix}-auto-rounds`}>
        {label}
      </label>
      <select id={`${prefix}-auto-rounds`} className={`${prefix}-input`} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {AUTO_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox drawn as a switch; `modifier` adds `<prefix>-switch--<modifier>`. */
export function Switch({ prefix, checked, disabled, onChange, modifier, children }: { prefix: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void; modifier?: string; children: ReactNode }) {
  return (
    <label className={`${prefix}-switch${modifier ? ` ${prefix}-switch--${modifier}` : ''}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span className={`${prefix}-switch__track`} aria-hidden="true" />
      {children}
    </label>
  );
}
