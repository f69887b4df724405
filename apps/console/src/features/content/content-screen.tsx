import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { BannersPanel } from './banners-panel';
import { NoticesPanel } from './notices-panel';

type Part = 'banners' | 'notices';

/** What players read: banners, notices and popup announcements, per language, in their windows. */
export const ContentScreen = () => {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>('banners');
  return (
    <>
      <PageHeader title={t('content.screen_title')} subtitle={t('content.screen_subtitle')} />
      <Tabs
        label={t('content.screen_title')}
        items={[
          { value: 'banners', label: t('content.banners') },
          { value: 'notices', label: t('content.notices') },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'banners' ? <BannersPanel /> : <NoticesPanel />}
    </>
  );
};
