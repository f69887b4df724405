import { useTranslation } from 'react-i18next';
import { IconMoon, IconSun } from '@/components/icons';
import { setTheme, useTheme } from '@/lib/theme';

export const ThemeToggle = ({ testId = 'theme-toggle', withLabel }: { testId?: string; withLabel?: boolean }) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'preferences.switch_light' : 'preferences.switch_dark');
  return (
    <button
      type="button"
      className={`icon-button theme-toggle${withLabel ? ' icon-button--labelled' : ''}`}
      data-testid={testId}
      data-theme-current={theme}
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
      {withLabel && <span className="nav-label">{label}</span>}
    </button>
  );
};
