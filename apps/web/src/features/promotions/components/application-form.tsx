import { APPLICATION_COMMENT_MAX, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, type TPromotionStanding } from '@wps/contracts/player';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IMAGE_ACCEPT, imagePreviewUrl } from '@wps/ui/image-file';
import { IconClose, IconImagePlus } from '@/components/icons';
import { apiMessage } from '@/lib/api-message';
import { usePromotionRequestReward } from '../api/promotion-request-reward';
import { useApplicationImages } from '../hooks/use-application-images';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * An activity application (SPEC.md §3, §5): a comment of at most 140
 * characters and up to 3 png or jpg pictures of at most 5 MB each, checked
 * here before anything is sent; staff review it (state in process).
 */
export const ApplicationForm = ({ promotionId, onSent }: { promotionId: number; onSent: (standing: TPromotionStanding) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const request = usePromotionRequestReward();
  const pictures = useApplicationImages();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const length = comment.trim().length;
  const tooLong = length > APPLICATION_COMMENT_MAX;

  const pictureError = pictures.error
    ? {
        type: t('promotions.apply.image_type', { name: pictures.error.name }),
        size: t('promotions.apply.image_size', { name: pictures.error.name, max: MAX_MB }),
        count: t('promotions.apply.image_count', { max: IMAGE_MAX_COUNT }),
        unreadable: t('promotions.apply.image_unreadable', { name: pictures.error.name }),
      }[pictures.error.problem]
    : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (request.isPending || pictures.reading) return;
    if (tooLong) {
      setCommentError(t('promotions.apply.comment_too_long', { max: APPLICATION_COMMENT_MAX }));
      return;
    }
    setFormError(null);
    request.mutate(
      { promotionId, comment: comment.trim() || undefined, images: pictures.images.map((p) => p.image) },
      { onSuccess: (standing) => onSent(standing), onError: (err) => setFormError(apiMessage(t, err)) },
    );
  };

  return (
    <form className="promo-apply" onSubmit={submit} noValidate data-testid="promotion-application">
      <div className={`field${commentError ? ' field--invalid' : ''}`} data-field="comment">
        <label className="field__label" htmlFor={`${id}-comment`}>
          {t('promotions.apply.comment_label')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="field__textarea"
          rows={3}
          value={comment}
          placeholder={t('promotions.apply.comment_placeholder')}
          onChange={(e) => {
            setComment(e.target.value);
            setCommentError(null);
          }}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-count${commentError ? ` ${id}-comment-error` : ''}`}
          data-testid="application-comment"
        />
        <p id={`${id}-count`} className={`promo-apply__count${tooLong ? ' promo-apply__count--over' : ''}`} data-testid="application-count">
          {length}/{APPLICATION_COMMENT_MAX}
        </p>
        {commentError && (
          <p id={`${id}-comment-error`} className="field__error" role="alert" data-testid="field-error-comment">
            {commentError}
          </p>
        )}
      </div>

      <div className={`field proof-field${pictureError ? ' field--invalid' : ''}`} data-field="images">
        <span className="field__label" id={`${id}-images`}>
          {t('promotions.apply.images_label')}
          <span className="proof-field__count" data-testid="application-image-count">
            {pictures.images.length}/{IMAGE_MAX_COUNT}
          </span>
        </span>
        <ul className="proof-grid" aria-labelledby={`${id}-images`}>
          {pictures.images.map(({ key, image }, i) => (
            <li key={key} className="proof-grid__item" data-testid="application-image">
              <img src={imagePreviewUrl(image)} alt={t('promotions.apply.image_preview', { n: i + 1 })} />
              <button
                type="button"
                className="proof-grid__remove"
                onClick={() => pictures.remove(key)}
                aria-label={t('promotions.apply.image_remove', { n: i + 1 })}
                data-testid={`application-image-remove-${i}`}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
          {!pictures.isFull && (
            <li className="proof-grid__item proof-grid__item--add">
              <label className="proof-add" htmlFor={`${id}-input`}>
                <IconImagePlus size={24} />
                <span>{pictures.reading ? t('common.loading') : t('promotions.apply.image_add')}</span>
              </label>
            </li>
          )}
        </ul>
        {/* Kept at the limit too: a pick past the third picture is refused with a message, not cut silently. */}
        <input
          id={`${id}-input`}
          className="visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-describedby={`${id}-hint${pictureError ? ` ${id}-images-error` : ''}`}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length > 0) void pictures.add(files);
          }}
          data-testid="application-images-input"
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('promotions.apply.images_hint', { max: MAX_MB, n: IMAGE_MAX_COUNT })}
        </p>
        {pictureError && (
          <p id={`${id}-images-error`} className="field__error" role="alert" data-testid="application-image-error">
            {pictureError}
          </p>
        )}
      </div>

      {formError && (
        <p className="promo-action__error" role="alert" data-testid="promotion-action-error">
          {formError}
        </p>
      )}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        block
        disabled={request.isPending || pictures.reading}
        aria-busy={request.isPending || undefined}
        data-testid="application-submit"
      >
        {request.isPending ? t('form.submitting') : t('promotions.apply.submit')}
      </Button>
    </form>
  );
};
