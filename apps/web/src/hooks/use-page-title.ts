import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';

/** SPEC.md §2 page titles: "<page> | <brand>", re-applied when the language changes. */
export const usePageTitle = (title: string | null) => {
  const { name } = useBrand();
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name, i18n.language]);
};
