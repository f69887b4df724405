import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, setLanguage } from '@/lib/i18n';

/** EN | TY, kept in this browser. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className="segmented" role="group" aria-label={t('shell.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          className="segmented__item"
          aria-pressed={current === language.code}
          lang={language.bcp47}
          title={t(`shell.language_${language.code}`)}
          onClick={() => void setLanguage(language.code)}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
};
