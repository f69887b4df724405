import { parseMoneyInput, type TWithdrawal, type TWithdrawReceiptBody } from '@wps/contracts/player';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { Modal } from '@/components/modal';
import { apiMessage } from '@/lib/api-message';
import { money } from '@/lib/money';
import { useWithdrawReceipt } from '../api/withdraw-receipt';
import { useProofImages } from '../hooks/use-proof-images';
import { AmountField } from './amount-field';
import { ProofImagesField } from './proof-images-field';

export type ReceiptOutcome = TWithdrawReceiptBody['outcome'];

const NOTE_MAX = 140;

/**
 * The member's answer to an approved withdrawal (SPEC.md §4): received, not
 * received (1–3 proof images required) or partially received (the amount
 * that arrived, images optional). An answer cannot be taken back.
 */
export const ReceiptModal = ({
  withdrawal,
  outcome,
  symbol,
  onClose,
}: {
  withdrawal: TWithdrawal;
  outcome: ReceiptOutcome;
  symbol: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const receipt = useWithdrawReceipt();
  const proof = useProofImages();
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'images' | 'form', string>>>({});
  const amount = money(symbol, withdrawal.amount);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (receipt.isPending || proof.reading) return;
    const found: typeof errors = {};
    const receivedMinor = outcome === 'partial' ? parseMoneyInput(received) : null;
    if (outcome === 'partial') {
      if (!receivedMinor) found.amount = t('withdraw.amount_invalid');
      // Partial means less than was sent; the full amount is "received".
      else if (BigInt(receivedMinor) >= BigInt(withdrawal.amount)) found.amount = t('withdraw.partial_too_much', { amount });
    }
    if (outcome === 'not_received' && proof.images.length === 0) found.images = t('withdraw.proof_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const images = proof.images.map((i) => i.image);
    const body: TWithdrawReceiptBody = {
      id: withdrawal.id,
      outcome,
      ...(receivedMinor ? { receivedAmount: receivedMinor } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(outcome !== 'received' && images.length > 0 ? { images } : {}),
    };
    receipt.mutate(body, { onSuccess: onClose, onError: (err) => setErrors({ form: apiMessage(t, err) }) });
  };

  const title = {
    received: t('withdraw.receipt_received_title'),
    not_received: t('withdraw.receipt_not_received_title'),
    partial: t('withdraw.receipt_partial_title'),
  }[outcome];
  const lead = {
    received: t('withdraw.receipt_received_lead', { amount, bank: withdrawal.bankName, number: withdrawal.accountNumberMasked }),
    not_received: t('withdraw.receipt_not_received_lead', { amount }),
    partial: t('withdraw.receipt_partial_lead', { amount }),
  }[outcome];

  return (
    <Modal name="withdraw-receipt" title={title} onClose={onClose} size="sm">
      <form className="auth-form receipt-form" onSubmit={submit} noValidate data-testid="receipt-form" data-outcome={outcome}>
        <dl className="receipt-form__summary">
          <div>
            <dt>{t('withdraw.order_no')}</dt>
            <dd>{withdrawal.orderNo}</dd>
          </div>
          <div>
            <dt>{t('withdraw.amount')}</dt>
            <dd>{amount}</dd>
          </div>
        </dl>
        <p className="card__lead">{lead}</p>
        {outcome === 'partial' && (
          <AmountField
            name="receivedAmount"
            label={t('withdraw.received_amount')}
            symbol={symbol}
            value={received}
            onChange={(value) => {
              setReceived(value);
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            error={errors.amount}
            inputTestId="receipt-amount"
          />
        )}
        {outcome !== 'received' && (
          <>
            <ProofImagesField proof={proof} required={outcome === 'not_received'} error={proof.images.length === 0 ? errors.images : null} />
            <div className="field">
              <label className="field__label" htmlFor={`${id}-note`}>
                {t('withdraw.receipt_note')}
              </label>
              <textarea
                id={`${id}-note`}
                className="field__textarea"
                rows={3}
                maxLength={NOTE_MAX}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-describedby={`${id}-note-count`}
                data-testid="receipt-note"
              />
              <p id={`${id}-note-count`} className="field__hint">
                {note.length}/{NOTE_MAX}
              </p>
            </div>
          </>
        )}
        <p className="receipt-form__final">{t('withdraw.receipt_final')}</p>
        {errors.form && (
          <p className="field__error" role="alert" data-testid="receipt-error">
            {errors.form}
          </p>
        )}
        <div className="pp-form__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={receipt.isPending || proof.reading} aria-busy={receipt.isPending || undefined} data-testid="receipt-submit">
            {receipt.isPending ? t('form.submitting') : t('withdraw.receipt_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
