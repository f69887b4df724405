import type { TPointReward, TRedeem } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconCheckCircle, IconInfo } from '@/components/icons';
import { Modal } from '@/components/modal';
import { apiMessage } from '@/lib/api-message';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/use-request-id';
import { useRedeemPointReward } from '../api/redeem-point-reward';
import { formatPoints, redeemable } from '../utils/points';
import { PasswordMissing, PaymentPasswordField, passwordProblem, passwordRefusal } from './payment-password';
import { rewardKindLabel } from './point-labels';
import { RedeemStatusBadge } from './redeem-status-badge';
import { RewardArt } from './reward-art';
import { IconMinus, IconPlus } from './stepper-icons';

type Errors = { password?: string; form?: string; missing?: string };

const RedeemDone = ({ redeem, reward, symbol }: { redeem: TRedeem; reward: TPointReward; symbol: string }) => {
  const { t } = useTranslation();
  const paid = reward.kind === 'cash' && redeem.status === 'approved';
  return (
    <div className="point-done" role="status" data-testid="redeem-success">
      <span className="icon-disc icon-disc--success" aria-hidden="true">
        <IconCheckCircle size={34} />
      </span>
      <h3>{t('points.redeem_done_title')}</h3>
      <p data-testid="redeem-success-text">
        {t('points.redeem_done_body', { quantity: redeem.quantity, name: redeem.rewardName, points: formatPoints(redeem.points) })}
      </p>
      <RedeemStatusBadge status={redeem.status} />
      <p className="muted" data-testid="redeem-success-next">
        {paid
          ? t('points.redeem_done_cash', { amount: money(symbol, (BigInt(reward.cashAmount) * BigInt(redeem.quantity)).toString()) })
          : redeem.status === 'in_process'
            ? t('points.redeem_done_in_process')
            : t('points.redeem_done_check')}
      </p>
    </div>
  );
};

/**
 * Redeeming a reward (MCS2_redeemPointReward, behind the payment password):
 * the quantity within the stock, the member's limit and points, the total,
 * what happens next (cash at once; goods wait for staff, "in process"), and
 * the payment password. One request id per attempt, kept while the outcome
 * is unknown, so a resend redeems once.
 */
export const RedeemDialog = ({ reward, balance, symbol, onClose }: { reward: TPointReward; balance: bigint; symbol: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const redeem = useRedeemPointReward();
  const requestId = useRequestId();
  const { max } = redeemable(reward, balance);
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<TRedeem | null>(null);
  const qty = Math.min(Math.max(quantity, 1), Math.max(max, 1));
  const total = BigInt(reward.points) * BigInt(qty);
  const after = balance - total;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (redeem.isPending || max < 1) return;
    const found: Errors = { password: passwordProblem(t, password) };
    setErrors(found);
    if (found.password) return;
    const body = { rewardId: reward.id, quantity: qty, paymentPassword: password, requestId: requestId.idFor(`${reward.id}:${qty}`) };
    redeem.mutate(body, {
      onSuccess: (result) => {
        requestId.settle();
        setPassword('');
        setDone(result);
      },
      onError: (err) => {
        requestId.settle(err);
        setPassword('');
        const refusal = passwordRefusal(t, err);
        if (refusal) setErrors({ password: refusal.field, missing: refusal.missing });
        // points_insufficient, reward_unavailable and the rest: said above the button; the figures are read again.
        else setErrors({ form: apiMessage(t, err) });
      },
    });
  };

  const stepper = (delta: number) => setQuantity(Math.min(Math.max(qty + delta, 1), Math.max(max, 1)));

  return (
    <Modal
      name="point-redeem"
      size="sm"
      title={done ? t('points.redeem_done_heading') : t('points.redeem_title', { name: reward.name })}
      onClose={onClose}
      footer={
        done ? (
          <Button variant="primary" onClick={onClose} data-testid="redeem-close">
            {t('points.close')}
          </Button>
        ) : undefined
      }
    >
      {done ? (
        <RedeemDone redeem={done} reward={reward} symbol={symbol} />
      ) : (
        <form className="point-form point-redeem" onSubmit={submit} noValidate data-testid="redeem-form">
          <div className="point-redeem__reward">
            <RewardArt reward={reward} size="sm" />
            <div>
              <span className={`point-kind point-kind--${reward.kind}`}>{rewardKindLabel(t, reward.kind)}</span>
              <strong>{reward.name}</strong>
              {reward.description && <p className="muted">{reward.description}</p>}
            </div>
          </div>
          <p className="point-redeem__note" data-testid="redeem-kind-note">
            <IconInfo size={16} />
            <span>{reward.kind === 'cash' ? t('points.cash_note', { amount: money(symbol, reward.cashAmount) }) : t('points.physical_note')}</span>
          </p>
          <div className="point-qty">
            <span className="field__label" id="redeem-qty-label">
              {t('points.quantity')}
            </span>
            <div className="point-qty__control" role="group" aria-labelledby="redeem-qty-label">
              <button type="button" className="icon-button" onClick={() => stepper(-1)} disabled={qty <= 1} aria-label={t('points.quantity_less')} data-testid="redeem-qty-minus">
                <IconMinus />
              </button>
              <input
                className="point-qty__input"
                inputMode="numeric"
                aria-labelledby="redeem-qty-label"
                value={String(qty)}
                onChange={(e) => setQuantity(Number(e.target.value.replace(/\D/g, '')) || 1)}
                data-testid="redeem-qty"
              />
              <button type="button" className="icon-button" onClick={() => stepper(1)} disabled={qty >= max} aria-label={t('points.quantity_more')} data-testid="redeem-qty-plus">
                <IconPlus />
              </button>
            </div>
            <span className="muted point-qty__max">{t('points.quantity_max', { n: max })}</span>
          </div>
          <dl className="point-sum">
            <div>
              <dt>{t('points.each')}</dt>
              <dd>{t('points.points_n', { n: formatPoints(reward.points) })}</dd>
            </div>
            <div className="point-sum__total">
              <dt>{t('points.total')}</dt>
              <dd data-testid="redeem-total">{t('points.points_n', { n: formatPoints(total) })}</dd>
            </div>
            <div>
              <dt>{t('points.after')}</dt>
              <dd data-testid="redeem-after">{t('points.points_n', { n: formatPoints(after) })}</dd>
            </div>
          </dl>
          {errors.missing && <PasswordMissing text={errors.missing} />}
          <PaymentPasswordField
            value={password}
            onChange={(v) => {
              setPassword(v);
              setErrors((x) => ({ ...x, password: undefined }));
            }}
            error={errors.password}
            testId="redeem-password"
          />
          {errors.form && (
            <p className="field__error" role="alert" data-testid="redeem-error">
              {errors.form}
            </p>
          )}
          <Button type="submit" variant="accent" size="lg" block disabled={redeem.isPending || max < 1} aria-busy={redeem.isPending || undefined} data-testid="redeem-submit">
            {redeem.isPending ? t('form.submitting') : t('points.redeem_submit', { points: formatPoints(total) })}
          </Button>
        </form>
      )}
    </Modal>
  );
};
