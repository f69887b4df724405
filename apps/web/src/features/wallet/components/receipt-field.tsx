import type { TImageUpload } from '@wps/contracts/player';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconClose, IconDownload } from '@/components/icons';
import { IMAGE_ACCEPT, imagePreviewUrl, loadImageFile } from '@wps/ui/image-file';

/**
 * The optional receipt image of a bank deposit: png or jpg up to 5 MB
 * (SPEC.md §9), checked before reading, previewed, sent as base64.
 */
export const ReceiptField = ({ value, onChange }: { value: TImageUpload | null; onChange: (receipt: TImageUpload | null) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    const loaded = await loadImageFile(file);
    if ('problem' in loaded) {
      setError(
        {
          type: t('wallet.deposit.receipt_type'),
          size: t('wallet.deposit.receipt_size'),
          unreadable: t('wallet.deposit.receipt_unreadable'),
        }[loaded.problem],
      );
      return;
    }
    setError(null);
    onChange(loaded.image);
  };
  return (
    <div className={`field receipt-field${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {t('wallet.deposit.receipt')} <span className="muted">({t('wallet.deposit.optional')})</span>
      </span>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          void pickFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="deposit-receipt-input"
      />
      {value ? (
        <div className="receipt-field__preview" data-testid="deposit-receipt-preview">
          <img src={imagePreviewUrl(value)} alt={t('wallet.deposit.receipt_preview')} />
          <span className="receipt-field__name">{value.name}</span>
          <button
            type="button"
            className="icon-button"
            onClick={() => onChange(null)}
            aria-label={t('wallet.deposit.receipt_remove')}
            title={t('wallet.deposit.receipt_remove')}
            data-testid="deposit-receipt-remove"
          >
            <IconClose size={18} />
          </button>
        </div>
      ) : (
        <label className="receipt-field__drop" htmlFor={id}>
          <IconDownload size={22} />
          <span>{t('wallet.deposit.receipt_pick')}</span>
          <small>{t('wallet.deposit.receipt_rules')}</small>
        </label>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid="field-error-receipt">
          {error}
        </p>
      )}
    </div>
  );
};
