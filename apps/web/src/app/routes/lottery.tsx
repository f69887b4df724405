import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import type { LotteryKind } from '@/features/lottery/components/lottery-page';
import { Lottery } from '../lazy-screens';

const PAGE_NAME: Record<LotteryKind, string> = { lottery: 'lottery', seaLottery: 'sea-lottery', vnLottery: 'vn-lottery' };

/** /lottery, /seaLottery, /vnLottery (need a token; see the router's guard). */
export const LotteryRoute = ({ kind }: { kind: LotteryKind }) => {
  const { t } = useTranslation();
  return (
    <Page name={PAGE_NAME[kind]} title={t('title.lott')}>
      <Lottery kind={kind} />
    </Page>
  );
};
