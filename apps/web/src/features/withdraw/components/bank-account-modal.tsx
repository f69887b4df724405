import { ErrorCode, PAYMENT_PASSWORD_PATTERN, type TBank, type TBankAccount, type TBankAccountBody } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { FormField, PasswordField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { apiCode, apiMessage } from '@/lib/api-message';
import { useChangeBankAccount } from '../api/change-bank-account';

export type BankAccountEdit = { mode: 'add' } | { mode: 'update'; account: TBankAccount } | { mode: 'remove'; account: TBankAccount };

type Fields = { bankName: string; payeeName: string; accountNumber: string; paymentPassword: string };
type Errors = Partial<Record<keyof Fields | 'form', string>>;

const ACCOUNT_NUMBER = /^\d{6,30}$/;
const PASSWORD_CODES: readonly string[] = [ErrorCode.paymentPasswordIncorrect, ErrorCode.paymentPasswordLocked];

/**
 * Adds, edits or removes a bound bank account. Every change needs the payment
 * password and is logged by the server; the full account number is sent once
 * and only shown masked afterwards. The bank is one of the brand's list
 * (`banks`), which the server checks again.
 */
export const BankAccountModal = ({ edit, banks, onClose }: { edit: BankAccountEdit; banks: TBank[]; onClose: () => void }) => {
  const { t } = useTranslation();
  const change = useChangeBankAccount();
  const existing = edit.mode === 'add' ? null : edit.account;
  // An account bound before its bank left the list keeps it until the member picks another.
  const unlisted = existing && !banks.some((b) => b.name === existing.bankName) ? existing.bankName : null;
  const [fields, setFields] = useState<Fields>({
    bankName: existing?.bankName ?? '',
    payeeName: existing?.payeeName ?? '',
    accountNumber: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const validate = (): Errors => {
    const out: Errors = {};
    if (edit.mode !== 'remove') {
      if (!fields.bankName) out.bankName = t('withdraw.bank_pick');
      if (fields.payeeName.trim().length < 2) out.payeeName = t('withdraw.payee_invalid');
      // Editing may keep the bound number: an empty field leaves it unchanged.
      const number = fields.accountNumber.trim();
      if ((edit.mode === 'add' || number) && !ACCOUNT_NUMBER.test(number)) out.accountNumber = t('withdraw.account_number_invalid');
    }
    if (!PAYMENT_PASSWORD_PATTERN.test(fields.paymentPassword)) out.paymentPassword = t('withdraw.pp_digits');
    return out;
  };

  const body = (): TBankAccountBody => {
    if (edit.mode === 'remove') return { action: 'remove', id: edit.account.id, paymentPassword: fields.paymentPassword };
    const number = fields.accountNumber.trim();
    return {
      action: edit.mode,
      ...(edit.mode === 'update' ? { id: edit.account.id } : {}),
      // Only a change of bank is sent: a bank no longer listed stays on the account as it was.
      ...(fields.bankName !== existing?.bankName ? { bankName: fields.bankName } : {}),
      payeeName: fields.payeeName.trim(),
      ...(number ? { accountNumber: number } : {}),
      paymentPassword: fields.paymentPassword,
    };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(body(), {
      onSuccess: onClose,
      onError: (err) => {
        const code = apiCode(err);
        if (code && PASSWORD_CODES.includes(code)) setErrors({ paymentPassword: apiMessage(t, err) });
        else setErrors({ form: apiMessage(t, err) });
      },
    });
  };

  const title = { add: t('withdraw.bank_add_title'), update: t('withdraw.bank_edit_title'), remove: t('withdraw.bank_remove_title') }[edit.mode];
  const submitLabel = { add: t('withdraw.bank_add_submit'), update: t('withdraw.bank_edit_submit'), remove: t('withdraw.bank_remove_submit') }[edit.mode];

  return (
    <Modal name="bank-account" title={title} onClose={onClose} size="sm">
      <form className="auth-form" onSubmit={submit} noValidate data-testid="bank-account-form" data-mode={edit.mode}>
        {edit.mode === 'remove' ? (
          <p className="card__lead" data-testid="bank-remove-summary">
            {t('withdraw.bank_remove_lead', { bank: edit.account.bankName, number: edit.account.accountNumberMasked })}
          </p>
        ) : (
          <>
            <SelectField
              name="bankName"
              label={t('withdraw.bank_name')}
              required
              value={fields.bankName}
              onChange={(e) => set('bankName', e.target.value)}
              error={errors.bankName}
              testId="bank-name"
            >
              <option value="" disabled>
                {t('withdraw.bank_pick')}
              </option>
              {unlisted && <option value={unlisted}>{unlisted}</option>}
              {banks.map((b) => (
                <option key={b.code} value={b.name}>
                  {b.name}
                </option>
              ))}
            </SelectField>
            <FormField
              name="payeeName"
              label={t('withdraw.payee_name')}
              hint={t('withdraw.payee_hint')}
              required
              maxLength={100}
              value={fields.payeeName}
              onChange={(e) => set('payeeName', e.target.value)}
              error={errors.payeeName}
              autoComplete="name"
              inputTestId="bank-payee"
            />
            <FormField
              name="accountNumber"
              label={t('withdraw.account_number')}
              hint={
                edit.mode === 'update'
                  ? t('withdraw.account_number_keep', { number: edit.account.accountNumberMasked })
                  : t('withdraw.account_number_hint')
              }
              required={edit.mode === 'add'}
              inputMode="numeric"
              maxLength={30}
              value={fields.accountNumber}
              onChange={(e) => set('accountNumber', e.target.value.replace(/\D/g, ''))}
              error={errors.accountNumber}
              autoComplete="off"
              inputTestId="bank-number"
            />
          </>
        )}
        <PasswordField
          name="paymentPassword"
          label={t('withdraw.payment_password')}
          required
          inputMode="numeric"
          value={fields.paymentPassword}
          onChange={(e) => set('paymentPassword', e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.paymentPassword}
          autoComplete="off"
          inputTestId="bank-pp"
        />
        {errors.form && (
          <p className="field__error" role="alert" data-testid="bank-account-error">
            {errors.form}
          </p>
        )}
        <Button
          type="submit"
          variant={edit.mode === 'remove' ? 'danger' : 'primary'}
          block
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
          data-testid="bank-submit"
        >
          {change.isPending ? t('form.submitting') : submitLabel}
        </Button>
      </form>
    </Modal>
  );
};
