import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT } from '@wps/contracts/player';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconClose, IconImagePlus } from '@/components/icons';
import { IMAGE_ACCEPT, imagePreviewUrl } from '@wps/ui/image-file';
import type { useProofImages } from '../hooks/use-proof-images';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Proof images (SPEC.md §5/§9): png or jpg, at most 5 MB each, at most 3,
 * with previews and remove buttons. Refusals are explained by file name.
 */
export const ProofImagesField = ({
  proof,
  required,
  error: requiredError,
}: {
  proof: ReturnType<typeof useProofImages>;
  required?: boolean;
  error?: string | null;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const problemText = proof.error
    ? {
        type: t('withdraw.image_type', { name: proof.error.name }),
        size: t('withdraw.image_size', { name: proof.error.name, max: MAX_MB }),
        count: t('withdraw.image_count', { max: IMAGE_MAX_COUNT }),
        unreadable: t('withdraw.image_unreadable', { name: proof.error.name }),
      }[proof.error.problem]
    : null;
  const error = problemText ?? requiredError ?? null;

  return (
    <div className={`field proof-field${error ? ' field--invalid' : ''}`} data-field="images">
      <span className="field__label" id={`${id}-label`}>
        {t('withdraw.proof_label')}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        <span className="proof-field__count" data-testid="proof-count">
          {proof.images.length}/{IMAGE_MAX_COUNT}
        </span>
      </span>
      <ul className="proof-grid" aria-labelledby={`${id}-label`}>
        {proof.images.map(({ key, image }, i) => (
          <li key={key} className="proof-grid__item" data-testid="proof-preview">
            <img src={imagePreviewUrl(image)} alt={t('withdraw.proof_preview', { n: i + 1 })} />
            <button
              type="button"
              className="proof-grid__remove"
              onClick={() => proof.remove(key)}
              aria-label={t('withdraw.proof_remove', { n: i + 1 })}
              data-testid={`proof-remove-${i}`}
            >
              <IconClose size={14} />
            </button>
          </li>
        ))}
        {!proof.isFull && (
          <li className="proof-grid__item proof-grid__item--add">
            <label className="proof-add" htmlFor={`${id}-input`}>
              <IconImagePlus size={24} />
              <span>{proof.reading ? t('common.loading') : t('withdraw.proof_add')}</span>
            </label>
          </li>
        )}
      </ul>
      {/* Kept in the DOM at the limit too: a multi-file pick over the limit is refused with a message, not silently cut. */}
      <input
        id={`${id}-input`}
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) void proof.add(files);
        }}
        data-testid="proof-input"
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('withdraw.proof_hint', { max: MAX_MB, n: IMAGE_MAX_COUNT })}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid="proof-error">
          {error}
        </p>
      )}
    </div>
  );
};
