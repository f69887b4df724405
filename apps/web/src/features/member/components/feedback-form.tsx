import { countWords } from '@wps/contracts/player';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { FEEDBACK_TYPES, type FeedbackType, useSendFeedback } from '../api/security';

/** Feedback (SPEC.md §3, §5): question type and content of {0} to {1} words. */
export const FeedbackForm = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { feedbackMinWords: min, feedbackMaxWords: max } = permission.info.account;
  const send = useSendFeedback();
  const [type, setType] = useState<FeedbackType>('GENERAL');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const words = countWords(content);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    if (words < min || words > max) {
      setError(t('validation.feedback_words', { min, max }));
      return;
    }
    setError(null);
    send.mutate(
      { questionType: type, content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          dialogs.message({ text: t('feedback.sent'), icon: 'success' });
        },
        onError: (err) => dialogs.message({ text: t(errorKey(err), { defaultValue: isApiError(err) ? err.message : undefined }), icon: 'warning' }),
      },
    );
  };

  return (
    <form className="card feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <p className="card__lead">{t('feedback.lead')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {t('feedback.type')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <div className="field__control">
          <select id={`${id}-type`} className="field__input" value={type} onChange={(e) => setType(e.target.value as FeedbackType)} data-testid="feedback-type">
            {FEEDBACK_TYPES.map((q) => (
              <option key={q} value={q}>
                {t(`feedback.type_${q}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-content`}>
          {t('feedback.content')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-content`}
          className="field__textarea"
          rows={6}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          data-testid="feedback-content"
        />
        <p id={`${id}-count`} className="field__hint">
          {t('feedback.word_count', { count: words, min, max })}
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert" data-testid="field-error-content">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" disabled={send.isPending} aria-busy={send.isPending || undefined} data-testid="feedback-submit">
        {t('feedback.submit')}
      </Button>
    </form>
  );
};
