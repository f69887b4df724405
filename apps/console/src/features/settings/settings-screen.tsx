import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { AccessPanel } from './access-panel';
import { BrandPanel } from './brand-panel';
import { FlagsPanel } from './flags-panel';
import { RegisterFieldsPanel } from './register-fields-panel';

const PARTS = ['access', 'flags', 'register', 'brand'] as const;
type Part = (typeof PARTS)[number];
const isPart = (value: string | null): value is Part => PARTS.includes(value as Part);

/**
 * The brand's settings, a tab each (kept in the address, so a link opens the
 * same tab): access (maintenance, regions, the console's addresses), the
 * whitelabel flags, the registration form, and the brand's basics.
 */
export const SettingsScreen = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const part: Part = isPart(tab) ? tab : 'access';
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Tabs
        label={t('settings.title')}
        items={[
          { value: 'access', label: t('settings.tab_access') },
          { value: 'flags', label: t('settings.tab_flags') },
          { value: 'register', label: t('settings.tab_register') },
          { value: 'brand', label: t('settings.tab_brand') },
        ]}
        value={part}
        onChange={(next) => setParams(next === 'access' ? {} : { tab: next }, { replace: true })}
      />
      {part === 'access' && <AccessPanel />}
      {part === 'flags' && <FlagsPanel />}
      {part === 'register' && <RegisterFieldsPanel />}
      {part === 'brand' && <BrandPanel />}
    </>
  );
};
