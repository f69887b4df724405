import type { TRedeemStatus } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { count, localText, moneyWords } from './format';
import { pointsValue } from './ladder-words';
import { useBrand } from './parts';
import type { RewardBody } from './reward-values';

export const REDEEM_TONES: Record<TRedeemStatus, StatusTone> = { in_process: 'warn', approved: 'success', rejected: 'danger' };
/** The redemptions staff decide: physical rewards waiting to be sent. */
export const REDEEM_WAITING: TRedeemStatus = 'in_process';

export const RedeemStatus = ({ status }: { status: TRedeemStatus }) => {
  const { t } = useTranslation();
  return <StatusBadge tone={REDEEM_TONES[status]}>{t(`loyalty.redeem_${status}`)}</StatusBadge>;
};

/** Stock in words: "Unlimited", "Out of stock", "12". */
export const StockText = ({ stock }: { stock: number | null }) => {
  const { t } = useTranslation();
  if (stock === null) return <span className="muted">{t('loyalty.unlimited')}</span>;
  if (stock === 0) return <StatusBadge tone="danger">{t('loyalty.out_of_stock')}</StatusBadge>;
  return <>{count(stock)}</>;
};

/**
 * A reward as members see it in the points mall (its picture, name, price
 * in points, what it is worth, stock and limit), and beside it what the same
 * points would make converted, so staff price it against the conversion.
 */
export const RewardPreview = ({ reward, language, pointsPerUnit }: { reward: RewardBody; language: string; pointsPerUnit: number | null }) => {
  const { t } = useTranslation();
  const { languages, terms } = useBrand();
  const symbol = terms.symbol;
  const name = localText(reward.name, language, languages);
  const description = localText(reward.description, language, languages);
  const cash = reward.kind === 'cash';
  const converted = pointsPerUnit && reward.points > 0 ? moneyWords(pointsValue(reward.points, pointsPerUnit), symbol) : null;
  return (
    <section className="promo-preview mall-preview" aria-label={t('loyalty.reward_preview')}>
      <header className="promo-preview__head">
        <h3 className="promo-preview__heading">{t('loyalty.reward_preview')}</h3>
        <span className="promo-preview__lang">{language}</span>
      </header>
      {reward.imageUrl ? <img className="mall-preview__image" src={reward.imageUrl} alt="" loading="lazy" /> : <div className="mall-preview__image mall-preview__image--none" aria-hidden="true" />}
      <p className="promo-preview__title">{name || <span className="muted">{t('loyalty.preview_no_name')}</span>}</p>
      {description && <p className="promo-preview__summary">{description}</p>}
      <p className="mall-preview__price">{reward.points > 0 ? t('loyalty.points_n', { n: count(reward.points) }) : '—'}</p>
      <ul className="promo-preview__terms">
        <li>{cash ? t('loyalty.preview_cash', { amount: moneyWords(reward.cashAmount, symbol) }) : t('loyalty.preview_physical')}</li>
        <li>{reward.stock === null ? t('loyalty.preview_unlimited') : t('loyalty.preview_stock', { n: count(reward.stock) })}</li>
        {reward.perMemberLimit !== null && <li>{t('loyalty.preview_limit', { n: count(reward.perMemberLimit) })}</li>}
        {!reward.active && <li>{t('loyalty.preview_hidden')}</li>}
      </ul>
      {converted && (
        <p className="promo-preview__own">
          {cash
            ? t('loyalty.preview_against_conversion_cash', { points: count(reward.points), converted, amount: moneyWords(reward.cashAmount, symbol) })
            : t('loyalty.preview_against_conversion', { points: count(reward.points), converted })}
        </p>
      )}
    </section>
  );
};
