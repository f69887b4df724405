import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { BannersPanel } from './banners-panel';
import { NoticesPanel } from './notices-panel';
import { CustomerServicePanel, HelpPanel, ResourcesPanel } from './site-panels';

type Part = 'banners' | 'notices' | 'help' | 'cs' | 'resources';

const PANELS: Record<Part, () => React.JSX.Element> = { banners: BannersPanel, notices: NoticesPanel, help: HelpPanel, cs: CustomerServicePanel, resources: ResourcesPanel };

/** What players read: banners, notices and popup announcements in their windows; the help center, customer-service entries and resources. */
export const ContentScreen = () => {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>('banners');
  const Panel = PANELS[part];
  return (
    <>
      <PageHeader title={t('content.screen_title')} subtitle={t('content.screen_subtitle')} />
      <Tabs
        label={t('content.screen_title')}
        items={[
          { value: 'banners', label: t('content.banners') },
          { value: 'notices', label: t('content.notices') },
          { value: 'help', label: t('content.help') },
          { value: 'cs', label: t('content.cs') },
          { value: 'resources', label: t('content.resources') },
        ]}
        value={part}
        onChange={setPart}
      />
      <Panel />
    </>
  );
};
