import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { GamesPanel } from './games-panel';
import { RoundsPanel } from './rounds-panel';
import { VendorsPanel } from './vendors-panel';

type Part = 'vendors' | 'games' | 'rounds';

/** The brand's vendors and games, and the game rounds that wait for an operator. */
export const GamesScreen = () => {
  const { t } = useTranslation();
  const [part, setPart] = useState<Part>('vendors');
  return (
    <>
      <PageHeader title={t('games.title')} subtitle={t('games.subtitle')} />
      <Tabs
        label={t('games.title')}
        items={[
          { value: 'vendors', label: t('games.tab_vendors') },
          { value: 'games', label: t('games.tab_games') },
          { value: 'rounds', label: t('games.tab_rounds') },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'vendors' ? <VendorsPanel /> : part === 'games' ? <GamesPanel /> : <RoundsPanel />}
    </>
  );
};
