import { isLanguageCode } from '@wps/contracts/player';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconGlobe } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { changeLanguage } from '@/lib/i18n';

/** The brand's supported languages, each by its native name (SPEC.md §2 Header). */
export const LanguageSelector = ({ testId = 'language-selector', compact }: { testId?: string; compact?: boolean }) => {
  const { t, i18n } = useTranslation();
  const { supportedLanguages } = useBrand();
  const id = useId();
  return (
    <div className={`language-selector${compact ? ' language-selector--compact' : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('preferences.language')}
      </label>
      <IconGlobe size={18} className="language-selector__globe" />
      <select
        id={id}
        data-testid={testId}
        value={i18n.language}
        onChange={(e) => {
          if (isLanguageCode(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {supportedLanguages.map((l) => (
          <option key={l.code} value={l.code} lang={l.bcp47}>
            {l.nativeName}
          </option>
        ))}
      </select>
      <IconChevronDown size={16} className="language-selector__chevron" />
    </div>
  );
};
