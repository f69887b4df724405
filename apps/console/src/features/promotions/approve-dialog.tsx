import type { TStaffClaim, TStaffPromotion } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { parseAmount } from './format';

const REASON_MAX = 200;

/**
 * Approving a claim: the reward as asked or the promotion's own (left
 * empty), or an amount staff set within the promotion's maximum, and the
 * reason for the audit log.
 */
export const ApproveDialog = ({
  claim,
  promotion,
  busy,
  onConfirm,
  onCancel,
}: {
  claim: TStaffClaim;
  promotion: TStaffPromotion | null;
  busy: boolean;
  onConfirm: (decision: { amount?: string; reason: string }) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const amountId = useId();
  const amountHintId = useId();
  const reasonId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const minor = amount.trim() === '' ? undefined : parseAmount(amount, false);
  const max = promotion?.reward.maxAmount;
  const aboveMax = minor && max ? BigInt(minor) > BigInt(max) : false;
  const amountError = minor === null ? t('promotions.error_amount') : aboveMax ? t('promotions.error_above_max') : null;
  const ready = !busy && amountError === null && reason.trim() !== '';

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    amountInput.current?.focus();
    return () => opener?.focus();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onConfirm({ ...(minor ? { amount: minor } : {}), reason: reason.trim() });
  };

  return createPortal(
    <div className="dialog-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) {
            e.stopPropagation();
            onCancel();
          }
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {t('promotions.approve_title', { account: claim.account })}
        </h2>
        <div className="dialog__message">
          <p>{t('promotions.approve_body', { code: claim.promotionCode })}</p>
          {claim.amount !== null && (
            <p>
              {t('promotions.claim_amount')}: <Money minor={claim.amount} />
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={amountId} className="field__label">
            {t('promotions.approve_amount')}
            <span className="field__optional"> {t('form.optional')}</span>
          </label>
          <input
            ref={amountInput}
            id={amountId}
            className="input is-numeric"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={busy}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountHintId}
            onChange={(e) => setAmount(e.target.value)}
          />
          {amountError && (
            <p className="field__error" role="alert">
              {amountError}
            </p>
          )}
          <p id={amountHintId} className="field__hint">
            {t('promotions.approve_amount_hint')} {max && <>{t('promotions.approve_max')}: <Money minor={max} /></>}
          </p>
        </div>
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            {t('confirm.reason')}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <textarea
            id={reasonId}
            className="input input--textarea"
            rows={3}
            maxLength={REASON_MAX}
            required
            aria-required
            disabled={busy}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <p className="field__hint">{t('confirm.reason_length', { used: reason.length, max: REASON_MAX })}</p>
        </div>
        <div className="dialog__actions">
          <Button variant="subtle" size="sm" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={!ready} aria-busy={busy || undefined}>
            {t('promotions.approve')}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
};
