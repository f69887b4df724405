import type { TBonus } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { IconAlert, IconClock, IconGift, IconInfo, IconShield } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Modal } from '@/components/modal';
import { apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useBonusDetails } from '../api/bonus-details';
import { useBonusForfeit } from '../api/bonus-forfeit';
import { useNow } from '../hooks/use-now';
import { timeUntil, wageringLeft, wageringPercent } from '../utils/bonus-progress';
import { weightLines } from '../utils/promotion-terms';
import { BonusHistory } from './bonus-history';
import { FreeRoundsList } from './free-rounds-list';
import { bonusStatusLabel } from './promotion-labels';

/** The confirmation before a bonus is given up: what is lost (its bonus money) and what is not (real money). */
const ForfeitDialog = ({ bonus, symbol, onClose }: { bonus: TBonus; symbol: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const forfeit = useBonusForfeit();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (forfeit.isPending) return;
    setError(null);
    forfeit.mutate(bonus.id, {
      onSuccess: () => {
        onClose();
        dialogs.message({ text: t('promotions.bonus.forfeit_done'), icon: 'success' });
      },
      onError: (err) => setError(apiMessage(t, err)),
    });
  };
  return (
    <Modal
      name="bonus-forfeit"
      size="sm"
      role="alertdialog"
      title={t('promotions.bonus.forfeit_title', { title: bonus.title })}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} data-autofocus data-testid="bonus-forfeit-keep">
            {t('promotions.bonus.forfeit_keep')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={forfeit.isPending} aria-busy={forfeit.isPending || undefined} data-testid="bonus-forfeit-confirm">
            {forfeit.isPending ? t('form.submitting') : t('promotions.bonus.forfeit_confirm')}
          </Button>
        </>
      }
    >
      <ul className="bonus-forfeit" data-testid="bonus-forfeit-points">
        <li className="bonus-forfeit__point bonus-forfeit__point--lose">
          <IconAlert size={20} />
          <span>{t('promotions.bonus.forfeit_lose', { amount: money(symbol, bonus.balance) })}</span>
        </li>
        <li className="bonus-forfeit__point bonus-forfeit__point--keep">
          <IconShield size={20} />
          <span>{t('promotions.bonus.forfeit_keep_real')}</span>
        </li>
        <li className="bonus-forfeit__point">
          <IconInfo size={20} />
          <span>{t('promotions.bonus.forfeit_limits')}</span>
        </li>
      </ul>
      {error && (
        <p className="promo-action__error" role="alert" data-testid="bonus-forfeit-error">
          {error}
        </p>
      )}
    </Modal>
  );
};

/** The active bonus: its bonus money, the wagering done as a bar, the max bet, how bets count, the expiry, the cap, and the way out. */
const ActiveBonus = ({ bonus, symbol, offset }: { bonus: TBonus; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState(false);
  const percent = wageringPercent(bonus.wageringDone, bonus.wageringRequired);
  const left = timeUntil(bonus.expiresAt, now);
  const progressText = t('promotions.bonus.progress_text', { done: money(symbol, bonus.wageringDone), required: money(symbol, bonus.wageringRequired) });
  const titleId = `bonus-${bonus.id}-title`;
  return (
    <section className="bonus-active" aria-labelledby={titleId} data-testid="bonus-active" data-bonus={bonus.id}>
      <header className="bonus-active__head">
        <span className="bonus-active__icon" aria-hidden="true">
          <IconGift size={24} />
        </span>
        <div className="bonus-active__titles">
          <span className="eyebrow">{t('promotions.bonus.active_title')}</span>
          <h3 id={titleId}>{bonus.title}</h3>
        </div>
        <div className="bonus-active__balance">
          <span>{t('promotions.bonus.balance')}</span>
          <strong data-testid="bonus-balance">{money(symbol, bonus.balance)}</strong>
        </div>
      </header>

      <div className="bonus-progress">
        <div className="bonus-progress__label">
          <span>{t('promotions.bonus.progress_label')}</span>
          <strong data-testid="bonus-progress-percent">{percent}%</strong>
        </div>
        <div
          className="bonus-progress__track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={progressText}
          aria-label={t('promotions.bonus.progress_label')}
          data-testid="bonus-progress"
        >
          <span className="bonus-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <div className="bonus-progress__figures">
          <span data-testid="bonus-progress-text">{progressText}</span>
          <span data-testid="bonus-left">{t('promotions.bonus.left_text', { amount: money(symbol, wageringLeft(bonus.wageringDone, bonus.wageringRequired)) })}</span>
        </div>
      </div>

      <dl className="bonus-facts">
        <div>
          <dt>{t('promotions.bonus.amount')}</dt>
          <dd>{money(symbol, bonus.amount)}</dd>
        </div>
        <div className={BigInt(bonus.maxBet) > 0n ? 'bonus-facts__warn' : undefined}>
          <dt>{t('promotions.bonus.max_bet')}</dt>
          <dd data-testid="bonus-max-bet">{BigInt(bonus.maxBet) > 0n ? money(symbol, bonus.maxBet) : t('promotions.bonus.no_limit')}</dd>
        </div>
        <div>
          <dt>{t('promotions.bonus.expires')}</dt>
          <dd data-testid="bonus-expires">
            <span className="bonus-facts__countdown">
              <IconClock size={14} />
              {left === null
                ? t('promotions.bonus.expired_now')
                : left.days > 0
                  ? t('promotions.bonus.left_days', { d: left.days, h: left.hours })
                  : t('promotions.bonus.left_hours', { h: left.hours, m: left.minutes })}
            </span>
            <small>{formatInOffset(bonus.expiresAt, offset)}</small>
          </dd>
        </div>
        <div>
          <dt>{t('promotions.bonus.cap')}</dt>
          <dd data-testid="bonus-cap">{bonus.conversionCap === null ? t('promotions.bonus.no_cap') : money(symbol, bonus.conversionCap)}</dd>
        </div>
      </dl>

      <div className="bonus-rules">
        <h4>{t('promotions.bonus.rules_title')}</h4>
        <ul className="promo-terms__list" data-testid="bonus-rules">
          {weightLines(bonus.categoryWeights, bonus.gameWeights, t, bonus.gameNames).map((line) => (
            <li key={line.id} className={`promo-terms__line${line.tone === 'warn' ? ' promo-terms__line--warn' : ''}`} data-term={line.id}>
              {line.text}
            </li>
          ))}
          <li className="promo-terms__line promo-terms__line--warn" data-term="withdraw-forfeits">
            {t('promotions.terms.withdraw_forfeits')}
          </li>
        </ul>
      </div>

      <div className="bonus-active__foot">
        <p className="muted">{t('promotions.bonus.forfeit_hint')}</p>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)} data-testid="bonus-forfeit">
          {t('promotions.bonus.forfeit')}
        </Button>
      </div>
      {confirming && <ForfeitDialog bonus={bonus} symbol={symbol} onClose={() => setConfirming(false)} />}
    </section>
  );
};

