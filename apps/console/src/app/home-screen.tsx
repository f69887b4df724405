import { EmptyState } from '@wps/ui';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';

/** The shell's start while no dashboard is registered at '/': where to go next. */
export const HomeScreen = () => {
  const { t } = useTranslation();
  return <EmptyState icon={<Icon name="compass" size={28} />} title={t('home.title')} body={t('home.body')} />;
};
