import { BANK_ACCOUNTS_MAX, type TBankAccount } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { IconBank, IconPencil, IconTrash } from '@/components/icons';
import { dialogs } from '@/lib/dialogs';

/** A bound account as a small bank card: bank, masked number, payee. */
export const BankCard = ({ account, compact }: { account: TBankAccount; compact?: boolean }) => (
  <div className={`bank-card${compact ? ' bank-card--compact' : ''}`}>
    <span className="bank-card__logo" aria-hidden="true">
      <IconBank size={compact ? 18 : 22} />
    </span>
    <span className="bank-card__text">
      <strong className="bank-card__bank">{account.bankName}</strong>
      <span className="bank-card__number">{account.accountNumberMasked}</span>
      <small className="bank-card__payee">{account.payeeName}</small>
    </span>
  </div>
);

/**
 * The member's bound bank accounts (at most BANK_ACCOUNTS_MAX) with edit and
 * remove. Removing asks first (lib/dialogs), then the payment password.
 */
export const BankAccounts = ({
  accounts,
  onAdd,
  onEdit,
  onRemove,
}: {
  accounts: TBankAccount[];
  onAdd: () => void;
  onEdit: (a: TBankAccount) => void;
  onRemove: (a: TBankAccount) => void;
}) => {
  const { t } = useTranslation();
  const full = accounts.length >= BANK_ACCOUNTS_MAX;
  const confirmRemove = (a: TBankAccount) =>
    dialogs.confirm({
      title: t('withdraw.bank_remove_title'),
      text: t('withdraw.bank_remove_confirm', { bank: a.bankName, number: a.accountNumberMasked }),
      confirmLabel: t('withdraw.bank_remove_continue'),
      cancelLabel: t('common.cancel'),
      onConfirm: () => onRemove(a),
    });

  return (
    <section className="card" aria-labelledby="withdraw-banks-title" data-testid="bank-accounts">
      <CardHead titleId="withdraw-banks-title" title={t('withdraw.banks_title')} icon={<IconBank size={20} />}>
        <span className="count-pill" data-testid="bank-count">
          {accounts.length}/{BANK_ACCOUNTS_MAX}
        </span>
      </CardHead>
      <p className="card__lead">{t('withdraw.banks_lead')}</p>
      {accounts.length > 0 && (
        <ul className="bank-list">
          {accounts.map((a) => (
            <li key={a.id} className="bank-list__item" data-testid={`bank-account-${a.id}`}>
              <BankCard account={a} />
              <div className="bank-list__actions">
                <Button variant="subtle" size="sm" icon={<IconPencil size={16} />} onClick={() => onEdit(a)} data-testid={`bank-edit-${a.id}`}>
                  {t('withdraw.bank_edit')}
                </Button>
                <Button variant="ghost" size="sm" icon={<IconTrash size={16} />} onClick={() => confirmRemove(a)} data-testid={`bank-remove-${a.id}`}>
                  {t('withdraw.bank_remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="bank-list__add">
        <Button variant={accounts.length === 0 ? 'primary' : 'outline'} onClick={onAdd} disabled={full} data-testid="bank-account-add">
          {t('withdraw.bank_add')}
        </Button>
        {full && (
          <small className="muted" data-testid="bank-limit-hint">
            {t('withdraw.bank_limit', { max: BANK_ACCOUNTS_MAX })}
          </small>
        )}
      </div>
    </section>
  );
};