/** A queued or ended bonus in one row: what it was, and what became of it. */
const BonusRow = ({ bonus, symbol, offset }: { bonus: TBonus; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  const detail =
    bonus.status === 'queued'
      ? t('promotions.bonus.queued_note', { amount: money(symbol, bonus.wageringRequired) })
      : bonus.status === 'completed' && bonus.converted !== null
        ? t('promotions.bonus.converted', { amount: money(symbol, bonus.converted) })
        : bonus.endedAt !== null
          ? t('promotions.bonus.ended_at', { date: formatInOffset(bonus.endedAt, offset) })
          : null;
  return (
    <li className="bonus-row" data-testid="bonus-row" data-status={bonus.status}>
      <div className="bonus-row__main">
        <strong>{bonus.title}</strong>
        <span className="bonus-row__meta">{t('promotions.bonus.issued_at', { date: formatInOffset(bonus.issuedAt, offset) })}</span>
      </div>
      <div className="bonus-row__side">
        <span className={`bonus-status bonus-status--${bonus.status}`}>{bonusStatusLabel(t, bonus.status)}</span>
        <strong className="bonus-row__amount">{money(symbol, bonus.amount)}</strong>
      </div>
      {detail && <p className="bonus-row__detail">{detail}</p>}
    </li>
  );
};

/**
 * bonusDetails (member center, SPEC.md §2): the active bonus first with its
 * wagering progress and every limit in words, the forfeit behind a clear
 * confirmation; then the bonuses waiting their turn, the ended ones, and
 * what happened to them, page by page.
 */
export const BonusDetails = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const details = useBonusDetails();

  if (details.isPending) return <Spinner label={t('common.loading')} />;
  if (details.isError) return <LoadFailed title={t('promotions.bonus.load_failed')} error={details.error} onRetry={() => void details.refetch()} retryTestId="bonus-retry" />;

  const { currencySymbol: symbol, bonuses } = details.data;
  const promotionsLink = (
    <ButtonLink to="/promotions" variant="primary" icon={<IconGift size={18} />} data-testid="bonus-promotions-link">
      {t('promotions.bonus.see_promotions')}
    </ButtonLink>
  );
  if (bonuses.length === 0) {
    return (
      <div data-testid="bonus-details-empty">
        <FreeRoundsList />
        <EmptyState icon={<IconGift size={32} />} title={t('promotions.bonus.empty_title')} body={t('promotions.bonus.empty_body')} actions={promotionsLink} />
      </div>
    );
  }

  const active = bonuses.filter((b) => b.status === 'active');
  const queued = bonuses.filter((b) => b.status === 'queued');
  const ended = bonuses.filter((b) => b.status !== 'active' && b.status !== 'queued');
  return (
    <div className="stack bonus-details" data-testid="bonus-details">
      <FreeRoundsList />
      {active.length > 0 ? (
        active.map((b) => <ActiveBonus key={b.id} bonus={b} symbol={symbol} offset={offset} />)
      ) : (
        <div className="bonus-none" data-testid="bonus-none-active">
          <p>{t('promotions.bonus.none_active')}</p>
          {promotionsLink}
        </div>
      )}
      {queued.length > 0 && (
        <section className="bonus-list" aria-labelledby="bonus-queued-title">
          <h3 id="bonus-queued-title" className="bonus-list__title">
            {t('promotions.bonus.queued_title')}
          </h3>
          <ul className="bonus-list__rows" data-testid="bonus-queued">
            {queued.map((b) => (
              <BonusRow key={b.id} bonus={b} symbol={symbol} offset={offset} />
            ))}
          </ul>
        </section>
      )}
      {ended.length > 0 && (
        <section className="bonus-list" aria-labelledby="bonus-ended-title">
          <h3 id="bonus-ended-title" className="bonus-list__title">
            {t('promotions.bonus.ended_title')}
          </h3>
          <ul className="bonus-list__rows" data-testid="bonus-ended">
            {ended.map((b) => (
              <BonusRow key={b.id} bonus={b} symbol={symbol} offset={offset} />
            ))}
          </ul>
        </section>
      )}
      <BonusHistory symbol={symbol} offset={offset} titles={new Map(bonuses.map((b) => [b.id, b.title]))} />
    </div>
  );
};
