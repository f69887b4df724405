import { useTranslation } from 'react-i18next';
import { errorKey } from './api';

/** A failure in the staff member's language: its code's text (`error.<code>`), or a general one for a code without a text yet. */
export const useErrorText = () => {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    const key = errorKey(error);
    return i18n.exists(key) ? t(key) : t('error.unknown');
  };
};
