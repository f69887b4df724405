import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '@/lib/theme';
import { Icon } from './icon';

/** Light or dark, kept in this browser; until chosen, the system's setting. */
export const ThemeToggle = () => {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'shell.theme_light' : 'shell.theme_dark');
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={() => setTheme(next)} data-theme-toggle>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
};
