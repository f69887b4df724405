import { useTranslation } from 'react-i18next';
import { termsLines, type TermsContext, type TermsSource } from './terms';

/**
 * The promotion as a member reads it before opting in: its title and
 * summary, the terms in plain words worked out from the fields, and the
 * operator's own terms text.
 */
export const TermsPreview = ({
  source,
  context,
  title,
  summary,
  terms,
  language,
}: {
  source: TermsSource;
  context: TermsContext;
  title: string;
  summary: string;
  terms: string;
  language: string;
}) => {
  const { t } = useTranslation();
  return (
    <section className="promo-preview" aria-label={t('promotions.preview')}>
      <header className="promo-preview__head">
        <h3 className="promo-preview__heading">{t('promotions.preview')}</h3>
        <span className="promo-preview__lang">{language}</span>
      </header>
      <p className="promo-preview__title">{title || <span className="muted">{t('promotions.preview_no_title')}</span>}</p>
      {summary && <p className="promo-preview__summary">{summary}</p>}
      <ul className="promo-preview__terms" aria-label={t('promotions.preview_terms')}>
        {termsLines(source, context).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {terms && <p className="promo-preview__own">{terms}</p>}
    </section>
  );
};
