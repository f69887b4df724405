import type { TClaimStatus, TPromotionStatus, TStaffClaim } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { currentLanguage } from '@/lib/i18n';
import { useStaff } from '@/lib/staff';
import { budgetShare, CLAIM_TONES, currencySymbol, PROMOTION_TONES } from './format';
import type { TermsContext } from './terms';

export const PromotionStatus = ({ status }: { status: TPromotionStatus }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={PROMOTION_TONES[status]}>{t(`promotions.status_${status}`)}</StatusBadge>;
};

export const ClaimStatus = ({ status }: { status: TClaimStatus }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={CLAIM_TONES[status]}>{t(`promotions.claim_${status}`)}</StatusBadge>;
};

/** A brand that names no language writes in English (one array, so what depends on it keeps between renders). */
const DEFAULT_LANGUAGES: readonly string[] = ['EN'];

/** The brand's facts the promotion screens write with: its languages (the default first), clock and currency. */
export const useBrand = () => {
  const staff = useStaff();
  const { t } = useTranslation();
  const brand = staff?.brand;
  const languages = brand?.languages.length ? brand.languages : DEFAULT_LANGUAGES;
  const offset = brand?.gmtOffsetMinutes ?? 0;
  const currency = brand?.currency;
  const terms: TermsContext = { t, symbol: currencySymbol(currency), offset };
  return { languages, offset, currency, terms, language: currentLanguage() };
};

/** A budget figure in the reward's unit: money, or a count of points. */
const BudgetFigure = ({ value, points }: { value: string; points: boolean }) => {
  const { t } = useTranslation();
  return points ? <span>{`${BigInt(value).toLocaleString('en-US')} ${t('promotions.points_unit')}`}</span> : <Money minor={value} />;
};

/** Budget used of its total (in points for a points reward), with a bar that turns amber past 80 % and red once spent; "no cap" without a total. */
export const BudgetBar = ({ used, total, points = false }: { used: string; total: string; points?: boolean }) => {
  const { t } = useTranslation();
  const share = budgetShare(used, total);
  if (share === null)
    return (
      <span className="promo-budget">
        <BudgetFigure value={used} points={points} />
        <span className="promo-budget__of muted">{t('promotions.no_cap')}</span>
      </span>
    );
  const tone = share >= 1 ? 'danger' : share >= 0.8 ? 'warn' : 'ok';
  const percent = Math.round(share * 1000) / 10;
  return (
    <span className="promo-budget">
      <span>
        <BudgetFigure value={used} points={points} />
        <span className="promo-budget__of"> / </span>
        <BudgetFigure value={total} points={points} />
      </span>
      <span
        className={`promo-bar promo-bar--${tone}`}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-label={t('promotions.budget_used_share', { percent })}
        title={t('promotions.budget_used_share', { percent })}
      >
        <span className="promo-bar__fill" style={{ width: `${Math.min(share, 1) * 100}%` }} />
      </span>
    </span>
  );
};

/** A member's account, linked to their player page (a click on it does not also click the row). */
export const MemberLink = ({ id, account }: { id: number; account: string }) => (
  <Link to={`/players/${id}`} className="promo-member" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
    {account}
  </Link>
);

const SHARED_KINDS = ['phone', 'email', 'bank', 'device'] as const;
const kindKey = (kind: string) => ((SHARED_KINDS as readonly string[]).includes(kind) ? `promotions.shared_${kind}` : 'promotions.shared_other');

/** In a row: how many other members share this one's phone, e-mail, bank account or device. */
export const AbuseBadge = ({ shared }: { shared: TStaffClaim['sharedWith'] }) => {
  const { t } = useTranslation();
  if (shared.length === 0) return <span className="muted">—</span>;
  const kinds = [...new Set(shared.map((s) => t(kindKey(s.kind))))].join(', ');
  return (
    <span className="promo-flag" title={kinds}>
      <Icon name="alert" size={14} />
      {t('promotions.flag_count', { n: shared.length, kinds })}
    </span>
  );
};

/** In the claim's drawer: the other members sharing this one's identity, by what they share, each linked. */
export const AbuseFlags = ({ shared }: { shared: TStaffClaim['sharedWith'] }) => {
  const { t } = useTranslation();
  if (shared.length === 0) return <p className="muted">{t('promotions.no_flags')}</p>;
  const byKind = new Map<string, string[]>();
  for (const s of shared) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.account]);
  return (
    <div className="promo-flags" role="alert" aria-label={t('promotions.flags')}>
      <p className="promo-flags__lead">
        <Icon name="alert" size={16} />
        {t('promotions.flags_lead', { n: shared.length })}
      </p>
      <dl className="promo-flags__list">
        {[...byKind].map(([kind, accounts]) => (
          <div key={kind} className="promo-flags__row">
            <dt>{t(kindKey(kind))}</dt>
            <dd>{accounts.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
