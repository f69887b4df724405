import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldControlProps } from '@/components/field';
import { Money } from '@/components/money';
import { currentLanguage } from '@/lib/i18n';
import { useStaff } from '@/lib/staff';
import { budgetShare, currencySymbol } from './format';

/** A brand that names no language writes in English (one array, so what depends on it keeps between renders). */
const DEFAULT_LANGUAGES: readonly string[] = ['EN'];

/** The brand's facts the engagement screens write with: its languages (the default first), clock and currency. */
export const useBrand = () => {
  const staff = useStaff();
  const brand = staff?.brand;
  const languages = brand?.languages.length ? brand.languages : DEFAULT_LANGUAGES;
  const currency = brand?.currency;
  return { languages, offset: brand?.gmtOffsetMinutes ?? 0, currency, money: currency ?? '', symbol: currencySymbol(currency), language: currentLanguage() };
};

/** Budget used of its total, with a bar that turns amber past 80 % and red once spent; the amount alone without a total. */
export const BudgetBar = ({ used, total, label }: { used: string; total: string; label?: string }) => {
  const { t } = useTranslation();
  const share = budgetShare(used, total);
  if (share === null)
    return (
      <span className="eng-budget">
        <Money minor={used} />
      </span>
    );
  const tone = share >= 1 ? 'danger' : share >= 0.8 ? 'warn' : 'ok';
  const percent = Math.round(share * 1000) / 10;
  const text = t('engagement.budget_used_share', { percent });
  return (
    <span className="eng-budget">
      <span>
        <Money minor={used} />
        <span className="eng-budget__of"> / </span>
        <Money minor={total} />
      </span>
      <span
        className={`eng-bar eng-bar--${tone}`}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-label={label ? `${label}: ${text}` : text}
        title={text}
      >
        <span className="eng-bar__fill" style={{ width: `${Math.min(share, 1) * 100}%` }} />
      </span>
    </span>
  );
};

/** A member's account, linked to their player page (a click on it does not also click the row). */
export const MemberLink = ({ id, account }: { id: number; account: string }) => (
  <Link to={`/players/${id}`} className="eng-member" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
    {account}
  </Link>
);

/** The brand's languages as a switch: one language's texts on screen at a time, a language with an error marked. */
export const LanguageSwitch = ({
  languages,
  value,
  onChange,
  hasError,
  label,
}: {
  languages: readonly string[];
  value: string;
  onChange: (language: string) => void;
  hasError?: (language: string) => boolean;
  label?: string;
}) => {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <div className="segmented eng-langs" role="group" aria-label={label ?? t('engagement.text_language')}>
      {languages.map((lang, i) => (
        <button
          key={lang}
          type="button"
          className={`segmented__item${hasError?.(lang) ? ' eng-langs__item--error' : ''}`}
          aria-pressed={lang === value}
          onClick={() => onChange(lang)}
          title={i === 0 ? t('engagement.default_language') : undefined}
        >
          {lang}
          {i === 0 && <span aria-hidden="true"> *</span>}
        </button>
      ))}
    </div>
  );
};

/** An input with its unit beside it (the currency, minutes, days); the label says the unit too, for screen readers. */
export const UnitInput = ({
  unit,
  control,
  ref,
  ...input
}: { unit: string; control: FieldControlProps; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) => (
  <span className="eng-unit">
    <input ref={ref} className="input is-numeric" inputMode="decimal" autoComplete="off" {...input} {...control} />
    <span className="eng-unit__text" aria-hidden="true">
      {unit}
    </span>
  </span>
);

/** A part of a form under its heading. */
export const Section = ({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) => (
  <section className="eng-section">
    <h3 className="record-panel__section">{title}</h3>
    {hint && <p className="field__hint eng-section__hint">{hint}</p>}
    {children}
  </section>
);

/** A line under a table for staff who may read but not change. */
export const ViewOnly = () => {
  const { t } = useTranslation();
  return <p className="muted eng-view-only">{t('engagement.view_only')}</p>;
};

/** An error under an input in a table cell. */
export const CellError = ({ children }: { children?: string }) =>
  children ? (
    <span className="field__error" role="alert">
      {children}
    </span>
  ) : null;
