import { parseMoneyInput } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { newRequestId } from '@/lib/request-id';
import { useAdjust } from './api';

/** Credit or debit a player's main wallet with a reason; a second staff member approves it from the brand's threshold. */
export const AdjustDialog = ({ memberId, account, onClose }: { memberId: number; account: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const adjust = useAdjust();
  const titleId = useId();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId('adj'));
  const minor = parseMoneyInput(amount);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!minor || !reason.trim()) return;
    setError(null);
    try {
      const done = await adjust.mutateAsync({ requestId: requestId.current, memberId, direction, amount: minor, reason: reason.trim() });
      toast.success(t(done.status === 'pending' ? 'players.adjust_pending' : 'players.adjust_applied', { account }));
      onClose();
    } catch (err) {
      setError(errorText(err));
      // A refused request may be sent again after a change: a new request id.
      requestId.current = newRequestId('adj');
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      <form className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        <h2 id={titleId} className="dialog__title">
          {t('players.adjust_title', { account })}
        </h2>
        <p className="dialog__message">{t('players.adjust_body')}</p>
        <fieldset className="field">
          <legend className="field__label">{t('players.direction')}</legend>
          <div className="check-row">
            {(['credit', 'debit'] as const).map((d) => (
              <label key={d} className="check">
                <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
                {t(`players.${d}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="field">
          <span className="field__label">{t('players.amount')}</span>
          <input className="input" inputMode="decimal" required autoFocus value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={amount !== '' && !minor ? true : undefined} />
        </label>
        <label className="field">
          <span className="field__label">{t('players.reason')}</span>
          <textarea className="input input--textarea" required maxLength={500} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={adjust.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={direction === 'debit' ? 'danger' : 'primary'} disabled={adjust.isPending || !minor || !reason.trim()}>
            {t(direction === 'credit' ? 'players.do_credit' : 'players.do_debit')}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
};
