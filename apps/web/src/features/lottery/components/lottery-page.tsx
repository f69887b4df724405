import { PageHero } from '@/components/page-hero';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@wps/ui';
import { IconLottery } from '@/components/icons';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** The lottery game-view pages (/lottery, /seaLottery, /vnLottery); the game comes from `gameCode`. */
const LotteryPage = ({ kind }: { kind: LotteryKind }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const titles: Record<LotteryKind, string> = {
    lottery: t('lottery.title_lottery'),
    seaLottery: t('lottery.title_sea'),
    vnLottery: t('lottery.title_vn'),
  };
  return (
    <div className="lottery-page">
      <PageHero
        variant="lott"
        icon={<IconLottery size={34} />}
        title={titles[kind]}
        text={gameCode ? t('lottery.game_code', { code: gameCode }) : t('lottery.no_game_code')}
      />
      <div className="game-frame game-frame--empty">
        <EmptyState icon={<IconLottery size={32} />} title={t('lottery.empty_title')} body={t('lottery.empty_body')} />
      </div>
    </div>
  );
};

export default LotteryPage;
